// A member redeems a code in the reward centre (docs/promotions.md, Redeem codes). The attempt is claimed before
// the code is looked at (lib/attempt-claims.ts, ADR 0009), so guesses sent together count before any is
// checked: at most MAX_FAILURES wrong, used-up or expired codes per member in an hour. The award itself is a
// claim through awards.ts under the promotion row's lock, then the code's use is counted under its own row
// lock: a single-use code pays once whoever races for it, and a member redeems a code once (a unique index on
// the claim's code and member stands behind the check).
import type { ClaimResult } from '@orbit/contracts/promotions';
import { ApiError } from '@orbit/contracts/envelope';
import type { ErrorCode } from '@orbit/contracts/errors';
import { normaliseRedeemCode } from '@orbit/contracts/redeem-codes';
import type { Database, Tx } from '../../db/client.ts';
import { claimAttempt, releaseClaim } from '../../lib/attempt-claims.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ResolvedMerchant } from '../../plugins/principals.ts';
import { inLanguage } from '../content/language-texts.ts';
import { award } from './awards.ts';
import type { PromotionBonusPort } from './bonus-port.ts';
import { checkMember } from './member.service.ts';
import * as promotions from './promotions.repo.ts';
import * as repo from './redeem-codes.repo.ts';
import { isOpen, periodKey } from './rules.ts';
import { moneyOf } from './views.ts';

export const MAX_REDEEM_FAILURES_PER_HOUR = 10;
const HOUR_MS = 3_600_000;
/** Refusals that say something about the code itself: what a guesser learns from, so they count. */
const COUNTED: ReadonlySet<ErrorCode> = new Set(['redeem_code_invalid', 'redeem_code_expired', 'redeem_code_used_up']);

export function createRedeemService(deps: { database: Database; clock: Clock; bonuses: PromotionBonusPort }) {
  const { database, clock, bonuses } = deps;
  const { db } = database;

  async function answer(merchant: ResolvedMerchant, claim: promotions.ClaimRow, language: string) {
    const promotion = await promotions.promotionById(db, merchant.id, claim.promotionId);
    const result: ClaimResult = {
      claimId: claim.id,
      promotionId: claim.promotionId,
      amount: moneyOf(merchant, claim.amount),
      grantId: claim.grantId,
      state: claim.state,
    };
    return { ...result, promotionTitle: promotion ? inLanguage(promotion.title, language) : '' };
  }

  /**
   * Redeems a code for the member; the same requestId again answers the first redemption.
   * @throws redeem_code_invalid, redeem_code_expired, redeem_code_used_up, redeem_code_already_redeemed,
   *   redeem_code_attempts_exceeded, idempotency_conflict, and the award's promotion_not_eligible,
   *   promotion_already_claimed, promotion_budget_exhausted
   */
  async function redeem(merchant: ResolvedMerchant, memberId: number, input: { requestId: string; code: string }, language: string) {
    const code = normaliseRedeemCode(input.code);
    const earlier = await promotions.claimBySource(db, merchant.id, 'redeem', input.requestId, memberId);
    if (earlier) return answer(merchant, await sameCode(db, earlier, code), language);
    const now = clock.now();
    const { claimId } = await claimAttempt(
      database,
      { merchantId: merchant.id, scope: 'redeem-code', subject: String(memberId), ip: null },
      now,
      async (tx, inFlight) => {
        const failures = await repo.failuresSince(tx, merchant.id, memberId, new Date(now.getTime() - HOUR_MS));
        if (failures + inFlight.subject >= MAX_REDEEM_FAILURES_PER_HOUR)
          throw new ApiError('redeem_code_attempts_exceeded', 'Too many codes that did not work: please try again in an hour', { field: 'code' });
      },
    );
    try {
      const claim = await db.transaction(async (tx) => {
        const found = /^[A-Z0-9]{4,32}$/.test(code) ? await repo.codeByText(tx, merchant.id, code) : undefined;
        if (!found) throw new ApiError('redeem_code_invalid', 'This code does not exist', { field: 'code' });
        // The promotion first (every award locks it first), then the code.
        const promotion = await promotions.promotionById(tx, merchant.id, found.promotionId, true);
        const row = await repo.codeById(tx, found.id, true);
        if (!promotion || !row) throw new ApiError('redeem_code_invalid', 'This code does not exist', { field: 'code' });
        const replay = await promotions.claimBySource(tx, merchant.id, 'redeem', input.requestId, memberId);
        if (replay) return sameCode(tx, replay, code);
        if (row.expiresAt <= now) throw new ApiError('redeem_code_expired', 'This code has expired', { field: 'code' });
        if (await repo.redemptionOf(tx, row.id, memberId))
          throw new ApiError('redeem_code_already_redeemed', 'You have already redeemed this code', { field: 'code' });
        if (row.uses >= row.maxUses) throw new ApiError('redeem_code_used_up', 'This code has been used up', { field: 'code' });
        if (!isOpen(promotion, now)) throw new ApiError('promotion_not_eligible', 'This code’s promotion is not running now', { field: 'schedule' });
        const period = periodKey(promotion, now, merchant.timeZone);
        if (await promotions.claimForPeriod(tx, promotion.id, memberId, period))
          throw new ApiError('promotion_already_claimed', 'You already have this promotion for this period');
        await checkMember(tx, merchant, promotion, memberId, now);
        const claimed = await award(tx, bonuses, {
          merchant,
          promotion,
          memberId,
          amount: promotion.fixedAmount ?? 0n,
          periodKey: period,
          source: 'redeem',
          sourceRef: input.requestId,
          redeemCodeId: row.id,
          now,
        });
        if (!(await repo.useCode(tx, row.id))) throw new ApiError('redeem_code_used_up', 'This code has been used up', { field: 'code' });
        await releaseClaim(tx, claimId);
        return claimed;
      });
      return answer(merchant, claim, language);
    } catch (error) {
      // The outcome replaces the claimed attempt: a refusal about the code counts towards the limit.
      const counted = error instanceof ApiError && COUNTED.has(error.errorCode);
      await db.transaction(async (tx) => {
        if (counted) await repo.recordFailure(tx, merchant.id, memberId, now);
        await releaseClaim(tx, claimId);
      });
      throw error;
    }

    async function sameCode(tx: Tx, claim: promotions.ClaimRow, typed: string): Promise<promotions.ClaimRow> {
      const used = claim.redeemCodeId === null ? undefined : await repo.codeById(tx, claim.redeemCodeId);
      if (used?.code !== typed) throw new ApiError('idempotency_conflict', 'This requestId redeemed another code', { field: 'requestId' });
      return claim;
    }
  }

  return { redeem };
}

export type RedeemService = ReturnType<typeof createRedeemService>;
