// The lottery's draw scheduler (ADR 0017). Draws are rows: planAhead inserts the calendar's
// next draws (a unique index makes it idempotent), and advance moves every draw whose time has come by
// conditional UPDATEs on its status, so any number of processes (or overlapping calls) can run it and each
// draw is opened, closed and drawn exactly once. After downtime one advance call catches up on every draw
// missed, oldest first: betting closed by time, so no bet arrived late and each is drawn from its committed
// seed. Settlement is not done here: a draw left in status 'drawn' is what the ticket settlement picks up
// (`drawsAwaitingSettlement`), and it moves the draw on to 'settled'.
import { and, asc, desc, eq, gt, inArray, lte, notInArray } from 'drizzle-orm';
import type { LotteryDraw, LotteryGameCode } from '@orbit/contracts/lottery';
import { LOTTERY_GAME_CODES } from '@orbit/contracts/lottery';
import { commitServerSeed } from '@orbit/games/fair/commitment';
import { newServerSeed, nodeHash } from '@orbit/games/fair/node-crypto';
import { drawLottery } from '@orbit/games/lottery/draw';
import type { Database } from '../../../db/client.ts';
import { lotteryDraws } from '../../../db/schema/lottery.ts';
import { merchants } from '../../../db/schema/site.ts';
import type { Clock } from '../../../lib/clock.ts';
import { LOTTERY_SCHEDULES, plannedDraws, type CloseBefore } from './calendar.ts';
import type { DrawChange, DrawChangeSink } from './lottery-events.ts';

export type LotteryDrawRow = typeof lotteryDraws.$inferSelect;
export interface DrawMerchant {
  id: number;
  timeZone: string;
}

const REVEALED = ['drawn', 'settled'];

/** The columns a change of status reports: which merchant's draw moved (returned by the UPDATE itself, no read more). */
const MOVED = { merchantId: lotteryDraws.merchantId, gameCode: lotteryDraws.gameCode, drawId: lotteryDraws.drawId };
type Moved = { merchantId: number; gameCode: string; drawId: string };
const change =
  (type: DrawChange['type'], status: DrawChange['status']) =>
  (row: Moved): DrawChange => ({
    ...row,
    gameCode: row.gameCode as LotteryGameCode,
    type,
    status,
  });

