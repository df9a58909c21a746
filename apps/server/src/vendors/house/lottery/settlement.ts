// Settlement of drawn lottery draws (ADR 0018): every line's win computed set-based in the database
// from terms the games' maths gives per bet key (settlement-terms.ts), the tickets' wins summed, the draw
// moved to 'settled', all in one transaction; then the tickets' wins paid through the seamless wallet's batch
// credit (payouts.ts). A draw the server drew too late is voided instead when the merchant says so. Every step is a
// conditional update on a status, so a pass can run in several processes at once, or again after a crash.
import { performance } from 'node:perf_hooks';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { LotteryGameCode } from '@orbit/contracts/lottery';
import type { MissedDrawPolicy } from '@orbit/contracts/lottery-settings';
import { rowsOf, type Database } from '../../../db/client.ts';
import { lotteryDraws } from '../../../db/schema/lottery.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { ResolvedMerchant } from '../../../modules/site/site.types.ts';
import type { HouseWallet } from '../house-wallet.ts';
import { parseDrawOdds } from './draw-odds.ts';
import { createLotteryPayouts } from './payouts.ts';
import { PAY_BATCH_LINES } from './payouts-tickets.ts';
import { KEYS_FROM_LINES, winTerms, type BetKey } from './settlement-terms.ts';
import type { DrawChangeSink } from './lottery-events.ts';

/**
 * A draw drawn more than this long after its time was missed (the server was down at its time: the draws
 * loop draws within a second otherwise); the merchant's `lottery.missedDraws` says whether it is settled or
 * voided. A minute leaves room for a slow tick or a restart, and is far below the shortest gap a member
 * would notice on a fast game.
 */
export const MISSED_DRAW_AFTER_MS = 60_000;

/** How long a pass keeps paying (ms): the job runs every 5 s, and the other jobs wait while it runs. */
export const PAY_FOR_MS = 3000;

export type SettleOutcome =
  /** Lines and tickets settled, the draw moved to 'settled'. */
  | { outcome: 'settled'; lines: number; tickets: number; winningLines: number }
  /** Not a drawn draw (already settled or voided), or another process holds it right now. */
  | { outcome: 'skipped' };

export interface SettlementDeps {
  database: Database;
  clock: Clock;
  wallet: HouseWallet;
  merchantById: (id: number) => Promise<ResolvedMerchant | undefined>;
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
  /** Seamless rollbacks in flight at once while refunding a voided draw (default 16: measured faster than 8 and than 32, bench:lottery). */
  concurrency?: number;
  /** Lines per batch credit while paying (payouts-tickets.ts PAY_BATCH_LINES by default). */
  payBatchLines?: number;
  /** The wallet's game code of a lottery game code (the one its bets were debited under); the code itself by default. */
  walletGameCode?: (lotteryGameCode: LotteryGameCode) => string;
  /** Told of each draw settled, voided or paid, after the change committed (the lottery's event stream). */
  onChanged?: DrawChangeSink;
}

