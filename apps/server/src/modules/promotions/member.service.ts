// Promotions as members use them (docs/promotions.md): the published list and one promotion's terms, claiming
// a claimable one, checking a deposit promo code, and the member's own claims. Money goes through awards.ts.
import type { ClaimResult, MemberPromotionState, PromotionCategory, PromotionTag } from '@orbit/contracts/promotions';
import { ApiError } from '@orbit/contracts/envelope';
import { exponentOf, parseAmount } from '@orbit/contracts/money';
import type { Database, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ResolvedMerchant } from '../../plugins/principals.ts';
import { inLanguage } from '../content/language-texts.ts';
import { award } from './awards.ts';
import type { PromotionBonusPort } from './bonus-port.ts';
import { approvedDeposits, inAgentTeam, memberFacts } from './member-facts.ts';
import * as repo from './promotions.repo.ts';
import { raffleOf, rafflesOf } from './raffles.repo.ts';
import { CLAIMABLE, checkAudience, checkDepositRules, depositBonus, isListed, isOpen, percentOf, periodKey } from './rules.ts';
import { cardOf, detailOf, moneyOf } from './views.ts';

/** The member's activity state with a published promotion (contracts MEMBER_PROMOTION_STATES). */
function stateOf(row: repo.PromotionRow, now: Date, timeZone: string, claims: repo.ClaimRow[], applications: repo.ApplicationRow[]): MemberPromotionState {
  if (row.startsAt && row.startsAt > now) return 'coming_soon';
  const period = periodKey(row, now, timeZone);
  if (row.kind === 'apply_only') {
    const latest = applications.find((a) => a.promotionId === row.id && a.periodKey === period);
    if (latest) return latest.state === 'approved' ? 'issued' : (latest.state as 'applying' | 'rejected');
  } else if (claims.some((c) => c.promotionId === row.id && c.periodKey === period)) return 'claimed';
  if (!isOpen(row, now) || (row.budget !== null && row.spent >= row.budget)) return 'closed';
  return 'in_progress';
}

export interface PromotionsDeps {
  database: Database;
  clock: Clock;
  bonuses: PromotionBonusPort;
}

/**
 * The member's audience facts, checked against the promotion.
 * @throws promotion_not_eligible, not_found (no such member)
 */
export async function checkMember(tx: Tx, merchant: ResolvedMerchant, promotion: repo.PromotionRow, memberId: number, now: Date, exceptDeposit?: number) {
  const member = await memberFacts(tx, merchant.id, memberId);
  if (!member) throw new ApiError('not_found', 'No such member');
  const priorDeposits = await approvedDeposits(tx, merchant.id, memberId, exceptDeposit);
  const team = promotion.agentId === null ? false : await inAgentTeam(tx, merchant.id, promotion.agentId, memberId);
  checkAudience(promotion, { member, priorDeposits, inAgentTeam: team }, now, merchant.timeZone);
  return { member, priorDeposits };
}

