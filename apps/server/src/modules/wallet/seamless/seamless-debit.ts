// The seamless wallet's debit action: a bet, taken from the player's main balance to the vendor's bets account.
import { and, eq } from 'drizzle-orm';
import type { DebitRequest, MovementReply } from '@orbit/contracts/seamless';
import { games } from '../../../db/schema/games.ts';
import { houseAccount, memberAccount } from '../addresses.ts';
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
      const moved = await core.move(tx, call, {
        merchantId: call.merchant.id,
        currency: call.merchant.currency,
        idempotencyKey: `seamless:${call.vendor.id}:${input.transactionId}`,
        kind: 'bet',
        memberId: member.id,
        postings: [{ from: memberAccount.main(member.id), to: houseAccount(`bets:${call.vendor.code}`, member.id), amount }],
        reference: `${call.vendor.code}:${input.roundId}`,
      });
      await addTurnover(tx, { ...core.turnoverOf(call, member.id, game.category, deps.clock.now()), turnover: amount, bets: 1 });
      return {
        reply: core.ok(call, moved.balances.get(memberAccount.main(member.id)) ?? 0n, String(moved.transactionId)),
        rows: [core.row(call, member.id, input.transactionId, 'debit', 'applied', input.roundId, input.gameCode, amount, hash, moved.transactionId)],
      };
    });
  };
}
