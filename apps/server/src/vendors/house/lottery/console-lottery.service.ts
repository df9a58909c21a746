// The console's side of the lottery (docs/lottery.md): the draw calendar and monitor with what was sold on each
// draw, special 4D draws, results with their fairness check, the exposure per bet key and GGR per game. Reads
// the house vendor's own books (lottery_draws, lottery_tickets, lottery_exposure); tickets count when their bet
// was taken with real money (free play moves no money). Voiding is console-lottery-void.ts.
// What was sold on a draw is console-lottery.sold.ts; results, exposure and GGR are console-lottery.reports.ts.
import { and, asc, count, desc, eq, gt, gte, inArray, lt } from 'drizzle-orm';
import { ApiError } from '@orbit/contracts/envelope';
import { zonedDay, zonedDayStart } from '@orbit/contracts/format';
import type { ConsoleDraw, LotteryMonitorGame } from '@orbit/contracts/console-lottery';
import { LOTTERY_GAME_CODES, type LotteryDrawStatus, type LotteryGameCode } from '@orbit/contracts/lottery';
import type { Database, Tx } from '../../../db/client.ts';
import { lotteryDraws } from '../../../db/schema/lottery.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { AuditService } from '../../../modules/console/audit.service.ts';
import type { Actor } from '../../../modules/site/site.service.ts';
import type { ResolvedMerchant } from '../../../modules/site/site.types.ts';
import { dayRange } from '../../../modules/wallet/day-range.ts';
import { LOTTERY_SCHEDULES } from './calendar.ts';
import { createLotteryReports } from './console-lottery.reports.ts';
import { REVEALED, soldOn, toDraw } from './console-lottery.sold.ts';
import { newDrawSeed, type LotteryDrawRow } from './draws.service.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;
/** How far ahead a special draw may be set. */
const SPECIAL_AHEAD_DAYS = 366;

export type ConsoleLottery = ReturnType<typeof createConsoleLottery>;

export function createConsoleLottery(deps: {
  database: Database;
  clock: Clock;
  audit: AuditService;
  /** How long before its draw a daily game (4D) stops taking bets. */
  dailyCloseMs: number;
}) {
  const db = deps.database.db;

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

  const { results, exposure, ggr } = createLotteryReports({ database: deps.database, clock: deps.clock, withSold, drawRow });

  return { drawList, monitor, addSpecialDraw, results, exposure, ggr, drawRow, withSold };
}
