// The bonuses module's side of the seamless wallet's port (modules/wallet/seamless/bonus-port.ts; docs/wallet.md,
// Bonus money): which grant a bet plays from, how a win or a refund splits, and when a grant converts or is lost.
import type { Tx } from '../../db/client.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import { houseAccount, memberAccount } from '../wallet/addresses.ts';
import type { BetGrant, BonusLegs, SeamlessBonusPort, StakeTaken } from '../wallet/seamless/bonus-port.ts';
import { contributionOf, splitWin } from '../wallet/seamless/bonus-split.ts';
import * as repo from './bonuses.repo.ts';
import type { BonusCore } from './lifecycle.ts';

/** The grant a bet plays from, with its contribution rates for stakeTaken. */
type PortGrant = BetGrant & { rates: Readonly<Record<string, number>> };

export function createSeamlessBonusPort(core: BonusCore): SeamlessBonusPort {
  /** Where a grant's share of a win or refund goes: the grant while it lives, cash once converted, else the house. */
  function destinationOf(grant: repo.GrantRow): string {
    if (grant.state === 'active' || grant.state === 'queued') return memberAccount.bonusGrant(grant.memberId, grant.id);
    if (grant.state === 'completed') return memberAccount.main(grant.memberId);
    return houseAccount('bonuses', grant.memberId);
  }

  function legsOf(memberId: number, cash: bigint, shares: readonly { grant: repo.GrantRow; amount: bigint }[]): BonusLegs {
    const main = memberAccount.main(memberId);
    let toMain = cash;
    const byAddress = new Map<string, bigint>();
    for (const { grant, amount } of shares) {
      if (amount <= 0n) continue;
      const address = destinationOf(grant);
      if (address === main) toMain += amount;
      else byAddress.set(address, (byAddress.get(address) ?? 0n) + amount);
    }
    return { toMain, legs: [...byAddress].map(([address, amount]) => ({ address, amount })) };
  }

  /** A live grant with nothing left and no round still open has been played away: lost. */
  async function endIfSpent(tx: Tx, merchant: ResolvedMerchant, grant: repo.GrantRow, balance: bigint | undefined) {
    if (grant.state !== 'active') return;
    const left = balance ?? (await core.balanceOf(tx, merchant, grant));
    if (left > 0n || (await repo.hasOpenStake(tx, grant.id))) return;
    await core.end(tx, merchant, grant, 'lost', 'balance_spent');
  }

  return {
    async activeForBet(tx, merchant, memberId): Promise<PortGrant | null> {
      const grant = await repo.lockActive(tx, merchant.id, memberId);
      if (!grant) return null;
      // Read after the lock, so a bet that waited for another sees what that one left.
      const address = memberAccount.bonusGrant(memberId, grant.id);
      const main = memberAccount.main(memberId);
      const balances = await repo.balancesOf(tx, merchant.id, merchant.currency, [address, main]);
      return {
        grantId: grant.id,
        address,
        bonusBalance: balances.get(address) ?? 0n,
        cash: balances.get(main) ?? 0n,
        maxStake: grant.maxStake,
        rates: grant.contributions,
      };
    },

    async stakeTaken(tx, grant, stake: StakeTaken) {
      const rates = (grant as PortGrant).rates;
      const contribution = contributionOf(stake.stake, rates[stake.category] ?? 0);
      const wagering = await repo.recordStake(tx, {
        merchantId: stake.merchant.id,
        grantId: grant.grantId,
        memberId: stake.memberId,
        vendorId: stake.vendorId,
        roundId: stake.roundId,
        debitTransactionId: stake.debitTransactionId,
        cashPart: stake.cashPart,
        bonusPart: stake.bonusPart,
        contribution,
        createdAt: core.clock.now(),
      });
      core.changed(tx, stake.merchant.id, stake.memberId);
      if (wagering.done < wagering.required) return;
      // Wagering done: the grant converts once (its row is locked by this bet; the key is the grant's).
      const row = await repo.lockById(tx, stake.merchant.id, grant.grantId);
      if (row?.state === 'active') await core.end(tx, stake.merchant, row, 'completed', 'wagering_done');
    },

    async winLegs(tx, merchant, input) {
      const stakes = await repo.stakesOfRound(tx, input.memberId, input.vendorId, input.roundId);
      if (stakes.length === 0) return null;
      const grants = await repo.lockMany(tx, merchant.id, [...new Set(stakes.filter((s) => s.bonusPart > 0n).map((s) => s.grantId))]);
      const split = splitWin(input.amount, stakes);
      return legsOf(
        input.memberId,
        split.cash,
        grants.map((grant) => ({ grant, amount: split.grants.get(grant.id) ?? 0n })),
      );
    },

    async winPaid(tx, merchant, input) {
      const grantIds = await repo.closeRound(tx, input.memberId, input.vendorId, input.roundId);
      for (const grant of await repo.lockMany(tx, merchant.id, grantIds))
        await endIfSpent(tx, merchant, grant, input.balances.get(memberAccount.bonusGrant(grant.memberId, grant.id)));
    },

    async refundLegs(tx, merchant, input) {
      const stake = await repo.stakeByDebit(tx, input.vendorId, input.debitTransactionId);
      if (!stake || stake.rolledBack) return null;
      const grant = await repo.lockById(tx, merchant.id, stake.grantId);
      if (!grant) return null;
      return legsOf(stake.memberId, input.amount - stake.bonusPart, [{ grant, amount: stake.bonusPart }]);
    },

    async refunded(tx, merchant, input) {
      const stake = await repo.stakeByDebit(tx, input.vendorId, input.debitTransactionId);
      if (!stake || stake.rolledBack) return;
      await repo.markRolledBack(tx, stake.id);
      const grant = await repo.lockById(tx, merchant.id, stake.grantId);
      // The refunded stake's wagering is taken back from a grant still wagering (a converted one stays converted).
      if (grant?.state === 'active') {
        const done = grant.wageringDone - stake.contribution;
        await repo.update(tx, grant.id, { wageringDone: done > 0n ? done : 0n });
      }
      core.changed(tx, merchant.id, stake.memberId);
    },

    playable: (tx, merchant, memberId) => repo.activeBalance(tx, merchant.id, memberId, merchant.currency),
    stakedRounds: (tx, _merchant, input) => repo.roundsWithStakes(tx, input.vendorId, input.roundIds),
    playableOf: (tx, merchant, memberIds) => repo.activeBalances(tx, merchant.id, memberIds, merchant.currency),
  };
}