export function createLotteryDraws(deps: { database: Database; clock: Clock; closeBefore: CloseBefore; onChanged?: DrawChangeSink }) {
  const { db } = deps.database;

  /** Inserts the calendar's next draws of every game for a merchant; draws already planned are left as they are. Answers how many were added. */
  async function planAhead(merchant: DrawMerchant, now: Date): Promise<number> {
    let added = 0;
    for (const gameCode of LOTTERY_GAME_CODES) {
      const rows = plannedDraws(gameCode, merchant.timeZone, now, deps.closeBefore).map((draw) => ({
        ...draw,
        merchantId: merchant.id,
        kind: 'regular',
        status: 'scheduled',
        ...newDrawSeed(),
        createdAt: now,
      }));
      const inserted = await db.insert(lotteryDraws).values(rows).onConflictDoNothing().returning({ id: lotteryDraws.id });
      added += inserted.length;
    }
    return added;
  }

  /** planAhead for every merchant (the planning job). */
  async function planAll(now: Date): Promise<{ merchants: number; added: number }> {
    const all = await db.select({ id: merchants.id, timeZone: merchants.timeZone }).from(merchants);
    let added = 0;
    for (const merchant of all) added += await planAhead(merchant, now);
    return { merchants: all.length, added };
  }

  /**
   * Opens, closes and draws every draw whose time has come, across merchants. Each draw is drawn by the one
   * caller whose UPDATE … WHERE status = 'closed' matched; the others skip it. Answers what moved, and
   * publishes each move (`onChanged`) as soon as its statement is done: opened, closed, then each draw drawn.
   */
  async function advance(now: Date): Promise<{ opened: number; closed: number; drawn: number; changes: DrawChange[] }> {
    const changes: DrawChange[] = [];
    const report = (moved: DrawChange[]) => {
      if (moved.length === 0) return;
      changes.push(...moved);
      deps.onChanged?.(moved);
    };
    const opened = await db
      .update(lotteryDraws)
      .set({ status: 'open' })
      .where(and(eq(lotteryDraws.status, 'scheduled'), lte(lotteryDraws.opensAt, now), gt(lotteryDraws.closesAt, now)))
      .returning(MOVED);
    report(opened.map(change('opened', 'open')));
    const closed = await db
      .update(lotteryDraws)
      .set({ status: 'closed' })
      .where(and(inArray(lotteryDraws.status, ['scheduled', 'open']), lte(lotteryDraws.closesAt, now)))
      .returning(MOVED);
    report(closed.map(change('closed', 'closed')));
    const due = await db
      .select()
      .from(lotteryDraws)
      .where(and(eq(lotteryDraws.status, 'closed'), lte(lotteryDraws.drawsAt, now)))
      .orderBy(asc(lotteryDraws.drawsAt), asc(lotteryDraws.id));
    let drawn = 0;
    for (const draw of due) {
      const result = drawLottery(LOTTERY_SCHEDULES[draw.gameCode as LotteryGameCode].kind, { serverSeed: draw.serverSeed, drawId: draw.drawId }, nodeHash);
      const moved = await db
        .update(lotteryDraws)
        .set({ status: 'drawn', result: result as unknown as Record<string, unknown>, drawnAt: now })
        .where(and(eq(lotteryDraws.id, draw.id), eq(lotteryDraws.status, 'closed')))
        .returning(MOVED);
      drawn += moved.length;
      report(moved.map(change('drawn', 'drawn')));
    }
    return { opened: opened.length, closed: closed.length, drawn, changes };
  }

  /** The settlement hook: drawn draws whose tickets are still to be settled, oldest first. */
  function drawsAwaitingSettlement(limit = 100): Promise<LotteryDrawRow[]> {
    return db.select().from(lotteryDraws).where(eq(lotteryDraws.status, 'drawn')).orderBy(asc(lotteryDraws.drawsAt)).limit(limit);
  }

  /** The next draw of a game: the earliest not yet drawn (nor voided) whose draw time is ahead. */
  async function nextDraw(merchantId: number, gameCode: LotteryGameCode): Promise<LotteryDraw | null> {
    const [draw] = await db
      .select()
      .from(lotteryDraws)
      .where(
        and(
          eq(lotteryDraws.merchantId, merchantId),
          eq(lotteryDraws.gameCode, gameCode),
          notInArray(lotteryDraws.status, [...REVEALED, 'voided']),
          gt(lotteryDraws.drawsAt, deps.clock.now()),
        ),
      )
      .orderBy(asc(lotteryDraws.drawsAt))
      .limit(1);
    return draw ? publicDraw(draw) : null;
  }

  /** Every draw of a game taking bets now (by time, as the ticket service decides), earliest first: what one order may name. */
  async function openForBets(merchantId: number, gameCode: LotteryGameCode): Promise<LotteryDraw[]> {
    const now = deps.clock.now();
    const rows = await db
      .select()
      .from(lotteryDraws)
      .where(
        and(
          eq(lotteryDraws.merchantId, merchantId),
          eq(lotteryDraws.gameCode, gameCode),
          notInArray(lotteryDraws.status, [...REVEALED, 'voided']),
          lte(lotteryDraws.opensAt, now),
          gt(lotteryDraws.closesAt, now),
        ),
      )
      .orderBy(asc(lotteryDraws.drawsAt))
      .limit(12);
    return rows.map(publicDraw);
  }

  /** The latest drawn results of a game, newest first. */
  async function recentResults(merchantId: number, gameCode: LotteryGameCode, limit: number): Promise<LotteryDraw[]> {
    const rows = await db
      .select()
      .from(lotteryDraws)
      .where(and(eq(lotteryDraws.merchantId, merchantId), eq(lotteryDraws.gameCode, gameCode), inArray(lotteryDraws.status, REVEALED)))
      .orderBy(desc(lotteryDraws.drawsAt))
      .limit(limit);
    return rows.map(publicDraw);
  }

  /** One pass (the loop's tick). */
  const tick = () => advance(deps.clock.now());

  /** Ticks every `everyMs` until stopped, one tick at a time; the stop waits for a tick under way. */
  function run(everyMs: number, log: { warn(obj: object, msg: string): void }) {
    let stopped = false;
    let timer: NodeJS.Timeout | undefined;
    let current: Promise<unknown> = Promise.resolve();
    const loop = () => {
      current = tick()
        .catch((error: unknown) => log.warn({ err: error }, 'lottery draw tick failed'))
        .finally(() => {
          if (!stopped) timer = setTimeout(loop, everyMs);
        });
    };
    timer = setTimeout(loop, everyMs);
    return async () => {
      stopped = true;
      clearTimeout(timer);
      await current;
    };
  }

  return { planAhead, planAll, advance, drawsAwaitingSettlement, nextDraw, openForBets, recentResults, tick, run };
}

/** A fresh server seed for a new draw (never reused) and its commitment, published from the draw's creation. */
export function newDrawSeed(): { serverSeed: string; commitment: string } {
  const serverSeed = newServerSeed();
  return { serverSeed, commitment: commitServerSeed(serverSeed, nodeHash) };
}

/** A draw as the public reads show it: the seed only once drawn, so the result cannot be known before. */
export function publicDraw(row: LotteryDrawRow): LotteryDraw {
  const revealed = REVEALED.includes(row.status);
  return {
    gameCode: row.gameCode as LotteryGameCode,
    lotteryKind: LOTTERY_SCHEDULES[row.gameCode as LotteryGameCode].kind,
    drawId: row.drawId,
    drawKind: row.kind,
    status: row.status as LotteryDraw['status'],
    opensAt: row.opensAt.toISOString(),
    closesAt: row.closesAt.toISOString(),
    drawsAt: row.drawsAt.toISOString(),
    commitment: row.commitment,
    serverSeed: revealed ? row.serverSeed : null,
    result: revealed ? row.result : null,
    drawnAt: row.drawnAt?.toISOString() ?? null,
  };
}

export type LotteryDraws = ReturnType<typeof createLotteryDraws>;
