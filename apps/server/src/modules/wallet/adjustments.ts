// Manual adjustments with four-eyes (docs/wallet.md, "Four-eyes rules"): below the merchant's four-eyes
// amount an adjustment moves money at once; from it up it is held as `pending` and moves money only when
// another operator with finance.adjust confirms it. Every adjustment is a row of manual_adjustments, so a
// withdrawal's approval can ask who credited the member today. The money moves only through the ledger,
// keyed by the console's requestId, so a retried call or a racing confirmation moves it once.
//
// Confirming, rejecting and listing held adjustments is adjustments-review.ts (moved verbatim from here).
import { ApiError } from '@orbit/contracts/envelope';
import { zonedDay, zonedDayStart } from '@orbit/contracts/format';
import type { Database, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AuditService } from '../console/audit.service.ts';
import type { MembersService } from '../members/members.service.ts';
import type { Actor } from '../site/site.service.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import { houseAccount, memberAccount } from './addresses.ts';
import { createAdjustmentReview } from './adjustments-review.ts';
import * as repo from './adjustments.repo.ts';
import { readAmount, settingAmount, showAmount } from './money.ts';
import type { WalletService } from './wallet.service.ts';

export type AdjustmentInput = { requestId: string; memberId: number; direction: 'credit' | 'debit'; amount: string; reason: string };
export type AdjustmentResult = { state: 'applied'; transactionId: number; balanceAfter: string } | { state: 'pending'; adjustmentId: number };

/** Does an adjustment of this amount need a second operator? From the four-eyes amount up, as withdrawals do. */
export function needsSecondOperator(merchant: Pick<ResolvedMerchant, 'currency' | 'settings'>, amount: bigint): boolean {
  return amount >= settingAmount(merchant, merchant.settings.payments.fourEyesAmount);
}

export function createAdjustments(deps: {
  database: Database;
  clock: Clock;
  wallet: WalletService;
  audit: AuditService;
  members: MembersService['directory'];
}) {
  const { database, clock, wallet, audit } = deps;
  const { db } = database;

  function operatorOf(actor: Actor): number {
    if (actor.operatorId === null) throw new Error('an adjustment needs an operator');
    return actor.operatorId;
  }

  /** Moves the adjustment's money and records it applied, with its audit entry by `actor`. */
  async function apply(tx: Tx, merchant: ResolvedMerchant, row: repo.AdjustmentRow, username: string, actor: Actor, extra: object) {
    const main = memberAccount.main(row.memberId);
    const house = houseAccount('adjustments', row.memberId);
    const moved = await wallet.move(tx, {
      merchantId: merchant.id,
      currency: row.currency,
      idempotencyKey: `adjustment:${row.requestId}`,
      kind: 'adjustment',
      memberId: row.memberId,
      note: row.reason,
      // The maker: the operator who asked for the money to move.
      operatorId: row.requestedBy,
      postings: [row.direction === 'credit' ? { from: house, to: main, amount: row.amount } : { from: main, to: house, amount: row.amount }],
    });
    await audit.record(tx, {
      merchantId: merchant.id,
      actor,
      action: `wallet.adjustment.${row.direction}`,
      target: username,
      detail: { amount: showAmount(merchant, row.amount), reason: row.reason, transactionId: moved.transactionId, adjustmentId: row.id, ...extra },
    });
    return { transactionId: moved.transactionId, balanceAfter: showAmount(merchant, moved.balances.get(main) ?? 0n) };
  }

  /**
   * Credits or debits a member's main wallet by hand with a reason, audited in the same transaction; from the
   * four-eyes amount up it is held for a second operator instead (`pending`). A retried requestId answers
   * what the first call did.
   * @throws not_found, amount_invalid, insufficient_funds (a debit never takes the balance below zero), idempotency_conflict
   */
  async function adjust(merchant: ResolvedMerchant, input: AdjustmentInput, actor: Actor): Promise<AdjustmentResult> {
    const amount = readAmount(merchant, input.amount);
    const member = await deps.members.byId(merchant.id, input.memberId);
    if (!member) throw new ApiError('not_found', 'No such member', { field: 'memberId' });
    const held = needsSecondOperator(merchant, amount);
    const now = clock.now();
    return db.transaction(async (tx) => {
      const inserted = await repo.insertOnce(tx, {
        merchantId: merchant.id,
        requestId: input.requestId,
        memberId: member.id,
        direction: input.direction,
        amount,
        currency: merchant.currency,
        reason: input.reason,
        status: 'pending',
        requestedBy: operatorOf(actor),
        requestedByName: actor.operatorName,
        requestedAt: now,
      });
      if (!inserted) return replay(tx, merchant, input, amount);
      if (held) {
        await audit.record(tx, {
          merchantId: merchant.id,
          actor,
          action: `wallet.adjustment.requested`,
          target: member.username,
          detail: { adjustmentId: inserted.id, direction: input.direction, amount: showAmount(merchant, amount), reason: input.reason },
        });
        return { state: 'pending', adjustmentId: inserted.id };
      }
      const applied = await apply(tx, merchant, inserted, member.username, actor, {});
      await repo.decide(tx, inserted.id, {
        status: 'applied',
        decidedBy: inserted.requestedBy,
        decidedByName: actor.operatorName,
        decidedAt: now,
        transactionId: applied.transactionId,
      });
      return { state: 'applied', ...applied };
    });
  }

  async function replay(tx: Tx, merchant: ResolvedMerchant, input: AdjustmentInput, amount: bigint): Promise<AdjustmentResult> {
    const first = await repo.byRequestId(tx, merchant.id, input.requestId);
    if (!first || first.memberId !== input.memberId || first.direction !== input.direction || first.amount !== amount)
      throw new ApiError('idempotency_conflict', 'This request id was used for a different adjustment');
    if (first.status === 'applied' && first.transactionId !== null) {
      const balance = await wallet.balanceOf(tx, merchant.id, memberAccount.main(first.memberId), merchant.currency);
      return { state: 'applied', transactionId: first.transactionId, balanceAfter: showAmount(merchant, balance) };
    }
    return { state: 'pending', adjustmentId: first.id };
  }

  /**
   * Did this operator credit the member by adjustment (as maker or checker) today, in the merchant's time
   * zone? Such an operator may not also approve the member's withdrawal.
   */
  async function creditedToday(tx: Tx, merchant: ResolvedMerchant, memberId: number, operatorId: number): Promise<boolean> {
    const since = zonedDayStart(zonedDay(clock.now(), merchant.timeZone), merchant.timeZone);
    return repo.creditedBy(tx, merchant.id, memberId, operatorId, since);
  }

  const { confirm, reject, pending } = createAdjustmentReview(deps, { operatorOf, apply });

  return { adjust, confirm, reject, pending, creditedToday };
}

export type Adjustments = ReturnType<typeof createAdjustments>;
