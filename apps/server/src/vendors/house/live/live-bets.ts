// The steps of a live-table bet (ADR 0015): its spots checked and merged, the bet an earlier copy of the request
// placed, the one-seat rule of a room game, and the seamless debit of a pending bet (placed unless the dealer
// cancelled it meanwhile). Moved verbatim out of live.service.ts, whose `bet` runs them around its insert.
import { and, eq, inArray } from 'drizzle-orm';
import { ApiError } from '@orbit/contracts/envelope';
import type { LiveGameCode } from '@orbit/contracts/house-live';
import { exponentOf, parseAmount } from '@orbit/contracts/money';
import { FairError } from '@orbit/games/fair/hash';
import type { Tx } from '../../../db/client.ts';
import { houseLiveBets, houseLiveRounds } from '../../../db/schema/house-live.ts';
import type { ResolvedMerchant } from '../../../modules/site/site.types.ts';
import { apiErrorOf, minorOf, sameRequest, show } from '../round-book.ts';
import { SeamlessCallError } from '../seamless-client.ts';
import { LIVE_GAMES, type LiveRoom } from './live-games.ts';
import { betTransactionId, vendorOf, seamlessRoundId, type LiveBetRow, type LiveContext } from './live-context.ts';

/** The spots as minor units, same spots merged. @throws validation_failed, amount_invalid */
export function spotsOf(merchant: ResolvedMerchant, gameCode: LiveGameCode, room: LiveRoom | null, bets: { spot: string; amount: string }[]) {
  const exponent = exponentOf(merchant.currency);
  const merged = new Map<string, bigint>();
  for (const [index, { spot, amount }] of bets.entries()) {
    const parsed = parseAmount(amount, exponent);
    if (!parsed.ok) throw new ApiError('amount_invalid', 'Each bet needs an amount above zero', { field: `bets.${index}.amount` });
    merged.set(spot, (merged.get(spot) ?? 0n) + parsed.minor);
  }
  const spots = [...merged].map(([spot, stake]) => ({ spot, stake }));
  try {
    for (const { spot, stake } of spots) LIVE_GAMES[gameCode].check(spot, stake);
    LIVE_GAMES[gameCode].checkRequest(spots, room);
  } catch (error) {
    if (error instanceof FairError) throw new ApiError('validation_failed', error.message, { field: 'bets' });
    throw error;
  }
  return spots;
}

export function createLiveBetSteps(ctx: LiveContext) {
  const { db } = ctx.database;

  /** The bet an earlier copy of this request placed, if any. @throws idempotency_conflict (placed for another request) */
  async function earlierBet(key: { merchantId: number; player: string }, requestId: string, fingerprint: string): Promise<LiveBetRow | undefined> {
    const [row] = await db
      .select()
      .from(houseLiveBets)
      .where(and(eq(houseLiveBets.merchantId, key.merchantId), eq(houseLiveBets.player, key.player), eq(houseLiveBets.requestId, requestId)));
    if (row) sameRequest(row.requestHash, fingerprint);
    return row;
  }

  /** A seat is one player's, and a player takes one seat a round. @throws invalid_state */
  async function checkSeat(tx: Tx, roundId: number, player: string, seat: string) {
    const taken = await tx
      .select({ player: houseLiveBets.player, spots: houseLiveBets.spots })
      .from(houseLiveBets)
      .where(and(eq(houseLiveBets.roundId, roundId), inArray(houseLiveBets.status, ['pending', 'placed'])));
    if (taken.some((bet) => bet.player === player)) throw new ApiError('invalid_state', 'You already have a seat this round', { field: 'bets' });
    if (taken.some((bet) => bet.spots.some((s) => s.spot === seat))) throw new ApiError('invalid_state', 'That seat has been taken', { field: 'bets' });
  }

  /** Sends a pending bet's stake to the wallet and marks it placed, unless the dealer cancelled it meanwhile. */
  async function debit(merchant: ResolvedMerchant, bet: LiveBetRow, token: string) {
    const [round] = await db.select().from(houseLiveRounds).where(eq(houseLiveRounds.id, bet.roundId));
    try {
      const taken = await ctx.wallet.call({ merchantId: merchant.id, merchantCode: merchant.code, vendorCode: vendorOf(round!.gameCode) }, 'debit', {
        token,
        player: bet.player,
        transactionId: betTransactionId(bet, 'bet'),
        roundId: seamlessRoundId(round!),
        gameCode: round!.gameCode,
        amount: show(merchant, bet.stake),
      });
      const [placed] = await db
        .update(houseLiveBets)
        .set({ status: 'placed', balanceBefore: minorOf(merchant, taken.balance) + bet.stake })
        .where(and(eq(houseLiveBets.id, bet.id), eq(houseLiveBets.status, 'pending')))
        .returning({ id: houseLiveBets.id });
      if (!placed) throw new ApiError('invalid_state', 'Betting closed before your bet was confirmed; your stake has been returned');
    } catch (error) {
      if (error instanceof SeamlessCallError) {
        if (error.code === 'bet_cancelled') throw new ApiError('invalid_state', 'Betting closed before your bet was confirmed; your stake has been returned');
        // A refusal that a repeat will not change; an unanswered call stays pending and is rolled back at the close.
        if (!error.unanswered && error.code !== 'retry_later')
          await db
            .update(houseLiveBets)
            .set({ status: 'refused', errorCode: error.code, settledAt: ctx.clock.now() })
            .where(and(eq(houseLiveBets.id, bet.id), eq(houseLiveBets.status, 'pending')));
        throw apiErrorOf(error);
      }
      throw error;
    }
  }

  return { earlierBet, checkSeat, debit };
}
