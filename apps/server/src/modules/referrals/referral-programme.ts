// The referral programme's shared pieces: the service's dependencies, the programme in force (the merchant's
// row or the defaults), and a reward as members and the console see it.
import type { ReferralMilestone, ReferralReward } from '@orbit/contracts/referrals';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import { settingAmount, showAmount } from '../wallet/money.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import type * as repo from './referrals.repo.ts';

export interface ReferralDeps {
  database: Database;
  clock: Clock;
  wallet: Pick<WalletService, 'move' | 'balanceOf'>;
  usernamesOf(merchantId: number, ids: number[]): Promise<Map<number, string>>;
}

/** The programme in force: the merchant's own row, else the defaults the demo and a new merchant start with. */
export function programmeOf(merchant: ResolvedMerchant, row: repo.SettingsRow | undefined, at: Date): repo.SettingsRow {
  return (
    row ?? {
      merchantId: merchant.id,
      firstDepositMin: settingAmount(merchant, '50'),
      firstDepositReward: settingAmount(merchant, '10'),
      turnoverTarget: settingAmount(merchant, '1000'),
      turnoverReward: settingAmount(merchant, '20'),
      holdSharedIp: true,
      updatedAt: at,
    }
  );
}

export function rewardOut(merchant: ResolvedMerchant, row: repo.RewardRow): ReferralReward {
  return {
    id: row.id,
    milestone: row.milestone as ReferralMilestone,
    amount: showAmount(merchant, row.amount),
    state: row.state as ReferralReward['state'],
    earnedAt: row.earnedAt.toISOString(),
    claimedAt: row.claimedAt?.toISOString() ?? null,
  };
}
