// Queries of redeem codes (docs/promotions.md, Redeem codes): batches, their codes with uses, and members' failed
// attempts (the guessing limit).
import { and, asc, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { promotionClaims, promotionRedeemBatches, promotionRedeemCodes, promotionRedeemFailures } from '../../db/schema/promotions.ts';

export type BatchRow = typeof promotionRedeemBatches.$inferSelect;
export type CodeRow = typeof promotionRedeemCodes.$inferSelect;

export async function insertBatch(tx: Tx, values: typeof promotionRedeemBatches.$inferInsert): Promise<BatchRow> {
  const [row] = await tx.insert(promotionRedeemBatches).values(values).returning();
  if (!row) throw new Error('redeem batch not inserted');
  return row;
}

/** Inserts codes; a code already taken at the merchant is skipped. Answers the codes inserted. */
export async function insertCodes(tx: Tx, rows: (typeof promotionRedeemCodes.$inferInsert)[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await tx.insert(promotionRedeemCodes).values(rows).onConflictDoNothing().returning({ code: promotionRedeemCodes.code });
  return inserted.map((row) => row.code);
}

export async function batches(tx: Tx, merchantId: number, promotionId?: number): Promise<BatchRow[]> {
  return tx
    .select()
    .from(promotionRedeemBatches)
    .where(and(eq(promotionRedeemBatches.merchantId, merchantId), promotionId === undefined ? undefined : eq(promotionRedeemBatches.promotionId, promotionId)))
    .orderBy(desc(promotionRedeemBatches.id))
    .limit(200);
}

export async function batchById(tx: Tx, merchantId: number, id: number): Promise<BatchRow | undefined> {
  const [row] = await tx
    .select()
    .from(promotionRedeemBatches)
    .where(and(eq(promotionRedeemBatches.merchantId, merchantId), eq(promotionRedeemBatches.id, id)));
  return row;
}

/** Per batch: its redemptions so far, and its first code (the shared code of a shared batch). */
export async function batchUses(tx: Tx, batchIds: readonly number[]): Promise<Map<number, { used: number; first: string }>> {
  if (batchIds.length === 0) return new Map();
  const rows = await tx
    .select({
      batchId: promotionRedeemCodes.batchId,
      used: sql<number>`sum(${promotionRedeemCodes.uses})::int`.mapWith(Number),
      first: sql<string>`min(${promotionRedeemCodes.code})`,
    })
    .from(promotionRedeemCodes)
    .where(inArray(promotionRedeemCodes.batchId, [...batchIds]))
    .groupBy(promotionRedeemCodes.batchId);
  return new Map(rows.map((row) => [row.batchId, { used: row.used, first: row.first }]));
}

export async function codesOf(tx: Tx, batchId: number): Promise<CodeRow[]> {
  return tx.select().from(promotionRedeemCodes).where(eq(promotionRedeemCodes.batchId, batchId)).orderBy(asc(promotionRedeemCodes.id));
}

export async function codeByText(tx: Tx, merchantId: number, code: string): Promise<CodeRow | undefined> {
  const [row] = await tx
    .select()
    .from(promotionRedeemCodes)
    .where(and(eq(promotionRedeemCodes.merchantId, merchantId), eq(promotionRedeemCodes.code, code)));
  return row;
}

export async function codeById(tx: Tx, id: number, lock = false): Promise<CodeRow | undefined> {
  const query = tx.select().from(promotionRedeemCodes).where(eq(promotionRedeemCodes.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Counts one redemption; false when the code has none left (the CHECK stands behind this too). */
export async function useCode(tx: Tx, id: number): Promise<boolean> {
  const rows = await tx
    .update(promotionRedeemCodes)
    .set({ uses: sql`${promotionRedeemCodes.uses} + 1` })
    .where(and(eq(promotionRedeemCodes.id, id), lt(promotionRedeemCodes.uses, promotionRedeemCodes.maxUses)))
    .returning({ id: promotionRedeemCodes.id });
  return rows.length === 1;
}

/** The member's redemption of this code, if any. */
export async function redemptionOf(tx: Tx, codeId: number, memberId: number) {
  const [row] = await tx
    .select({ id: promotionClaims.id })
    .from(promotionClaims)
    .where(and(eq(promotionClaims.redeemCodeId, codeId), eq(promotionClaims.memberId, memberId)));
  return row;
}

export async function failuresSince(tx: Tx, merchantId: number, memberId: number, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(promotionRedeemFailures)
    .where(and(eq(promotionRedeemFailures.merchantId, merchantId), eq(promotionRedeemFailures.memberId, memberId), gte(promotionRedeemFailures.at, since)));
  return row?.n ?? 0;
}

export async function recordFailure(tx: Tx, merchantId: number, memberId: number, at: Date): Promise<void> {
  await tx.insert(promotionRedeemFailures).values({ merchantId, memberId, at });
}

export async function pruneFailures(tx: Tx, before: Date): Promise<number> {
  const gone = await tx.delete(promotionRedeemFailures).where(lt(promotionRedeemFailures.at, before)).returning({ id: promotionRedeemFailures.id });
  return gone.length;
}
