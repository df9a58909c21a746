// The one way a promotion gives money (ADR 0036): under the promotion row's lock, check and consume its
// budget, insert the claim (unique per member and period, which is what makes "once" hold when fifty requests
// arrive together), and call the bonuses port — all in the caller's transaction, so a refused grant leaves no
// claim and no spent budget behind.
import { ApiError } from '@orbit/contracts/envelope';
import type { Tx } from '../../db/client.ts';
import type { ResolvedMerchant } from '../../plugins/principals.ts';
import type { PromotionBonusPort } from './bonus-port.ts';
import * as repo from './promotions.repo.ts';

export interface AwardInput {
  merchant: ResolvedMerchant;
  /** Locked by the caller (repo.promotionById(tx, …, true)). */
  promotion: repo.PromotionRow;
  memberId: number;
  amount: bigint;
  depositAmount?: bigint | null;
  periodKey: string;
  source: 'claim' | 'deposit' | 'application' | 'redeem' | 'raffle';
  sourceRef: string;
  /** The redeem code a `redeem` award used (one redemption of a code per member). */
  redeemCodeId?: number;
  now: Date;
}

/**
 * Awards a locked promotion to a member.
 * @throws promotion_budget_exhausted, promotion_already_claimed, validation_failed (nothing to give), and what the port throws
 */
export async function award(tx: Tx, bonuses: PromotionBonusPort, input: AwardInput): Promise<repo.ClaimRow> {
  const { promotion, amount } = input;
  if (amount <= 0n) throw new ApiError('validation_failed', 'This promotion gives nothing for this', { field: 'amount' });
  if (promotion.budget !== null && promotion.spent + amount > promotion.budget)
    throw new ApiError('promotion_budget_exhausted', 'The promotion’s budget cannot cover this award');
  const claim = await repo.insertClaim(tx, {
    merchantId: input.merchant.id,
    promotionId: promotion.id,
    memberId: input.memberId,
    periodKey: input.periodKey,
    amount,
    state: 'pending',
    source: input.source,
    sourceRef: input.sourceRef,
    redeemCodeId: input.redeemCodeId ?? null,
    createdAt: input.now,
  });
  if (!claim) throw new ApiError('promotion_already_claimed', 'Already claimed for this period');
  await repo.spend(tx, promotion.id, amount);
  promotion.spent += amount;
  const grant = await bonuses.grant(tx, {
    merchant: input.merchant,
    memberId: input.memberId,
    amount,
    depositAmount: input.depositAmount ?? null,
    wagering: {
      multiple: promotion.wageringMultiple,
      base: promotion.wageringBase as 'bonus' | 'deposit_bonus',
      contributions: promotion.contributions,
      maxStake: promotion.maxStake,
      expiresInHours: promotion.expiryHours,
    },
    source: { kind: 'promotion', id: `${promotion.id}:${claim.id}` },
    title: { ...promotion.title },
  });
  await repo.setClaimGrant(tx, claim.id, grant.grantId, grant.state);
  return { ...claim, grantId: grant.grantId, state: grant.state };
}
