// The member's invite page (docs/referrals.md): its code, the programme's figures, the friends it brought (newest
// first, masked) with their rewards, and its totals.
import type { MyReferral } from '@orbit/contracts/referrals';
import { maskUsername } from '../../lib/mask-username.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import { showAmount } from '../wallet/money.ts';
import * as repo from './referrals.repo.ts';
import { programmeOf, rewardOut, type ReferralDeps } from './referral-programme.ts';

/** How many friends the member's page lists (newest first); the totals count them all. */
const FRIENDS_SHOWN = 100;

export async function myReferral(deps: ReferralDeps, merchant: ResolvedMerchant, memberId: number, code: string): Promise<MyReferral> {
  const { db } = deps.database;
  const programme = programmeOf(merchant, await repo.settingsOf(db, merchant.id), deps.clock.now());
  const [rows, total] = await Promise.all([repo.referralsOf(db, merchant.id, memberId, FRIENDS_SHOWN), repo.countReferralsOf(db, merchant.id, memberId)]);
  const [names, rewards, claimable] = await Promise.all([
    deps.usernamesOf(
      merchant.id,
      rows.map((row) => row.refereeId),
    ),
    repo.rewardsOfReferrals(
      db,
      rows.map((row) => row.id),
    ),
    repo.claimableOf(db, merchant.id, memberId),
  ]);
  const earned = rewards.filter((r) => r.state === 'claimed').reduce((sum, r) => sum + r.amount, 0n);
  return {
    code,
    programme: {
      firstDepositMin: showAmount(merchant, programme.firstDepositMin),
      firstDepositReward: showAmount(merchant, programme.firstDepositReward),
      turnoverTarget: showAmount(merchant, programme.turnoverTarget),
      turnoverReward: showAmount(merchant, programme.turnoverReward),
    },
    friends: rows.map((row) => ({
      username: maskUsername(names.get(row.refereeId) ?? '?'),
      registeredAt: row.registeredAt.toISOString(),
      state: row.state as MyReferral['friends'][number]['state'],
      rewards: rewards.filter((r) => r.referralId === row.id).map((r) => rewardOut(merchant, r)),
    })),
    totals: {
      friends: total,
      earned: showAmount(merchant, earned),
      claimable: showAmount(
        merchant,
        claimable.reduce((sum, r) => sum + r.amount, 0n),
      ),
    },
  };
}
