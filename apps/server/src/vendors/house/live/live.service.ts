// The house live tables (ADR 0015): baccarat and roulette as shared rounds. A player opens the
// table (which marks it watched, so the dealer keeps dealing), reads its state, and places bets into the
// open round; the stake goes through the seamless debit as any outside vendor's would.// Checking a bet's spots, finding an earlier copy, the seat rule and the debit are live-bets.ts.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ApiError } from '@orbit/contracts/envelope';
import type { LiveGameCode } from '@orbit/contracts/house-live';
import { errorCodeOf } from '../../../db/client.ts';
import { houseLiveBets, houseLiveRounds, houseLiveTables } from '../../../db/schema/house-live.ts';
import { housePlayMoney } from '../../../db/schema/house.ts';
import type { ResolvedMerchant } from '../../../modules/site/site.types.ts';
import { requestFingerprint, show } from '../round-book.ts';
import { createLiveBetSteps, spotsOf } from './live-bets.ts';
import { LIVE_GAMES, roomOf, type LiveRoom } from './live-games.ts';
import { maxRoundStake, createLiveView } from './live-view.ts';
import { vendorOf, tableKey, type LiveBetRow, type LiveContext, type LiveTableRow } from './live-context.ts';

export type LiveTables = ReturnType<typeof createLiveTables>;

