// A live table as one player sees it: the current shared round (its seed served only after the result), the
// player's own bets, the roadmap and the player's last ten bets with their rounds' results.
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { LiveGameCode, LiveMyBet, LiveResult, LiveState } from '@orbit/contracts/house-live';
import { exponentOf, parseAmount } from '@orbit/contracts/money';
import { houseLiveBets, houseLiveRounds } from '../../../db/schema/house-live.ts';
import type { ResolvedMerchant } from '../../../modules/site/site.types.ts';
import { show } from '../round-book.ts';
import { LIVE_GAMES, NIU_NIU_MAX_BASE_MULTIPLE, type LiveRoom } from './live-games.ts';
import type { LiveBetRow, LiveContext, LiveRoundRow, LiveTableRow } from './live-context.ts';

const HISTORY = 72;
const RECALL = 10;
/** The most one player may stake in one round, in chips of the largest value. */
const MAX_ROUND_CHIPS = 50n;

/** The most one player may hold in one round: 50 of the largest chip, or a room game's one seat at its largest base. */
export const maxRoundStake = (merchant: ResolvedMerchant, gameCode: LiveGameCode, room: LiveRoom | null) => {
  const game = LIVE_GAMES[gameCode];
  if (room) return game.held(room.minBet * NIU_NIU_MAX_BASE_MULTIPLE);
  const chips = game.chips(exponentOf(merchant.currency), null);
  return chips[chips.length - 1]! * MAX_ROUND_CHIPS;
};

function fairnessOf(round: LiveRoundRow) {
  return { commitment: round.commitment, clientSeed: round.clientSeed, nonce: 0, serverSeed: round.revealedAt ? round.serverSeed : null };
}

function betView(merchant: ResolvedMerchant, bet: LiveBetRow, round: LiveRoundRow): LiveMyBet {
  const amount = (minor: bigint | null) => (minor === null ? null : show(merchant, minor));
  return {
    roundNumber: round.roundNumber,
    at: bet.createdAt.toISOString(),
    spots: bet.spots,
    stake: show(merchant, bet.stake),
    win: amount(bet.win),
    balanceBefore: amount(bet.balanceBefore),
    balanceAfter: amount(bet.balanceAfter),
    status: bet.status as LiveMyBet['status'],
    errorCode: bet.errorCode,
    result: round.revealedAt ? ((round.result as LiveResult | null) ?? null) : null,
    fairness: fairnessOf(round),
  };
}

export function createLiveView(ctx: LiveContext) {
  const { db } = ctx.database;

  async function state(
    merchant: ResolvedMerchant,
    table: LiveTableRow,
    room: LiveRoom | null,
    player: { player: string; real: boolean; currency: string; balance: string },
  ): Promise<LiveState> {
    const gameCode = table.gameCode as LiveGameCode;
    const game = LIVE_GAMES[gameCode];
    const [round] = await db.select().from(houseLiveRounds).where(eq(houseLiveRounds.tableId, table.id)).orderBy(desc(houseLiveRounds.roundNumber)).limit(1);
    const roundBets = round
      ? await db
          .select({ player: houseLiveBets.player, spots: houseLiveBets.spots })
          .from(houseLiveBets)
          .where(and(eq(houseLiveBets.roundId, round.id), inArray(houseLiveBets.status, ['pending', 'placed', 'settled'])))
      : [];
    const spotTotals = new Map<string, bigint>();
    for (const bet of roundBets)
      for (const { spot, amount } of bet.spots) {
        const parsed = parseAmount(amount, exponentOf(merchant.currency));
        if (parsed.ok) spotTotals.set(spot, (spotTotals.get(spot) ?? 0n) + parsed.minor);
      }
    const history = await db
      .select({ roundNumber: houseLiveRounds.roundNumber, result: houseLiveRounds.result })
      .from(houseLiveRounds)
      .where(and(eq(houseLiveRounds.tableId, table.id), inArray(houseLiveRounds.phase, ['dealing', 'settled'])))
      .orderBy(desc(houseLiveRounds.roundNumber))
      .limit(HISTORY);
    const mine = await db
      .select({ bet: houseLiveBets, round: houseLiveRounds })
      .from(houseLiveBets)
      .innerJoin(houseLiveRounds, eq(houseLiveRounds.id, houseLiveBets.roundId))
      .where(
        and(
          eq(houseLiveBets.merchantId, merchant.id),
          eq(houseLiveBets.player, player.player),
          eq(houseLiveRounds.tableId, table.id),
          ne(houseLiveBets.status, 'refused'),
        ),
      )
      .orderBy(desc(houseLiveBets.id))
      .limit(RECALL + 20);
    const now = ctx.clock.now();
    const exponent = exponentOf(merchant.currency);
    return {
      gameCode,
      roomId: room?.roomId ?? null,
      serverNow: now.toISOString(),
      player: player.player,
      real: player.real,
      currency: player.currency,
      balance: player.balance,
      table: {
        bettingMs: ctx.cadence.bettingMs,
        resultMs: ctx.cadence.resultMs,
        chips: game.chips(exponent, room).map((chip) => show(merchant, chip)),
        maxRoundStake: show(merchant, maxRoundStake(merchant, gameCode, room)),
        seats: room?.seats ?? 0,
        statedRtp: game.statedRtp,
      },
      round: round
        ? {
            roundNumber: round.roundNumber,
            phase: round.phase as NonNullable<LiveState['round']>['phase'],
            opensAt: round.opensAt.toISOString(),
            closesAt: round.closesAt.toISOString(),
            nextAt: round.settledAt ? new Date(round.settledAt.getTime() + ctx.cadence.resultMs).toISOString() : null,
            fairness: fairnessOf(round),
            result: round.revealedAt ? ((round.result as LiveResult | null) ?? null) : null,
            players: new Set(roundBets.map((bet) => bet.player)).size,
            spotTotals: Object.fromEntries([...spotTotals].map(([spot, minor]) => [spot, show(merchant, minor)])),
          }
        : null,
      myBets: round ? mine.filter((row) => row.round.id === round.id).map((row) => betView(merchant, row.bet, row.round)) : [],
      history: history
        .filter((row) => row.result !== null)
        .reverse()
        .map((row) => ({ roundNumber: row.roundNumber, result: row.result as LiveResult })),
      recall: mine.slice(0, RECALL).map((row) => betView(merchant, row.bet, row.round)),
    };
  }

  return { state };
}
