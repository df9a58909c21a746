// Promotions in the reward centre (docs/promotions.md, Reward centre): free credit and birthday gifts the member
// can claim now, and raffle prizes it won, each with its claim; its claims of them are the history. A row says
// whether its money is cash or a bonus grant with wagering (the promotion's multiple; 0 pays cash).
import { ApiError } from '@orbit/contracts/envelope';
import { exponentOf, formatMinor } from '@orbit/contracts/money';
import type { RewardItem } from '@orbit/contracts/rewards';
import type { Database } from '../../db/client.ts';
import type { ResolvedMerchant } from '../../plugins/principals.ts';
import { inLanguage } from '../content/language-texts.ts';
import { memberAccount } from '../wallet/addresses.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { checkMember, type MemberPromotions } from './member.service.ts';
import * as repo from './promotions.repo.ts';
import type { Raffles } from './raffles.service.ts';
import * as raffles from './raffles.repo.ts';
import { isOpen, periodKey } from './rules.ts';

/** Kinds the reward centre offers to claim; a rebate boost stays on its promotion page. */
const GIFT_KINDS = new Set(['free_credit', 'birthday']);
/** Claim sources the history shows: what the member claimed itself (a Claim, a redeemed code, a prize). */
const HISTORY_SOURCES = new Set(['claim', 'redeem', 'raffle']);

const paidAsOf = (promotion: repo.PromotionRow) =>
  promotion.wageringMultiple > 0
    ? { paidAs: 'bonus' as const, wageringMultiple: promotion.wageringMultiple }
    : { paidAs: 'cash' as const, wageringMultiple: null };

export function promotionRewardsSource(deps: {
  database: Database;
  now: () => Date;
  promotions: Pick<MemberPromotions, 'claim'>;
  raffles: Pick<Raffles, 'claimPrize'>;
  wallet: Pick<WalletService, 'balanceOf'>;
}) {
  const { db } = deps.database;

  /** Gifts the member could claim now: open, in budget, not claimed this period, and the member in the audience. */
  async function gifts(merchant: ResolvedMerchant, memberId: number, published: repo.PromotionRow[], claims: repo.ClaimRow[], now: Date) {
    const open: repo.PromotionRow[] = [];
    for (const promotion of published) {
      if (!GIFT_KINDS.has(promotion.kind) || !isOpen(promotion, now) || promotion.fixedAmount === null) continue;
      if (promotion.budget !== null && promotion.spent + promotion.fixedAmount > promotion.budget) continue;
      const period = periodKey(promotion, now, merchant.timeZone);
      if (claims.some((claim) => claim.promotionId === promotion.id && claim.periodKey === period)) continue;
      try {
        await checkMember(db, merchant, promotion, memberId, now);
        open.push(promotion);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
      }
    }
    return open;
  }

  async function list(merchant: ResolvedMerchant, memberId: number, language: string): Promise<{ claimable: RewardItem[]; history: RewardItem[] }> {
    const now = deps.now();
    const show = (minor: bigint) => formatMinor(minor, exponentOf(merchant.currency));
    const all = await repo.listPromotions(db, merchant.id);
    const byId = new Map(all.map((row) => [row.id, row]));
    const claims = await repo.claimsOfMember(db, merchant.id, memberId);
    const open = await gifts(
      merchant,
      memberId,
      all.filter((row) => row.state === 'published'),
      claims,
      now,
    );
    const prizes = (await raffles.winsOfMember(db, merchant.id, memberId)).filter((w) => w.claimId === null && byId.get(w.promotionId)?.state !== 'archived');
    const item = (promotion: repo.PromotionRow, fields: Pick<RewardItem, 'id' | 'amount' | 'state' | 'at'>): RewardItem => ({
      source: 'promotion',
      kind: promotion.kind,
      detail: inLanguage(promotion.title, language),
      ...paidAsOf(promotion),
      ...fields,
    });
    const claimable = [
      ...open.map((p) => item(p, { id: `promotion:${p.id}`, amount: show(p.fixedAmount!), state: 'claimable', at: (p.startsAt ?? p.createdAt).toISOString() })),
      ...prizes.map((w) =>
        item(byId.get(w.promotionId)!, { id: `raffle:${w.promotionId}`, amount: show(w.amount), state: 'claimable', at: w.createdAt.toISOString() }),
      ),
    ];
    const history = claims
      .filter((claim) => HISTORY_SOURCES.has(claim.source) && byId.has(claim.promotionId))
      .map((claim) =>
        item(byId.get(claim.promotionId)!, { id: `claim:${claim.id}`, amount: show(claim.amount), state: 'claimed', at: claim.createdAt.toISOString() }),
      );
    return { claimable, history };
  }

  /** @throws not_found (an id of no reward), and what the promotion's claim or the prize's claim refuses */
  async function claim(merchant: ResolvedMerchant, memberId: number, id: string, requestId: string) {
    const match = /^(promotion|raffle):(\d{1,9})$/.exec(id);
    if (!match) throw new ApiError('not_found', 'No such reward', { field: 'id' });
    const promotionId = Number(match[2]);
    if (match[1] === 'raffle') await deps.raffles.claimPrize(merchant, memberId, promotionId, requestId);
    else {
      const promotion = await repo.promotionById(db, merchant.id, promotionId);
      if (!promotion || !GIFT_KINDS.has(promotion.kind)) throw new ApiError('not_found', 'No such reward', { field: 'id' });
      await deps.promotions.claim(merchant, memberId, promotionId, requestId);
    }
    const main = await deps.wallet.balanceOf(db, merchant.id, memberAccount.main(memberId), merchant.currency);
    return { balance: formatMinor(main, exponentOf(merchant.currency)) };
  }

  return { source: 'promotion' as const, offered: () => true, list, claim };
}