export function createLiveTables(ctx: LiveContext) {
  const { db } = ctx.database;
  const view = createLiveView(ctx);
  const { earlierBet, checkSeat, debit } = createLiveBetSteps(ctx);

  /** The room asked for, when the game has rooms. @throws not_found */
  function roomFor(gameCode: LiveGameCode, roomId: string | undefined): LiveRoom | null {
    try {
      return roomOf(LIVE_GAMES[gameCode], roomId);
    } catch {
      throw new ApiError('not_found', 'No such room', { field: 'roomId' });
    }
  }

  /** The merchant's table of this game (of this room), made on first use and marked as watched now. @throws not_found */
  async function watch(merchant: ResolvedMerchant, gameCode: LiveGameCode, roomId?: string): Promise<LiveTableRow> {
    const room = roomFor(gameCode, roomId);
    const now = ctx.clock.now();
    const [table] = await db
      .insert(houseLiveTables)
      .values({ merchantId: merchant.id, vendorCode: vendorOf(gameCode), gameCode, roomId: room?.roomId ?? '', seenAt: now, createdAt: now })
      .onConflictDoUpdate({ target: [houseLiveTables.merchantId, houseLiveTables.gameCode, houseLiveTables.roomId], set: { seenAt: now } })
      .returning();
    return table!;
  }

  async function playerOf(merchant: ResolvedMerchant, gameCode: LiveGameCode, token: string) {
    const player = await ctx.book.authenticate(merchant, vendorOf(gameCode), token);
    const balance = player.real ? player.balance : show(merchant, await ctx.book.playMoney({ merchantId: merchant.id, player: player.player }));
    return { ...player, balance };
  }

  /** The table as this player sees it. @throws game_token_invalid, account_frozen, vendor_unavailable */
  async function state(merchant: ResolvedMerchant, input: { token: string; gameCode: LiveGameCode; roomId?: string | undefined }) {
    const room = roomFor(input.gameCode, input.roomId);
    const player = await playerOf(merchant, input.gameCode, input.token);
    return view.state(merchant, await watch(merchant, input.gameCode, input.roomId), room, player);
  }
  /**
   * Bets into the open round.
   * @throws validation_failed (a spot not on the layout), amount_invalid, amount_above_maximum (over the round's
   *   limit), invalid_state (betting closed), idempotency_conflict (the requestId was used for another request), insufficient_funds, account_frozen, game_token_invalid, vendor_unavailable
   */
  async function bet(
    merchant: ResolvedMerchant,
    input: {
      token: string;
      gameCode: LiveGameCode;
      roomId?: string | undefined;
      roundNumber: number;
      requestId: string;
      bets: { spot: string; amount: string }[];
    },
  ) {
    const game = LIVE_GAMES[input.gameCode];
    const room = roomFor(input.gameCode, input.roomId);
    const spots = spotsOf(merchant, input.gameCode, room, input.bets);
    // What the bets hold of the balance: their sum, or three times a niu niu base.
    const stake = game.held(spots.reduce((sum, { stake }) => sum + stake, 0n));
    const player = await playerOf(merchant, input.gameCode, input.token);
    const table = await watch(merchant, input.gameCode, input.roomId);
    const key = { merchantId: merchant.id, player: player.player };
    const fingerprint = requestFingerprint('live.bet', {
      gameCode: input.gameCode,
      roomId: room?.roomId ?? '',
      roundNumber: input.roundNumber,
      spots: [...spots].sort((a, b) => (a.spot < b.spot ? -1 : a.spot > b.spot ? 1 : 0)),
    });
    const repeat = await earlierBet(key, input.requestId, fingerprint);
    if (repeat) {
      if (repeat.status === 'pending' && repeat.real) await debit(merchant, repeat, input.token);
      return state(merchant, input);
    }
    const now = ctx.clock.now();
    let placed: LiveBetRow;
    try {
      placed = await db.transaction(async (tx) => {
        // FOR SHARE: the dealer's move to dealing waits for this insert, then sees the bet. A room game locks the
        // round for update instead, so two players reaching for one seat sit down one after the other.
        const [round] = await tx
          .select()
          .from(houseLiveRounds)
          .where(and(eq(houseLiveRounds.tableId, table.id), eq(houseLiveRounds.roundNumber, input.roundNumber), eq(houseLiveRounds.phase, 'betting')))
          .for(room ? 'update' : 'share');
        if (!round || round.closesAt <= now) throw new ApiError('invalid_state', 'Betting has closed for this round');
        const [already] = await tx
          .select({ total: sql<string>`coalesce(sum(${houseLiveBets.stake}), 0)` })
          .from(houseLiveBets)
          .where(and(eq(houseLiveBets.roundId, round.id), eq(houseLiveBets.player, key.player), inArray(houseLiveBets.status, ['pending', 'placed'])));
        const limit = maxRoundStake(merchant, input.gameCode, room);
        if (BigInt(already?.total ?? 0) + stake > limit)
          throw new ApiError('amount_above_maximum', `Your bets in one round may total ${show(merchant, limit)} at most`, { field: 'bets' });
        if (room) await checkSeat(tx, round.id, key.player, spots[0]!.spot);
        let balanceBefore: bigint | null = null;
        // The play money row exists: playerOf opened it (a read outside this transaction would wait on it).
        if (!player.real) {
          const [moved] = await tx
            .update(housePlayMoney)
            .set({ balance: sql`${housePlayMoney.balance} - ${stake}` })
            .where(and(eq(housePlayMoney.merchantId, key.merchantId), eq(housePlayMoney.player, key.player), sql`${housePlayMoney.balance} >= ${stake}`))
            .returning({ balance: housePlayMoney.balance });
          if (!moved) throw new ApiError('insufficient_funds', 'Your play money is too low for these bets', { field: 'bets' });
          balanceBefore = moved.balance + stake;
        }
        const [row] = await tx
          .insert(houseLiveBets)
          .values({
            merchantId: merchant.id,
            roundId: round.id,
            player: key.player,
            real: player.real,
            requestId: input.requestId,
            requestHash: fingerprint,
            spots: spots.map(({ spot, stake }) => ({ spot, amount: show(merchant, stake) })),
            stake,
            balanceBefore,
            status: player.real ? 'pending' : 'placed',
            createdAt: now,
          })
          .returning();
        return row!;
      });
    } catch (error) {
      // The same bet sent twice at once: the first one places it (the same request), or it is refused (another).
      if (errorCodeOf(error) === '23505') {
        await earlierBet(key, input.requestId, fingerprint);
        return state(merchant, input);
      }
      throw error;
    }
    ctx.hub.changed([tableKey(table.id)]);
    if (placed.real) await debit(merchant, placed, input.token);
    ctx.hub.changed([tableKey(table.id)]);
    return state(merchant, input);
  }

  return { state, bet, watch };
}
