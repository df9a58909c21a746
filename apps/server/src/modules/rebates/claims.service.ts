// The member's side of rebates (docs/rebates.md, page manualRebate): what waits to be claimed, by category,
// the history, and the claim, which takes every accrued line at once. A claim is recorded under its request id
// first (a repeat answers the first claim; the same id with another body is idempotency_conflict); the lines
// are taken with a conditional update, so of many claims at the same moment only one finds them.
import { createHash } from 'node:crypto';
import { ApiError } from '@orbit/contracts/envelope';
import type { GameCategory } from '@orbit/contracts/games';
import { exponentOf, formatMinor } from '@orbit/contracts/money';
import { ratePercent, type RebateLineState } from '@orbit/contracts/rebates';
import { formatDateTime } from '@orbit/contracts/format';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ResolvedMerchant } from '../../plugins/principals.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { houseAccount, memberAccount } from '../wallet/addresses.ts';
import * as repo from './runs.repo.ts';
import type { RebateBonusPort } from './rebates.types.ts';
import { rebatesSettingsOf } from './settings.ts';

export interface RebateClaimsDeps {
  database: Database;
  clock: Clock;
  wallet: Pick<WalletService, 'move'>;
  log: { warn(object: object, message: string): void };
  bonuses?: () => RebateBonusPort | undefined;
}

export function createRebateClaims(deps: RebateClaimsDeps) {
  const { database, clock } = deps;
  const show = (merchant: ResolvedMerchant, minor: bigint) => formatMinor(minor, exponentOf(merchant.currency));

  return {
    /** The member page: claimable per category and in total, and the last lines. */
    async view(merchant: ResolvedMerchant, memberId: number) {
      const settings = rebatesSettingsOf(merchant);
      const [claimable, history] = await Promise.all([
        repo.claimableOf(database.db, merchant.id, memberId),
        repo.historyOf(database.db, merchant.id, memberId),
      ]);
      const total = claimable.reduce((sum, row) => sum + BigInt(row.amount), 0n);
      return {
        enabled: settings.enabled,
        claimEnabled: settings.enabled && settings.payMode === 'claim',
        period: settings.period,
        claimable: claimable.map((row) => ({ category: row.category as GameCategory, amount: show(merchant, BigInt(row.amount)) })),
        claimableTotal: show(merchant, total),
        history: history.map((row) => ({
          periodStart: row.periodStart,
          periodEnd: row.periodEnd,
          category: row.category as GameCategory,
          turnover: show(merchant, row.turnover),
          rate: ratePercent(row.ratePpm),
          amount: show(merchant, row.owed),
          state: row.state as RebateLineState,
          at: formatDateTime(new Date(row.at), merchant.timeZone),
        })),
      };
    },

    /**
     * Claims the member's accrued lines (of the categories, when named) into the main wallet.
     * @throws nothing_to_claim, idempotency_conflict
     */
    async claim(merchant: ResolvedMerchant, memberId: number, body: { requestId: string; categories?: readonly GameCategory[] | undefined }) {
      const categories = body.categories ? [...new Set(body.categories)].sort() : undefined;
      const requestHash = createHash('sha256')
        .update(JSON.stringify([memberId, categories ?? null]))
        .digest('hex');
      return database.db.transaction(async (tx) => {
        const claim = await repo.insertClaim(tx, {
          merchantId: merchant.id,
          memberId,
          requestId: body.requestId,
          requestHash,
          createdAt: clock.now(),
        });
        if (!claim) {
          const first = await repo.claimByRequest(tx, merchant.id, body.requestId);
          if (!first || first.requestHash !== requestHash)
            throw new ApiError('idempotency_conflict', 'This request id was already used for a different request', { field: 'requestId' });
          return { amount: show(merchant, first.amount), lines: first.lines };
        }
        const owed = await repo.takeAccrued(tx, claim, categories);
        const amount = owed.reduce((sum, value) => sum + value, 0n);
        // Rolls the claim back with it, so the request id can be used again once something accrues.
        if (amount === 0n) throw new ApiError('nothing_to_claim', 'There is no rebate to claim');
        const idempotencyKey = `rebate:claim:${claim.id}`;
        const multiple = rebatesSettingsOf(merchant).turnoverMultiple;
        const bonuses = multiple > 0 ? deps.bonuses?.() : undefined;
        if (bonuses)
          await bonuses.grant(tx, {
            merchant,
            memberId,
            amount,
            idempotencyKey,
            reference: idempotencyKey,
            source: 'rebate',
            wagering: { multiple },
          });
        else {
          if (multiple > 0) deps.log.warn({ claimId: claim.id, multiple }, 'rebate with a turnover multiple paid as cash: no bonus module is wired');
          await deps.wallet.move(tx, {
            merchantId: merchant.id,
            currency: merchant.currency,
            idempotencyKey,
            kind: 'rebate',
            memberId,
            postings: [{ from: houseAccount('bonuses', memberId), to: memberAccount.main(memberId), amount }],
            reference: idempotencyKey,
          });
        }
        await repo.finishClaim(tx, claim.id, amount, owed.length);
        return { amount: show(merchant, amount), lines: owed.length };
      });
    },
  };
}

export type RebateClaims = ReturnType<typeof createRebateClaims>;
