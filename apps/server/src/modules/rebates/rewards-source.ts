// Cashback in the reward centre (docs/referrals.md, Reward centre): the accrued rebate of each game type is one
// claimable reward, claimed through the rebate claim (one category at a time); claimed lines are its history.
import { GAME_CATEGORIES, type GameCategory } from '@orbit/contracts/games';
import { ApiError } from '@orbit/contracts/envelope';
import { exponentOf, formatMinor } from '@orbit/contracts/money';
import type { RewardItem } from '@orbit/contracts/rewards';
import type { Database } from '../../db/client.ts';
import type { ResolvedMerchant } from '../../plugins/principals.ts';
import { memberAccount } from '../wallet/addresses.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import type { RebateClaims } from './claims.service.ts';
import * as repo from './runs.repo.ts';
import { rebatesSettingsOf } from './settings.ts';

export function rebateRewardsSource(deps: { database: Database; claims: RebateClaims; wallet: Pick<WalletService, 'balanceOf'> }) {
  const show = (merchant: ResolvedMerchant, minor: bigint) => formatMinor(minor, exponentOf(merchant.currency));
  return {
    source: 'rebate' as const,
    /** Only when members claim their cashback (the merchant's manual rebate): paid cashback needs no claim. */
    offered: (merchant: ResolvedMerchant) => {
      const settings = rebatesSettingsOf(merchant);
      return merchant.settings.flags.manualRebate && settings.enabled && settings.payMode === 'claim';
    },
    async list(merchant: ResolvedMerchant, memberId: number): Promise<{ claimable: RewardItem[]; history: RewardItem[] }> {
      // A turnover multiple pays claimed cashback as a bonus grant (docs/rebates.md), so the row says so.
      const multiple = rebatesSettingsOf(merchant).turnoverMultiple;
      const paid = multiple > 0 ? { paidAs: 'bonus' as const, wageringMultiple: multiple } : { paidAs: 'cash' as const, wageringMultiple: null };
      const [claimable, history] = await Promise.all([
        repo.claimableOf(deps.database.db, merchant.id, memberId),
        repo.historyOf(deps.database.db, merchant.id, memberId),
      ]);
      const now = new Date().toISOString();
      return {
        claimable: claimable.map((row) => ({
          source: 'rebate',
          id: row.category,
          kind: row.category,
          detail: null,
          amount: show(merchant, BigInt(row.amount)),
          ...paid,
          state: 'claimable',
          at: now,
        })),
        history: history
          .filter((row) => row.state === 'claimed')
          .map((row, index) => ({
            source: 'rebate',
            id: `${row.periodStart}:${row.category}:${index}`,
            kind: row.category,
            detail: row.periodStart === row.periodEnd ? row.periodStart : `${row.periodStart} – ${row.periodEnd}`,
            amount: show(merchant, row.owed),
            ...paid,
            state: 'claimed',
            at: new Date(row.at).toISOString(),
          })),
      };
    },
    async claim(merchant: ResolvedMerchant, memberId: number, id: string, requestId: string) {
      if (!(GAME_CATEGORIES as readonly string[]).includes(id)) throw new ApiError('not_found', 'No such reward', { field: 'id' });
      await deps.claims.claim(merchant, memberId, { requestId, categories: [id as GameCategory] });
      const main = await deps.wallet.balanceOf(deps.database.db, merchant.id, memberAccount.main(memberId), merchant.currency);
      return { balance: show(merchant, main) };
    },
  };
}
