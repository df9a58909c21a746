// The seamless wallet's debit action: a bet, taken from the player's cash and then the active bonus grant
// (docs/wallet.md, Bonus money) to the vendor's bets account.
import { and, eq } from 'drizzle-orm';
import type { DebitRequest, MovementReply } from '@orbit/contracts/seamless';
import { games } from '../../../db/schema/games.ts';
import { houseAccount, memberAccount } from '../addresses.ts';
import { splitStake } from './bonus-split.ts';
import { SeamlessError, type SeamlessCall, type SeamlessCore } from './seamless-core.ts';
import { addTurnover } from './turnover.ts';

export function createDebit(core: SeamlessCore) {
  const { db, deps, show } = core;

  /**
   * A bet: needs a live real-money token of this player, an account that may gamble, and the balance.
   * @throws SeamlessError bad_token, player_not_found, account_frozen, bad_parameters, bet_limit, insufficient_funds, bet_cancelled, transaction_conflict
   */
  return async function debit(call: SeamlessCall, input: DebitRequest): Promise<MovementReply> {
    const holder = await core.holderOf(call, input.token);
    if (!holder.real) throw new SeamlessError('bad_token', 'A free-play launch plays with play money and cannot bet from the wallet');
    const member = await core.memberOf(call.merchant, input.player);
    if (member.id !== holder.memberId) throw new SeamlessError('bad_token', 'The token belongs to another player');
    const now = deps.clock.now();
    if (member.status !== 'active') throw new SeamlessError('account_frozen', 'The account is locked');
    if ((member.selfExcludedUntil && member.selfExcludedUntil > now) || (member.coolOffUntil && member.coolOffUntil > now))
      throw new SeamlessError('account_frozen', 'The account is on a break from play (cool-off or self-exclusion)');
    const amount = core.amountOf(call.merchant, input.amount, false);
    const [game] = await db
      .select({ minBet: games.minBet, category: games.category })
      .from(games)
      .where(and(eq(games.merchantId, call.merchant.id), eq(games.vendorId, call.vendor.id), eq(games.gameCode, input.gameCode)));
    if (!game) throw new SeamlessError('bad_parameters', `gameCode: ${input.gameCode} is not a game of this vendor`);
    if (amount < game.minBet) throw new SeamlessError('bet_limit', `The minimum bet of this game is ${show(call.merchant, game.minBet)}`);

    return core.once(call, 'debit', input.transactionId, input, async (tx, hash) => {
      const main = memberAccount.main(member.id);
      const bets = houseAccount(`bets:${call.vendor.code}`, member.id);
      const bonuses = deps.bonuses?.current;
      const grant = bonuses ? await bonuses.activeForBet(tx, call.merchant, member.id) : null;
      if (grant?.maxStake != null && amount > grant.maxStake)
        throw new SeamlessError('bet_limit', `While a bonus is being wagered the largest bet is ${show(call.merchant, grant.maxStake)}`);
      const split = grant ? splitStake(amount, grant.cash) : { cashPart: amount, bonusPart: 0n };
      const moved = await core.move(tx, call, {
        merchantId: call.merchant.id,
        currency: call.merchant.currency,
        idempotencyKey: `seamless:${call.vendor.id}:${input.transactionId}`,
        kind: 'bet',
        memberId: member.id,
        postings: [
          ...(split.cashPart > 0n ? [{ from: main, to: bets, amount: split.cashPart }] : []),
          ...(grant && split.bonusPart > 0n ? [{ from: grant.address, to: bets, amount: split.bonusPart }] : []),
        ],
        reference: `${call.vendor.code}:${input.roundId}`,
      });
      await addTurnover(tx, { ...core.turnoverOf(call, member.id, game.category, deps.clock.now()), turnover: amount, bets: 1 });
      const bonusAfter = grant ? (moved.balances.get(grant.address) ?? grant.bonusBalance) : 0n;
      if (grant && bonuses) {
        const stake = { merchant: call.merchant, memberId: member.id, vendorId: call.vendor.id, roundId: input.roundId, category: game.category };
        await bonuses.stakeTaken(tx, grant, { ...stake, debitTransactionId: input.transactionId, stake: amount, ...split, bonusBalanceAfter: bonusAfter });
      }
      return {
        // What the player can still stake: cash and the active grant (a conversion only moves one into the other).
        reply: core.ok(call, (moved.balances.get(main) ?? grant?.cash ?? 0n) + bonusAfter, String(moved.transactionId)),
        rows: [core.row(call, member.id, input.transactionId, 'debit', 'applied', input.roundId, input.gameCode, amount, hash, moved.transactionId)],
      };
    });
  };
}
