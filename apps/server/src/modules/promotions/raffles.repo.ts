// The raffle tables (db/schema/promotions.ts; docs/promotions.md, Raffles): a raffle's terms and draw, the events
// that earn its entries, and its winners. The raffle row is the lock: entries are written under FOR SHARE of an
// open raffle, the draw takes it FOR UPDATE, so an entry is either in the draw or refused, never counted after.
import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { promotionRaffleEntries, promotionRaffles, promotionRaffleWinners, promotions } from '../../db/schema/promotions.ts';

export type RaffleRow = typeof promotionRaffles.$inferSelect;
export type WinnerRow = typeof promotionRaffleWinners.$inferSelect;

export async function raffleOf(tx: Tx, merchantId: number, promotionId: number, lock?: 'update' | 'share'): Promise<RaffleRow | undefined> {
  const query = tx
    .select()
    .from(promotionRaffles)
    .where(and(eq(promotionRaffles.merchantId, merchantId), eq(promotionRaffles.promotionId, promotionId)));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

export async function rafflesOf(tx: Tx, merchantId: number): Promise<Map<number, RaffleRow>> {
  const rows = await tx.select().from(promotionRaffles).where(eq(promotionRaffles.merchantId, merchantId));
  return new Map(rows.map((row) => [row.promotionId, row]));
}

export async function insertRaffle(tx: Tx, row: typeof promotionRaffles.$inferInsert) {
  await tx.insert(promotionRaffles).values(row);
}

export async function updateRaffle(tx: Tx, promotionId: number, change: Partial<typeof promotionRaffles.$inferInsert>) {
  await tx.update(promotionRaffles).set(change).where(eq(promotionRaffles.promotionId, promotionId));
}

/**
 * The merchant's published raffles of a basis taking entries now, locked FOR SHARE: a draw waits for the entry,
 * and an entry that waited for a draw finds the raffle no longer open (the row is read again after the wait).
 */
export async function openRaffles(tx: Tx, merchantId: number, basis: string, now: Date): Promise<RaffleRow[]> {
  const rows = await tx
    .select({ raffle: promotionRaffles })
    .from(promotionRaffles)
    .innerJoin(promotions, eq(promotions.id, promotionRaffles.promotionId))
    .where(
      and(
        eq(promotionRaffles.merchantId, merchantId),
        eq(promotionRaffles.entryBasis, basis),
        eq(promotionRaffles.state, 'open'),
        gt(promotionRaffles.drawsAt, now),
        eq(promotions.state, 'published'),
        sql`(${promotions.startsAt} IS NULL OR ${promotions.startsAt} <= ${now})`,
      ),
    )
    .orderBy(asc(promotionRaffles.promotionId))
    .for('share', { of: promotionRaffles });
  return rows.map((row) => row.raffle);
}

/** Records one event that counts; the same event again changes nothing. */
export async function insertEntry(tx: Tx, row: typeof promotionRaffleEntries.$inferInsert): Promise<boolean> {
  const inserted = await tx.insert(promotionRaffleEntries).values(row).onConflictDoNothing().returning({ id: promotionRaffleEntries.id });
  return inserted.length > 0;
}

/**
 * Brings the raffle's turnover events up to member_turnover (the wallet's, read as ADR 0023 allows): one event
 * per member and merchant-calendar day in the window, raised to the day's valid turnover.
 */
export async function refreshTurnover(tx: Tx, raffle: RaffleRow, days: { from: string; to: string }, now: Date) {
  await tx.execute(sql`
    INSERT INTO promotion_raffle_entries (merchant_id, promotion_id, member_id, source, source_ref, amount, created_at)
    SELECT t.merchant_id, ${raffle.promotionId}::int, t.member_id, 'turnover', 'day:' || t.day::text, sum(t.valid_turnover)::bigint, ${now}::timestamptz
    FROM member_turnover t
    WHERE t.merchant_id = ${raffle.merchantId} AND t.day BETWEEN ${days.from}::date AND ${days.to}::date
    GROUP BY t.merchant_id, t.member_id, t.day
    HAVING sum(t.valid_turnover) > 0
    ON CONFLICT (promotion_id, member_id, source, source_ref)
    DO UPDATE SET amount = GREATEST(promotion_raffle_entries.amount, EXCLUDED.amount)`);
}

/** What each member has counted towards the raffle, in member order. */
export async function countedByMember(tx: Tx, promotionId: number, memberId?: number): Promise<{ memberId: number; counted: bigint }[]> {
  const rows = await tx
    .select({ memberId: promotionRaffleEntries.memberId, counted: sql<string>`sum(${promotionRaffleEntries.amount})::text` })
    .from(promotionRaffleEntries)
    .where(and(eq(promotionRaffleEntries.promotionId, promotionId), memberId === undefined ? undefined : eq(promotionRaffleEntries.memberId, memberId)))
    .groupBy(promotionRaffleEntries.memberId)
    .orderBy(asc(promotionRaffleEntries.memberId));
  return rows.map((row) => ({ memberId: row.memberId, counted: BigInt(row.counted) }));
}

/** Published raffles of any merchant whose draw time has come and that are not drawn yet, oldest first. */
export async function dueRaffles(tx: Tx, now: Date, limit: number): Promise<{ merchantId: number; promotionId: number }[]> {
  return tx
    .select({ merchantId: promotionRaffles.merchantId, promotionId: promotionRaffles.promotionId })
    .from(promotionRaffles)
    .innerJoin(promotions, eq(promotions.id, promotionRaffles.promotionId))
    .where(and(eq(promotionRaffles.state, 'open'), lte(promotionRaffles.drawsAt, now), eq(promotions.state, 'published')))
    .orderBy(asc(promotionRaffles.drawsAt), asc(promotionRaffles.promotionId))
    .limit(limit);
}

export async function insertWinners(tx: Tx, rows: (typeof promotionRaffleWinners.$inferInsert)[]) {
  if (rows.length > 0) await tx.insert(promotionRaffleWinners).values(rows);
}

export async function winnersOf(tx: Tx, promotionId: number): Promise<WinnerRow[]> {
  return tx.select().from(promotionRaffleWinners).where(eq(promotionRaffleWinners.promotionId, promotionId)).orderBy(asc(promotionRaffleWinners.place));
}

export async function winnerOf(tx: Tx, merchantId: number, promotionId: number, memberId: number, lock = false): Promise<WinnerRow | undefined> {
  const query = tx
    .select()
    .from(promotionRaffleWinners)
    .where(
      and(
        eq(promotionRaffleWinners.merchantId, merchantId),
        eq(promotionRaffleWinners.promotionId, promotionId),
        eq(promotionRaffleWinners.memberId, memberId),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function setWinnerClaim(tx: Tx, promotionId: number, place: number, claimId: number, at: Date) {
  await tx
    .update(promotionRaffleWinners)
    .set({ claimId, claimedAt: at })
    .where(and(eq(promotionRaffleWinners.promotionId, promotionId), eq(promotionRaffleWinners.place, place), isNull(promotionRaffleWinners.claimId)));
}

/** The member's won places, every raffle, newest first. */
export async function winsOfMember(tx: Tx, merchantId: number, memberId: number): Promise<WinnerRow[]> {
  return tx
    .select()
    .from(promotionRaffleWinners)
    .where(and(eq(promotionRaffleWinners.merchantId, merchantId), eq(promotionRaffleWinners.memberId, memberId)))
    .orderBy(sql`${promotionRaffleWinners.createdAt} DESC`);
}

/** Open turnover raffles of every merchant still taking entries (each is locked again in its own transaction). */
export async function openTurnoverRaffles(tx: Tx, now: Date): Promise<{ merchantId: number; promotionId: number }[]> {
  return tx
    .select({ merchantId: promotionRaffles.merchantId, promotionId: promotionRaffles.promotionId })
    .from(promotionRaffles)
    .innerJoin(promotions, eq(promotions.id, promotionRaffles.promotionId))
    .where(
      and(
        eq(promotionRaffles.entryBasis, 'valid_turnover'),
        eq(promotionRaffles.state, 'open'),
        gt(promotionRaffles.drawsAt, now),
        eq(promotions.state, 'published'),
      ),
    )
    .orderBy(asc(promotionRaffles.promotionId))
    .limit(200);
}
