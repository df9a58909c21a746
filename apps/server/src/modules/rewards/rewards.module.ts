// The reward centre put together for app.ts (docs/referrals.md, Reward centre): it owns no tables and pays
// nothing itself; each programme that pays rewards (referrals, cashback, promotions) is a source that lists the
// member's rewards and claims one, and the centre shows them together, each row saying where its money goes.
import { ApiError } from '@orbit/contracts/envelope';
import { claimRewardEndpoint, myRewardsEndpoint, type RewardItem, type RewardSource } from '@orbit/contracts/rewards';
import { formatMinor, exponentOf, parseAmount } from '@orbit/contracts/money';
import type { JobDefinition } from '../../jobs/runner.ts';
import type { RouteWiring } from '../../plugins/module.ts';
import { requestLanguage } from '../../plugins/request-language.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';

/** A programme's rewards as the centre reads them. */
export interface RewardsSource {
  source: RewardSource;
  /** Whether the programme runs on this merchant's site (its feature switch). */
  offered(merchant: ResolvedMerchant): boolean;
  /** The member's rewards; `language` is the reader's, for details such as a promotion's title. */
  list(merchant: ResolvedMerchant, memberId: number, language: string): Promise<{ claimable: RewardItem[]; history: RewardItem[] }>;
  /** Claims one reward (into the main wallet, or as a bonus grant where its row says so); answers the main balance after it. */
  claim(merchant: ResolvedMerchant, memberId: number, id: string, requestId: string): Promise<{ balance: string }>;
}

/** How many claimed rewards the history shows, newest first. */
const HISTORY = 50;

export function createRewardsModule(deps: { sources: readonly RewardsSource[] }) {
  async function mine(merchant: ResolvedMerchant, memberId: number, language: string) {
    const offered = deps.sources.filter((source) => source.offered(merchant));
    const lists = await Promise.all(offered.map((source) => source.list(merchant, memberId, language)));
    const claimable = lists.flatMap((list) => list.claimable).sort(byNewest);
    const history = lists
      .flatMap((list) => list.history)
      .sort(byNewest)
      .slice(0, HISTORY);
    const exponent = exponentOf(merchant.currency);
    const total = claimable.reduce((sum, item) => {
      const parsed = parseAmount(item.amount, exponent);
      return parsed.ok ? sum + parsed.minor : sum;
    }, 0n);
    return { claimable, history, total: formatMinor(total, exponent) };
  }

  /** @throws feature_disabled (the programme is off), and whatever the programme's claim refuses */
  async function claim(merchant: ResolvedMerchant, memberId: number, body: { source: RewardSource; id: string; requestId: string }) {
    const source = deps.sources.find((candidate) => candidate.source === body.source && candidate.offered(merchant));
    if (!source) throw new ApiError('feature_disabled', 'This programme is not offered on this site', { field: 'source' });
    return source.claim(merchant, memberId, body.id, body.requestId);
  }

  return {
    services: {},
    jobs: [] as JobDefinition[],
    registerRoutes({ kit }: RouteWiring) {
      kit.route(myRewardsEndpoint, async ({ request, merchant, member }) => {
        if (!merchant.settings.flags.rewardCenter) throw new ApiError('feature_disabled', 'The reward centre is not offered on this site');
        return mine(merchant, member.id, requestLanguage(request, merchant));
      });
      kit.route(claimRewardEndpoint, async ({ merchant, member, body }) => {
        if (!merchant.settings.flags.rewardCenter) throw new ApiError('feature_disabled', 'The reward centre is not offered on this site');
        return claim(merchant, member.id, body);
      });
    },
  };
}

const byNewest = (a: RewardItem, b: RewardItem) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0);
