// The sell-out rule's book: lottery_exposure holds, per draw and bet key, the sum of the worst-case prizes of
// the lines sold on it (bet-lines.ts defines keys and liability). A sale reserves its liability with one
// conditional upsert per key, so however many sales run at once the row never passes the cap: PostgreSQL
// locks the row for the ON CONFLICT update and checks the WHERE on its latest value. A ticket that ends
// without a bet (refused, refunded) gives its reservation back.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { LotteryGameCode } from '@orbit/contracts/lottery';
import { oddsFromText } from '@orbit/games/lottery/odds-text';
import type { Tx } from '../../../db/client.ts';
import { lotteryDraws, lotteryExposure, lotteryTicketLines, lotteryTickets } from '../../../db/schema/lottery.ts';
import { ODDS_KIND_OF, priceLine, type GameOdds, type PricedLine } from './bet-lines.ts';
import type { TicketRow } from './tickets.view.ts';

/** The bet keys of some lines with their summed liability, in a fixed order (so concurrent sales lock keys in the same order). */
export function liabilityByKey(lines: readonly PricedLine[]): [string, bigint][] {
  const sum = new Map<string, bigint>();
  for (const line of lines) for (const [key, amount] of line.liability) sum.set(key, (sum.get(key) ?? 0n) + amount);
  return [...sum].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** A draw's stored odds (text, as copied from the settings at its first sale) as the maths' table. */
export function drawOdds<G extends LotteryGameCode>(gameCode: G, text: unknown): GameOdds<G> {
  const checked = oddsFromText(ODDS_KIND_OF[gameCode], text);
  // The odds were checked when the merchant saved them and copied unchanged: a failure here is a broken row.
  if (!checked.ok) throw new Error(`lottery draw odds of ${gameCode} are not a valid table: ${checked.error.field} ${checked.error.message}`);
  return checked.value as GameOdds<G>;
}

/**
 * Adds each key's liability to the draw's exposure unless that would take the key over `cap`. Answers the
 * first key that had no room (nothing is rolled back here: the caller's transaction is).
 */
export async function reserve(tx: Tx, drawRowId: number, keys: readonly [string, bigint][], cap: bigint): Promise<string | null> {
  for (const [betKey, liability] of keys) {
    if (liability > cap) return betKey;
    const [row] = await tx
      .insert(lotteryExposure)
      .values({ drawRowId, betKey, liability })
      .onConflictDoUpdate({
        target: [lotteryExposure.drawRowId, lotteryExposure.betKey],
        set: { liability: sql`${lotteryExposure.liability} + excluded.liability` },
        setWhere: sql`${lotteryExposure.liability} + excluded.liability <= ${cap}`,
      })
      .returning({ liability: lotteryExposure.liability });
    if (!row) return betKey;
  }
  return null;
}

/** The priced lines of a stored ticket, with its draw's odds (the same prices it was sold at). */
export async function pricedLinesOf(tx: Tx, ticket: TicketRow): Promise<PricedLine[]> {
  const [draw] = await tx.select({ odds: lotteryDraws.odds }).from(lotteryDraws).where(eq(lotteryDraws.id, ticket.drawRowId));
  const gameCode = ticket.gameCode as LotteryGameCode;
  const odds = drawOdds(gameCode, draw?.odds);
  const lines = await tx.select().from(lotteryTicketLines).where(eq(lotteryTicketLines.ticketId, ticket.id));
  return lines.map((line, index) => priceLine(gameCode, { betType: line.betType, numbers: line.selection.split(','), stake: line.stake }, index, odds));
}

/**
 * Ends an open ticket without a bet (`refused` or `refunded`) and gives its exposure back, in one
 * transaction; only the caller whose conditional update moved the ticket releases, so a sweep and a late
 * answer never release twice. `from` names the statuses the move may start from.
 */
export async function endWithoutBet(
  tx: Tx,
  ticket: TicketRow,
  to: 'refused' | 'refunded',
  values: { errorCode: string | null; settledAt: Date },
  from: readonly string[] = ['open'],
): Promise<TicketRow | null> {
  const [moved] = await tx
    .update(lotteryTickets)
    .set({ status: to, ...values })
    .where(and(eq(lotteryTickets.id, ticket.id), inArray(lotteryTickets.status, [...from])))
    .returning();
  if (!moved) return null;
  for (const [betKey, liability] of liabilityByKey(await pricedLinesOf(tx, moved))) {
    await tx
      .update(lotteryExposure)
      .set({ liability: sql`GREATEST(${lotteryExposure.liability} - ${liability}, 0)` })
      .where(and(eq(lotteryExposure.drawRowId, moved.drawRowId), eq(lotteryExposure.betKey, betKey)));
  }
  return moved;
}
