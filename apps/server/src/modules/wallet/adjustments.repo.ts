// Queries of manual adjustments (manual_adjustments): applied at once, or held for a second operator.
import { and, asc, eq, gte, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { manualAdjustments } from '../../db/schema/wallet.ts';

export type AdjustmentRow = typeof manualAdjustments.$inferSelect;

/** Inserts the adjustment unless its requestId is known: no row back means a retry (or a racing twin). */
export async function insertOnce(tx: Tx, values: typeof manualAdjustments.$inferInsert): Promise<AdjustmentRow | undefined> {
  const [row] = await tx.insert(manualAdjustments).values(values).onConflictDoNothing().returning();
  return row;
}

export async function byRequestId(tx: Tx, merchantId: number, requestId: string): Promise<AdjustmentRow | undefined> {
  const [row] = await tx
    .select()
    .from(manualAdjustments)
    .where(and(eq(manualAdjustments.merchantId, merchantId), eq(manualAdjustments.requestId, requestId)))
    .limit(1);
  return row;
}

export async function byId(tx: Tx, merchantId: number, id: number): Promise<AdjustmentRow | undefined> {
  const [row] = await tx
    .select()
    .from(manualAdjustments)
    .where(and(eq(manualAdjustments.merchantId, merchantId), eq(manualAdjustments.id, id)))
    .limit(1);
  return row;
}

/** The adjustment, locked for the rest of the transaction so two decisions on it queue. */
export async function lock(tx: Tx, merchantId: number, id: number): Promise<AdjustmentRow | undefined> {
  const [row] = await tx
    .select()
    .from(manualAdjustments)
    .where(and(eq(manualAdjustments.merchantId, merchantId), eq(manualAdjustments.id, id)))
    .for('update')
    .limit(1);
  return row;
}

export async function decide(
  tx: Tx,
  id: number,
  decision: { status: 'applied' | 'rejected'; decidedBy: number; decidedByName: string; decidedAt: Date; transactionId?: number },
): Promise<AdjustmentRow> {
  const [row] = await tx
    .update(manualAdjustments)
    .set(decision)
    .where(and(eq(manualAdjustments.id, id), eq(manualAdjustments.status, 'pending')))
    .returning();
  if (!row) throw new Error(`adjustment ${id} was decided twice`);
  return row;
}

export async function pending(tx: Tx, merchantId: number): Promise<AdjustmentRow[]> {
  return tx
    .select()
    .from(manualAdjustments)
    .where(and(eq(manualAdjustments.merchantId, merchantId), eq(manualAdjustments.status, 'pending')))
    .orderBy(asc(manualAdjustments.id));
}

/** Did this operator make or confirm a credit to the member that was applied since `since`? */
export async function creditedBy(tx: Tx, merchantId: number, memberId: number, operatorId: number, since: Date): Promise<boolean> {
  const [row] = await tx
    .select({ one: sql<number>`1` })
    .from(manualAdjustments)
    .where(
      and(
        eq(manualAdjustments.merchantId, merchantId),
        eq(manualAdjustments.memberId, memberId),
        eq(manualAdjustments.status, 'applied'),
        eq(manualAdjustments.direction, 'credit'),
        gte(manualAdjustments.decidedAt, since),
        or(eq(manualAdjustments.requestedBy, operatorId), eq(manualAdjustments.decidedBy, operatorId)),
      ),
    )
    .limit(1);
  return row !== undefined;
}