export function createMemberPromotions(deps: PromotionsDeps) {
  const { db } = deps.database;
  const { clock, bonuses } = deps;

  async function list(merchant: ResolvedMerchant, language: string, filter: { category?: PromotionCategory | undefined; tag?: PromotionTag | undefined }) {
    const now = clock.now();
    const rows = (await repo.listPromotions(db, merchant.id, 'published')).filter(
      (row) =>
        isListed(row, now) &&
        (filter.category === undefined || row.category === filter.category) &&
        (filter.tag === undefined || row.tags.includes(filter.tag)),
    );
    const raffles = await rafflesOf(db, merchant.id);
    return { items: rows.map((row) => cardOf(merchant, row, language, raffles.get(row.id))) };
  }

  /** @throws not_found (unpublished, or outside its schedule) */
  async function detail(merchant: ResolvedMerchant, language: string, id: number) {
    const row = await repo.promotionById(db, merchant.id, id);
    if (!row || !isListed(row, clock.now())) throw new ApiError('not_found', 'No such promotion');
    return detailOf(merchant, row, language, await raffleOf(db, merchant.id, id));
  }

  /**
   * Claims a claimable promotion for the member, once per period; the same requestId answers the first claim.
   * @throws not_found, promotion_not_eligible, promotion_already_claimed, promotion_budget_exhausted, idempotency_conflict
   */
  async function claim(merchant: ResolvedMerchant, memberId: number, id: number, requestId: string): Promise<ClaimResult> {
    const now = clock.now();
    const claimed = await db.transaction(async (tx) => {
      // Every claim of this promotion waits here, so the period and budget checks below see the ones before it.
      const promotion = await repo.promotionById(tx, merchant.id, id, true);
      if (!promotion || !isOpen(promotion, now)) throw new ApiError('not_found', 'No such promotion');
      const replay = await repo.claimBySource(tx, merchant.id, 'claim', requestId, memberId);
      if (replay) {
        if (replay.promotionId !== id) throw new ApiError('idempotency_conflict', 'This requestId was used for another claim');
        return replay;
      }
      if (!CLAIMABLE.has(promotion.kind)) throw new ApiError('promotion_not_eligible', 'This promotion is not claimed this way', { field: 'kind' });
      const period = periodKey(promotion, now, merchant.timeZone);
      if (await repo.claimForPeriod(tx, promotion.id, memberId, period)) throw new ApiError('promotion_already_claimed', 'Already claimed for this period');
      await checkMember(tx, merchant, promotion, memberId, now);
      return award(tx, bonuses, {
        merchant,
        promotion,
        memberId,
        amount: promotion.fixedAmount ?? 0n,
        periodKey: period,
        source: 'claim',
        sourceRef: requestId,
        now,
      });
    });
    return { claimId: claimed.id, promotionId: claimed.promotionId, amount: moneyOf(merchant, claimed.amount), grantId: claimed.grantId, state: claimed.state };
  }

  /**
   * Whether a deposit promo code applies to the member now, and the bonus for an amount.
   * @throws promotion_code_invalid, promotion_not_eligible, promotion_already_claimed, promotion_budget_exhausted, amount_invalid
   */
  async function checkCode(merchant: ResolvedMerchant, memberId: number, language: string, code: string, amountText?: string) {
    const now = clock.now();
    const promotion = await repo.promotionByCode(db, merchant.id, code);
    if (!promotion || promotion.kind !== 'deposit_match' || !isOpen(promotion, now))
      throw new ApiError('promotion_code_invalid', 'No promotion takes this code', { field: 'code' });
    let amount: bigint | null = null;
    if (amountText !== undefined) {
      const parsed = parseAmount(amountText, exponentOf(merchant.currency));
      if (!parsed.ok) throw new ApiError('amount_invalid', 'Not an amount of this currency', { field: 'amount' });
      amount = parsed.minor;
    }
    const { priorDeposits } = await checkMember(db, merchant, promotion, memberId, now);
    checkDepositRules(promotion, { amount: amount ?? promotion.minDeposit ?? 0n, priorDeposits }, now, merchant.timeZone);
    if (await repo.claimForPeriod(db, promotion.id, memberId, periodKey(promotion, now, merchant.timeZone)))
      throw new ApiError('promotion_already_claimed', 'Already claimed for this period');
    const bonus = amount === null ? null : depositBonus(promotion, amount);
    if (promotion.budget !== null && promotion.spent + (bonus ?? 1n) > promotion.budget)
      throw new ApiError('promotion_budget_exhausted', 'The promotion’s budget is spent');
    return {
      promotionId: promotion.id,
      title: inLanguage(promotion.title, language),
      minDeposit: moneyOf(merchant, promotion.minDeposit),
      bonusPercent: percentOf(promotion.bonusBps),
      bonusCap: moneyOf(merchant, promotion.bonusCap),
      bonus: bonus === null ? null : moneyOf(merchant, bonus),
      wageringMultiple: promotion.wageringMultiple,
    };
  }

  /** The member's claims, newest first, and where it stands with each published promotion. */
  async function mine(merchant: ResolvedMerchant, memberId: number, language: string) {
    const now = clock.now();
    const claims = await repo.claimsOfMember(db, merchant.id, memberId);
    const { items: applications } = await repo.applicationPage(db, merchant.id, { memberId }, 1, 50);
    const published = await repo.listPromotions(db, merchant.id, 'published');
    const titles = new Map(published.map((row) => [row.id, inLanguage(row.title, language)]));
    const states: Record<string, MemberPromotionState> = {};
    for (const row of published) states[String(row.id)] = stateOf(row, now, merchant.timeZone, claims, applications);
    return {
      claims: claims.map((claim) => ({
        id: claim.id,
        promotionId: claim.promotionId,
        promotionTitle: titles.get(claim.promotionId) ?? '',
        amount: moneyOf(merchant, claim.amount),
        state: claim.state,
        source: claim.source as 'claim' | 'deposit' | 'application' | 'redeem' | 'raffle',
        createdAt: claim.createdAt.toISOString(),
      })),
      states,
    };
  }

  return { list, detail, claim, checkCode, mine };
}

export type MemberPromotions = ReturnType<typeof createMemberPromotions>;
