// The referrals module put together for app.ts (docs/referrals.md): invite codes and the referrals they make
// (through the members module's registration port), rewards earned by a friend's first deposit (the payments
// module's credited-deposit listener) and turnover (a job), their claims, and the console's report and review.
import {
  claimReferralRewardEndpoint,
  listReferralsEndpoint,
  myReferralEndpoint,
  referralSettingsEndpoint,
  reviewReferralEndpoint,
  saveReferralSettingsEndpoint,
} from '@orbit/contracts/referrals';
import { ApiError } from '@orbit/contracts/envelope';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';
import type { JobDefinition } from '../../jobs/runner.ts';
import type { PlatformDeps, RouteWiring } from '../../plugins/module.ts';
import { actorOf } from '../console/operators.service.ts';
import type { MembersService } from '../members/members.service.ts';
import type { AuditSink } from '../site/site.service.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { refereesPastTurnover } from './referral-signals.ts';
import { createReferralConsole } from './referrals-console.ts';
import * as repo from './referrals.repo.ts';
import { programmeOf } from './referral-programme.ts';
import { createReferralService } from './referrals.service.ts';

export interface ReferralsModuleDeps extends PlatformDeps {
  audit: AuditSink;
  members: MembersService;
  wallet: WalletService;
  merchantById(id: number): Promise<ResolvedMerchant | undefined>;
}

export function createReferralsModule(deps: ReferralsModuleDeps) {
  const { database, clock, audit, members, wallet } = deps;
  const usernamesOf = (merchantId: number, ids: number[]) => members.directory.usernamesOf(merchantId, ids);
  const referrals = createReferralService({ database, clock, wallet, usernamesOf });
  const referralConsole = createReferralConsole({
    database,
    clock,
    audit,
    usernamesOf,
    idOfUsername: async (merchantId, username) => (await members.directory.byUsername(merchantId, username))?.id,
  });
  const offered = (merchant: ResolvedMerchant) => {
    if (!merchant.settings.flags.referral) throw new ApiError('feature_disabled', 'Invite friends is not offered on this site');
  };

  /**
   * Every merchant with referrals still able to earn: the turnover milestone is checked for each, one referral
   * per transaction (a reward is written once per referral and milestone, so a repeated run changes nothing).
   * It runs after the job's claim, on the database: reading a merchant's settings inside the claim's
   * transaction would wait on the embedded database's only connection.
   */
  async function turnoverRewards(db: Tx): Promise<number> {
    const merchants = rowsOf<{ merchant_id: unknown }>(await db.execute(sql`SELECT DISTINCT merchant_id FROM referrals WHERE state <> 'rejected'`));
    let earned = 0;
    for (const { merchant_id } of merchants) {
      const merchant = await deps.merchantById(Number(merchant_id));
      if (!merchant) continue;
      const programme = programmeOf(merchant, await repo.settingsOf(db, merchant.id), clock.now());
      if (programme.turnoverReward <= 0n) continue;
      for (const { referralId } of await refereesPastTurnover(db, merchant.id, programme.turnoverTarget)) {
        await database.db.transaction(async (tx) => {
          const referral = await repo.referralById(tx, merchant.id, referralId, true);
          if (referral) await referrals.earn(tx, merchant, referral, 'turnover', programme.turnoverReward);
        });
        earned++;
      }
    }
    return earned;
  }

  const jobs: JobDefinition[] = [
    // A friend's turnover is read from the seamless wallet's daily totals; ten minutes is soon enough for a reward.
    {
      name: 'referrals.turnover-rewards',
      periodSeconds: 600,
      catchUp: 'latest',
      mode: 'afterClaim',
      run: async (db) => ({ earned: await turnoverRewards(db) }),
    },
  ];

  return {
    services: { referrals, referralConsole },
    jobs,
    /** The reward centre's source: referral rewards. */
    rewardsSource: {
      source: 'referral' as const,
      offered: (merchant: ResolvedMerchant) => merchant.settings.flags.referral,
      list: referrals.rewardItems,
      claim: async (merchant: ResolvedMerchant, memberId: number, id: string, requestId: string) => {
        if (!/^\d{1,9}$/.test(id)) throw new ApiError('not_found', 'No such reward', { field: 'id' });
        return { balance: (await referrals.claim(merchant, memberId, Number(id), requestId)).balance };
      },
    },
    /** The members module's registration port (invite codes). */
    registrationPort: { resolve: referrals.resolve, onRegistered: referrals.onRegistered },
    /** The payments module's listener: a friend's first deposit. */
    depositListener: (tx: Tx, merchant: ResolvedMerchant, deposit: { memberId: number; amount: bigint }) => referrals.onDepositCredited(tx, merchant, deposit),
    registerRoutes({ kit }: RouteWiring) {
      kit.route(myReferralEndpoint, async ({ merchant, member }) => {
        offered(merchant);
        return referrals.mine(merchant, member.id);
      });
      kit.route(claimReferralRewardEndpoint, async ({ merchant, member, params, body }) => {
        offered(merchant);
        return referrals.claim(merchant, member.id, params.id, body.requestId);
      });
      kit.route(listReferralsEndpoint, async ({ merchant, query }) => referralConsole.list(merchant, query));
      kit.route(reviewReferralEndpoint, async ({ merchant, operator, params, body, request }) =>
        referralConsole.review(merchant, params.id, body.decision, body.note, actorOf(operator, request.ip)),
      );
      kit.route(referralSettingsEndpoint, async ({ merchant }) => referralConsole.settings(merchant));
      kit.route(saveReferralSettingsEndpoint, async ({ merchant, operator, body, request }) =>
        referralConsole.saveSettings(merchant, body, actorOf(operator, request.ip)),
      );
    },
  };
}