export function createLotterySettlement(deps: SettlementDeps) {
  const { db } = deps.database;
  const payouts = createLotteryPayouts(deps);

  /**
   * Settles a drawn draw: every line's win (0 for a loss), each debited ticket's win as the sum of its
   * lines (→ settled), the draw → settled; one transaction, taken by one caller at a time (the draw row is
   * locked with SKIP LOCKED, so a second caller skips instead of waiting). Settling again changes nothing.
   * The lines of a ticket still open (its bet's answer not back yet) are settled too: if the bet turns out
   * taken, the payout pass settles the ticket from them (payouts.ts, settleLate).
   * @throws DrawOddsError when the draw's odds cannot be read (the draw stays drawn; an operator must look)
   */
  async function settleDraw(drawRowId: number): Promise<SettleOutcome> {
    const { outcome, draw: moved } = await db.transaction(async (tx) => {
      const [draw] = await tx
        .select()
        .from(lotteryDraws)
        .where(and(eq(lotteryDraws.id, drawRowId), eq(lotteryDraws.status, 'drawn')))
        .for('update', { skipLocked: true });
      if (!draw?.result) return { outcome: { outcome: 'skipped' } as SettleOutcome, draw: null };

      const odds = parseDrawOdds(draw.gameCode as LotteryGameCode, draw.odds);
      const fromLines = KEYS_FROM_LINES[odds.kind];
      const present =
        fromLines.length === 0
          ? []
          : rowsOf<BetKey>(
              await tx.execute(sql`
                SELECT DISTINCT bet_type AS "betType", selection FROM lottery_ticket_lines
                WHERE draw_row_id = ${drawRowId} AND bet_type IN (${sql.join(
                  fromLines.map((type) => sql`${type}`),
                  sql`, `,
                )}) AND win IS NULL`),
            );
      const terms = winTerms(odds, draw.result, present);
      const termsJson = JSON.stringify(terms.map((t) => ({ t: t.betType, s: t.selection, n: t.numerator.toString(), d: t.denominator.toString() })));

      // Winners first (few rows, exact numeric arithmetic so no stake can overflow), then every line still
      // without a win lost. Each line is written once; lines settled by an earlier pass are not touched.
      const won = await tx.execute(sql`
        UPDATE lottery_ticket_lines l SET win = div(l.stake::numeric * k.n, k.d)::bigint
        FROM jsonb_to_recordset(${termsJson}::jsonb) AS k(t text, s text, n numeric, d numeric)
        WHERE l.draw_row_id = ${drawRowId} AND l.bet_type = k.t AND l.selection = k.s AND l.win IS NULL`);
      const lost = await tx.execute(sql`UPDATE lottery_ticket_lines SET win = 0 WHERE draw_row_id = ${drawRowId} AND win IS NULL`);
      const now = deps.clock.now().toISOString();
      const tickets = await tx.execute(sql`
        UPDATE lottery_tickets t SET status = 'settled', win = s.win, settled_at = ${now}::timestamptz
        FROM (SELECT ticket_id, sum(win)::bigint AS win FROM lottery_ticket_lines WHERE draw_row_id = ${drawRowId} GROUP BY ticket_id) s
        WHERE t.id = s.ticket_id AND t.draw_row_id = ${drawRowId} AND t.status = 'debited'`);
      await tx
        .update(lotteryDraws)
        .set({ status: 'settled', settledAt: new Date(now) })
        .where(and(eq(lotteryDraws.id, drawRowId), eq(lotteryDraws.status, 'drawn')));
      const winningLines = affected(won);
      const outcome: SettleOutcome = { outcome: 'settled', lines: winningLines + affected(lost), tickets: affected(tickets), winningLines };
      return { outcome, draw };
    });
    if (moved)
      deps.onChanged?.([
        { merchantId: moved.merchantId, gameCode: moved.gameCode as LotteryGameCode, drawId: moved.drawId, type: 'settled', status: 'settled' },
      ]);
    return outcome;
  }

  /** Drawn draws waiting for settlement, oldest first. */
  const drawnDraws = (limit: number) =>
    db.select().from(lotteryDraws).where(eq(lotteryDraws.status, 'drawn')).orderBy(asc(lotteryDraws.drawsAt), asc(lotteryDraws.id)).limit(limit);

  async function missedDrawPolicy(merchantId: number): Promise<MissedDrawPolicy> {
    const merchant = await deps.merchantById(merchantId);
    return merchant?.settings.lottery.missedDraws ?? 'draw';
  }

  /**
   * One pass of the settlement job: settles (or, for a missed draw under the void policy, voids) up to
   * `drawLimit` drawn draws, then pays settled tickets and hands back the stakes of voided draws' tickets, a
   * page of `payLimit` at a time for about `payForMs` (the next pass goes on: the job runner runs its jobs one
   * after the other, so a pass must not hold the others back for long). Answers what it did.
   */
  async function pass(options: { drawLimit?: number; payLimit?: number; payForMs?: number } = {}) {
    let settled = 0;
    let voided = 0;
    let failed = 0;
    for (const draw of await drawnDraws(options.drawLimit ?? 100)) {
      try {
        const late = draw.drawnAt && draw.drawnAt.getTime() - draw.drawsAt.getTime() > MISSED_DRAW_AFTER_MS;
        if (late && (await missedDrawPolicy(draw.merchantId)) === 'void') {
          if ((await payouts.voidDraw(draw.id, 'missed_draw')).voided) voided++;
          continue;
        }
        if ((await settleDraw(draw.id)).outcome === 'settled') settled++;
      } catch (error) {
        failed++;
        deps.log.warn({ err: error, drawId: draw.drawId, gameCode: draw.gameCode }, 'lottery settlement: a draw could not be settled');
      }
    }
    // A budget of work, not a time of the business: the real time elapsed, whatever the clock says.
    const until = performance.now() + (options.payForMs ?? PAY_FOR_MS);
    const money = { paid: 0, refunded: 0, left: 0 };
    for (;;) {
      const page = await payouts.moveMoney(options.payLimit ?? PAY_BATCH_LINES);
      money.paid += page.paid;
      money.refunded += page.refunded;
      money.left = page.left;
      if (page.paid + page.refunded === 0 || performance.now() >= until) break;
    }
    return { settled, voided, failed, ...money };
  }

  return { settleDraw, pass, voidDraw: payouts.voidDraw, moveMoney: payouts.moveMoney };
}

/** Rows an UPDATE changed, whichever engine answered. */
function affected(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return Number(r.rowCount ?? r.affectedRows ?? 0);
}
