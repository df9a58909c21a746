// The deposit match of an approved deposit (docs/promotions.md): called by the payments module inside the
// transaction that approves and credits the deposit. With a promo code, the published deposit match of that
// code; without one, the first auto-applied deposit match (sort order) whose rules the deposit meets. The bonus
// is min(percent × deposit, cap), granted once per deposit. It never fails the deposit: a code that does not
// apply, a spent budget or a refused grant leaves the deposit credited and answers why nothing was given.
import { ApiError } from '@orbit/contracts/envelope';
import type { Tx } from '../../db/client.ts';
import type { ResolvedMerchant } from '../../plugins/principals.ts';
import { award } from './awards.ts';
import type { PromotionBonusPort } from './bonus-port.ts';
import { checkMember } from './member.service.ts';
import * as repo from './promotions.repo.ts';
import { checkDepositRules, depositBonus, isOpen, periodKey } from './rules.ts';

export interface ApprovedDeposit {
  merchant: ResolvedMerchant;
  memberId: number;
  depositId: number;
  amount: bigint;
  promoCode: string | null;
}

export type DepositBonusOutcome =
  { awarded: true; promotionId: number; claimId: number; amount: bigint; replayed: boolean } | { awarded: false; reason: string };

export function createDepositBonus(deps: { bonuses: PromotionBonusPort; now: () => Date; log: { warn(obj: object, msg: string): void } }) {
  /** Awards one promotion to the deposit, in a savepoint so a refusal rolls back only the award. */
  async function tryPromotion(tx: Tx, deposit: ApprovedDeposit, id: number, now: Date): Promise<DepositBonusOutcome> {
    try {
      return await tx.transaction(async (inner) => {
        const promotion = await repo.promotionById(inner, deposit.merchant.id, id, true);
        if (!promotion || promotion.kind !== 'deposit_match' || !isOpen(promotion, now)) return { awarded: false, reason: 'promotion_code_invalid' };
        const { priorDeposits } = await checkMember(inner, deposit.merchant, promotion, deposit.memberId, now, deposit.depositId);
        checkDepositRules(promotion, { amount: deposit.amount, priorDeposits }, now, deposit.merchant.timeZone);
        const claim = await award(inner, deps.bonuses, {
          merchant: deposit.merchant,
          promotion,
          memberId: deposit.memberId,
          amount: depositBonus(promotion, deposit.amount),
          depositAmount: deposit.amount,
          periodKey: periodKey(promotion, now, deposit.merchant.timeZone),
          source: 'deposit',
          sourceRef: String(deposit.depositId),
          now,
        });
        return { awarded: true, promotionId: promotion.id, claimId: claim.id, amount: claim.amount, replayed: false };
      });
    } catch (error) {
      if (error instanceof ApiError) return { awarded: false, reason: error.errorCode };
      deps.log.warn({ err: error, depositId: deposit.depositId, promotionId: id }, 'deposit bonus not granted; the deposit stays credited');
      return { awarded: false, reason: 'internal_error' };
    }
  }

  /**
   * The deposit's promotion, granted inside the approving transaction; a second call for the same deposit answers the first.
   */
  async function onDepositApproved(tx: Tx, deposit: ApprovedDeposit): Promise<DepositBonusOutcome> {
    const earlier = await repo.claimBySource(tx, deposit.merchant.id, 'deposit', String(deposit.depositId));
    if (earlier) return { awarded: true, promotionId: earlier.promotionId, claimId: earlier.id, amount: earlier.amount, replayed: true };
    const now = deps.now();
    const code = deposit.promoCode?.trim();
    if (code) {
      const promotion = await repo.promotionByCode(tx, deposit.merchant.id, code);
      if (!promotion) return { awarded: false, reason: 'promotion_code_invalid' };
      return tryPromotion(tx, deposit, promotion.id, now);
    }
    let last: DepositBonusOutcome = { awarded: false, reason: 'no_promotion' };
    for (const promotion of await repo.autoDepositMatches(tx, deposit.merchant.id)) {
      if (!isOpen(promotion, now)) continue;
      last = await tryPromotion(tx, deposit, promotion.id, now);
      if (last.awarded) return last;
    }
    return last;
  }

  return { onDepositApproved };
}
