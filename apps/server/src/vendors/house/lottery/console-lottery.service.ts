// The console's side of the lottery (docs/lottery.md): the draw calendar and monitor with what was sold on each
// draw, special 4D draws, results with their fairness check, the exposure per bet key and GGR per game. Reads
// the house vendor's own books (lottery_draws, lottery_tickets, lottery_exposure); tickets count when their bet
// was taken with real money (free play moves no money). Voiding is console-lottery-void.ts.
import { and, asc, count, desc, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import { ApiError } from '@orbit/contracts/envelope';
import { zonedDay, zonedDayStart } from '@orbit/contracts/format';
import { exponentOf, parseAmount } from '@orbit/contracts/money';
import type { ConsoleDraw, ConsoleResult, ExposureKey, LotteryGgrRow, LotteryMonitorGame } from '@orbit/contracts/console-lottery';
import { LOTTERY_GAME_CODES, type LotteryDrawStatus, type LotteryGameCode } from '@orbit/contracts/lottery';
import { nodeHash } from '@orbit/games/fair/node-crypto';
import { verifyDraw } from '@orbit/games/lottery/verify-draw';
import type { Database, Tx } from '../../../db/client.ts';
import { lotteryDraws, lotteryExposure, lotteryTickets } from '../../../db/schema/lottery.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { AuditService } from '../../../modules/console/audit.service.ts';
import type { Actor } from '../../../modules/site/site.service.ts';
import type { ResolvedMerchant } from '../../../modules/site/site.types.ts';
import { showAmount } from '../../../modules/wallet/money.ts';
import { dayRange } from '../../../modules/wallet/records.ts';
import { LOTTERY_SCHEDULES } from './calendar.ts';
import { newDrawSeed, type LotteryDrawRow } from './draws.service.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;
/** Tickets whose bet the wallet took; `open` ones are still waiting for its answer. */
const TAKEN = ['debited', 'settled', 'paid'];
const SETTLED = ['settled', 'paid'];
const REVEALED = ['drawn', 'settled'];
/** How far ahead a special draw may be set. */
const SPECIAL_AHEAD_DAYS = 366;

interface Sold {
  tickets: number;
  stake: bigint;
  wins: bigint;
  refunded: number;
}
const NONE: Sold = { tickets: 0, stake: 0n, wins: 0n, refunded: 0 };

const inList = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

export type ConsoleLottery = ReturnType<typeof createConsoleLottery>;

export function createConsoleLottery(deps: {
  database: Database;
  clock: Clock;
  audit: AuditService;
  /** How long before its draw a daily game (4D) stops taking bets. */
  dailyCloseMs: number;
}) {
  const db = deps.database.db;

  /** Tickets taken, their stakes and wins, and tickets refunded, per draw row. */
  async function soldOn(tx: Tx, merchantId: number, drawRowIds: number[]): Promise<Map<number, Sold>> {
    if (drawRowIds.length === 0) return new Map();
    const rows = await tx
      .select({
        drawRowId: lotteryTickets.drawRowId,
        tickets: sql<string>`count(*) FILTER (WHERE ${lotteryTickets.status} IN (${inList(TAKEN)}))`,
        stake: sql<string>`coalesce(sum(${lotteryTickets.stake}) FILTER (WHERE ${lotteryTickets.status} IN (${inList(TAKEN)})), 0)::text`,
        wins: sql<string>`coalesce(sum(${lotteryTickets.win}) FILTER (WHERE ${lotteryTickets.status} IN (${inList(SETTLED)})), 0)::text`,
        refunded: sql<string>`count(*) FILTER (WHERE ${lotteryTickets.status} = 'refunded')`,
      })
      .from(lotteryTickets)
      .where(and(eq(lotteryTickets.merchantId, merchantId), eq(lotteryTickets.real, true), inArray(lotteryTickets.drawRowId, drawRowIds)))
      .groupBy(lotteryTickets.drawRowId);
    return new Map(
      rows.map((row) => [
        Number(row.drawRowId),
        { tickets: Number(row.tickets), stake: BigInt(row.stake), wins: BigInt(row.wins), refunded: Number(row.refunded) },
      ]),
    );
  }

  function toDraw(merchant: ResolvedMerchant, row: LotteryDrawRow, sold: Sold = NONE): ConsoleDraw {
    return {
      gameCode: row.gameCode as LotteryGameCode,
      drawId: row.drawId,
      drawKind: row.kind === 'special' ? 'special' : 'regular',
      status: row.status as LotteryDrawStatus,
      opensAt: row.opensAt.toISOString(),
      closesAt: row.closesAt.toISOString(),
      drawsAt: row.drawsAt.toISOString(),
      drawnAt: row.drawnAt?.toISOString() ?? null,
      settledAt: row.settledAt?.toISOString() ?? null,
      tickets: sold.tickets,
      stake: showAmount(merchant, sold.stake),
      wins: showAmount(merchant, sold.wins),
      refundedTickets: sold.refunded,
    };
  }

  async function withSold(merchant: ResolvedMerchant, rows: LotteryDrawRow[], tx: Tx = db): Promise<ConsoleDraw[]> {
    const sold = await soldOn(
      tx,
      merchant.id,
      rows.map((row) => row.id),
    );
    return rows.map((row) => toDraw(merchant, row, sold.get(row.id)));
  }

  /** One of the merchant's draws by its public id. @throws not_found */
  async function drawRow(merchant: ResolvedMerchant, drawId: string, tx: Tx = db): Promise<LotteryDrawRow> {
    const gameCode = drawId.slice(0, drawId.indexOf(':'));
    const [row] = await tx
      .select()
      .from(lotteryDraws)
      .where(and(eq(lotteryDraws.merchantId, merchant.id), eq(lotteryDraws.gameCode, gameCode), eq(lotteryDraws.drawId, drawId)));
    if (!row) throw new ApiError('not_found', `No draw ${drawId}`, { field: 'drawId' });
    return row;
  }

  /** A game's draws on a day in the merchant's zone, in draw order, optionally of one status. */
  async function drawList(
    merchant: ResolvedMerchant,
    query: { gameCode: LotteryGameCode; day: string; status?: LotteryDrawStatus | undefined; page: number; pageSize: number },
  ) {
    const range = dayRange(merchant, deps.clock.now(), query.day, query.day);
    const where = and(
      eq(lotteryDraws.merchantId, merchant.id),
      eq(lotteryDraws.gameCode, query.gameCode),
      gte(lotteryDraws.drawsAt, range.start),
      lt(lotteryDraws.drawsAt, range.end),
      query.status ? eq(lotteryDraws.status, query.status) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(lotteryDraws)
        .where(where)
        .orderBy(asc(lotteryDraws.drawsAt), asc(lotteryDraws.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      db.select({ total: count() }).from(lotteryDraws).where(where),
    ]);
    return {
      items: await withSold(merchant, rows),
      total: Number(total?.total ?? 0),
      page: query.page,
      pageSize: query.pageSize,
      serverTime: deps.clock.now().toISOString(),
    };
  }

  /** Every game's next draws, its latest drawn draw, and how many drawn draws wait for settlement. */
  async function monitor(merchant: ResolvedMerchant, ahead: number) {
    const now = deps.clock.now();
    const games: LotteryMonitorGame[] = [];
    for (const gameCode of LOTTERY_GAME_CODES) {
      const ofGame = and(eq(lotteryDraws.merchantId, merchant.id), eq(lotteryDraws.gameCode, gameCode));
      const next = await db
        .select()
        .from(lotteryDraws)
        .where(and(ofGame, inArray(lotteryDraws.status, ['scheduled', 'open', 'closed']), gt(lotteryDraws.drawsAt, now)))
        .orderBy(asc(lotteryDraws.drawsAt))
        .limit(ahead);
      const [last] = await db
        .select()
        .from(lotteryDraws)
        .where(and(ofGame, inArray(lotteryDraws.status, REVEALED)))
        .orderBy(desc(lotteryDraws.drawsAt))
        .limit(1);
      const [waiting] = await db
        .select({ n: count() })
        .from(lotteryDraws)
        .where(and(ofGame, eq(lotteryDraws.status, 'drawn')));
      const shown = await withSold(merchant, last ? [...next, last] : next);
      games.push({
        gameCode,
        next: shown.slice(0, next.length),
        last: last ? { ...shown[next.length]!, result: last.result ?? null } : null,
        awaitingSettlement: Number(waiting?.n ?? 0),
      });
    }
    return { games, serverTime: now.toISOString() };
  }

  /**
   * Adds a special 4D draw at a date and time of the merchant's zone, with a fresh seed committed at once (as
   * planning does); betting opens at the next pass of the draw loop and closes as a regular 4D draw's does.
   * @throws validation_failed (no such date), rule_violation (betting would already be closed, or more than a year ahead),
   * conflict (the calendar draws 4D that day, or the day already has a special draw)
   */
  async function addSpecialDraw(merchant: ResolvedMerchant, input: { gameCode: '4d'; date: string; time: string }, actor: Actor): Promise<ConsoleDraw> {
    const now = deps.clock.now();
    const dayStart = Date.parse(`${input.date}T00:00:00Z`);
    if (Number.isNaN(dayStart) || new Date(dayStart).toISOString().slice(0, 10) !== input.date) {
      throw new ApiError('validation_failed', `${input.date} is not a date`, { field: 'date' });
    }
    const [hours, minutes] = input.time.split(':').map(Number) as [number, number];
    const drawsAt = new Date(zonedDayStart(input.date, merchant.timeZone).getTime() + (hours * 60 + minutes) * MINUTE);
    const closesAt = new Date(drawsAt.getTime() - deps.dailyCloseMs);
    if (closesAt <= now) {
      const field = input.date < zonedDay(now, merchant.timeZone) ? 'date' : 'time';
      throw new ApiError('rule_violation', `Betting on a draw at ${input.date} ${input.time} would already be closed`, { field });
    }
    if (drawsAt.getTime() - now.getTime() > SPECIAL_AHEAD_DAYS * DAY) {
      throw new ApiError('rule_violation', `A special draw can be set at most ${SPECIAL_AHEAD_DAYS} days ahead`, { field: 'date' });
    }
    const schedule = LOTTERY_SCHEDULES[input.gameCode];
    const weekday = new Date(dayStart).getUTCDay();
    if (schedule.cadence === 'daily' && schedule.weekdays?.includes(weekday)) {
      throw new ApiError('conflict', `The calendar already draws 4D on ${input.date}`, { field: 'date' });
    }
    const drawId = `${input.gameCode}:${input.date}:special`;
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(lotteryDraws)
        .values({
          merchantId: merchant.id,
          gameCode: input.gameCode,
          drawId,
          kind: 'special',
          status: 'scheduled',
          opensAt: now,
          closesAt,
          drawsAt,
          ...newDrawSeed(),
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new ApiError('conflict', `${input.date} already has a special draw`, { field: 'date' });
      await deps.audit.record(tx, {
        merchantId: merchant.id,
        actor,
        action: 'lottery.draw.special_add',
        target: drawId,
        detail: { drawsAt: drawsAt.toISOString(), closesAt: closesAt.toISOString(), commitment: row.commitment },
      });
      return toDraw(merchant, row);
    });
  }

  /** A game's drawn and settled draws, newest first, each checked with verifyDraw. */
  async function results(
    merchant: ResolvedMerchant,
    query: { gameCode: LotteryGameCode; from?: string | undefined; to?: string | undefined; page: number; pageSize: number },
  ) {
    const range = query.from || query.to ? dayRange(merchant, deps.clock.now(), query.from, query.to) : undefined;
    const where = and(
      eq(lotteryDraws.merchantId, merchant.id),
      eq(lotteryDraws.gameCode, query.gameCode),
      inArray(lotteryDraws.status, REVEALED),
      range ? gte(lotteryDraws.drawsAt, range.start) : undefined,
      range ? lt(lotteryDraws.drawsAt, range.end) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(lotteryDraws)
        .where(where)
        .orderBy(desc(lotteryDraws.drawsAt), desc(lotteryDraws.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      db.select({ total: count() }).from(lotteryDraws).where(where),
    ]);
    const shown = await withSold(merchant, rows);
    const kind = LOTTERY_SCHEDULES[query.gameCode].kind;
    const items: ConsoleResult[] = rows.map((row, i) => {
      const result = row.result ?? {};
      const check = verifyDraw({ kind, drawId: row.drawId, serverSeed: row.serverSeed, commitment: row.commitment, result }, nodeHash);
      return { ...shown[i]!, lotteryKind: kind, result, commitment: row.commitment, serverSeed: row.serverSeed, verified: check.valid };
    });
    return { items, total: Number(total?.total ?? 0), page: query.page, pageSize: query.pageSize };
  }

  /** A draw's bet keys by liability, largest first, against the merchant's cap. @throws not_found */
  async function exposure(merchant: ResolvedMerchant, drawId: string, limit: number) {
    const row = await drawRow(merchant, drawId);
    const cap = liabilityCap(merchant, row.gameCode as LotteryGameCode);
    const soldOutWhen = cap === null ? sql`false` : sql`${lotteryExposure.liability} >= ${cap.toString()}::bigint`;
    const [keys, [summary], draw] = await Promise.all([
      db
        .select({ betKey: lotteryExposure.betKey, liability: sql<string>`${lotteryExposure.liability}::text` })
        .from(lotteryExposure)
        .where(eq(lotteryExposure.drawRowId, row.id))
        .orderBy(desc(lotteryExposure.liability), asc(lotteryExposure.betKey))
        .limit(limit),
      db
        .select({
          keys: sql<string>`count(*) FILTER (WHERE ${lotteryExposure.liability} > 0)`,
          total: sql<string>`coalesce(sum(${lotteryExposure.liability}), 0)::text`,
          soldOut: sql<string>`count(*) FILTER (WHERE ${soldOutWhen})`,
        })
        .from(lotteryExposure)
        .where(eq(lotteryExposure.drawRowId, row.id)),
      withSold(merchant, [row]),
    ]);
    const items: ExposureKey[] = keys.map((key) => {
      const liability = BigInt(key.liability);
      return {
        betKey: key.betKey,
        liability: showAmount(merchant, liability),
        remaining: cap === null ? null : showAmount(merchant, cap > liability ? cap - liability : 0n),
        soldOut: cap !== null && liability >= cap,
      };
    });
    return {
      draw: draw[0]!,
      cap: cap === null ? null : showAmount(merchant, cap),
      items,
      keys: Number(summary?.keys ?? 0),
      totalLiability: showAmount(merchant, BigInt(summary?.total ?? '0')),
      soldOutKeys: Number(summary?.soldOut ?? 0),
    };
  }

  /** Per game, the settled real-money tickets of the draws drawn on the days from–to. @throws validation_failed (from after to) */
  async function ggr(merchant: ResolvedMerchant, from: string, to: string) {
    const range = dayRange(merchant, deps.clock.now(), from, to);
    const rows = await db
      .select({
        gameCode: lotteryTickets.gameCode,
        tickets: sql<string>`count(*)`,
        players: sql<string>`count(DISTINCT ${lotteryTickets.player})`,
        draws: sql<string>`count(DISTINCT ${lotteryTickets.drawRowId})`,
        stake: sql<string>`coalesce(sum(${lotteryTickets.stake}), 0)::text`,
        wins: sql<string>`coalesce(sum(${lotteryTickets.win}), 0)::text`,
      })
      .from(lotteryTickets)
      .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryTickets.drawRowId))
      .where(
        and(
          eq(lotteryTickets.merchantId, merchant.id),
          eq(lotteryTickets.real, true),
          inArray(lotteryTickets.status, SETTLED),
          eq(lotteryDraws.merchantId, merchant.id),
          gte(lotteryDraws.drawsAt, range.start),
          lt(lotteryDraws.drawsAt, range.end),
        ),
      )
      .groupBy(lotteryTickets.gameCode);
    const byGame = new Map(rows.map((row) => [row.gameCode, row]));
    const money = (minor: bigint) => showAmount(merchant, minor);
    let tickets = 0;
    let stake = 0n;
    let wins = 0n;
    const games: LotteryGgrRow[] = LOTTERY_GAME_CODES.map((gameCode) => {
      const row = byGame.get(gameCode);
      const s = BigInt(row?.stake ?? '0');
      const w = BigInt(row?.wins ?? '0');
      tickets += Number(row?.tickets ?? 0);
      stake += s;
      wins += w;
      return {
        gameCode,
        tickets: Number(row?.tickets ?? 0),
        players: Number(row?.players ?? 0),
        draws: Number(row?.draws ?? 0),
        stake: money(s),
        wins: money(w),
        ggr: money(s - w),
        margin: s > 0n ? percent(s - w, s) : null,
      };
    });
    return { games, totals: { tickets, stake: money(stake), wins: money(wins), ggr: money(stake - wins) } };
  }

  return { drawList, monitor, addSpecialDraw, results, exposure, ggr, drawRow, withSold };
}

/** The merchant's sell-out cap on one bet key of a game (settings `lottery`) in minor units; null when it cannot be read. */
function liabilityCap(merchant: ResolvedMerchant, gameCode: LotteryGameCode): bigint | null {
  const text = merchant.settings.lottery.games[gameCode].maxLiabilityPerKey;
  const parsed = parseAmount(text, exponentOf(merchant.currency));
  if (parsed.ok) return parsed.minor;
  return parsed.reason === 'zero' ? 0n : null;
}

/** part ÷ whole in percent with two decimals, rounded half away from zero, in bigint. */
function percent(part: bigint, whole: bigint): string {
  const scaled = (part * 20_000n) / whole;
  const rounded = scaled >= 0n ? (scaled + 1n) / 2n : (scaled - 1n) / 2n;
  const sign = rounded < 0n ? '-' : '';
  const abs = rounded < 0n ? -rounded : rounded;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}
