// The agent applications table (db/schema/support.ts).
import { and, count, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { agentApplications } from '../../db/schema/support.ts';

export type ApplicationRow = typeof agentApplications.$inferSelect;

/** Inserts unless a pending application already has the username (or the reference clashes): then undefined. */
export async function insert(tx: Tx, row: typeof agentApplications.$inferInsert): Promise<ApplicationRow | undefined> {
  const [created] = await tx.insert(agentApplications).values(row).onConflictDoNothing().returning();
  return created;
}

export async function byReference(tx: Tx, merchantId: number, reference: string): Promise<ApplicationRow | undefined> {
  const [row] = await tx
    .select()
    .from(agentApplications)
    .where(and(eq(agentApplications.merchantId, merchantId), eq(agentApplications.reference, reference)));
  return row;
}

export async function byId(tx: Tx, merchantId: number, id: number, lock = false): Promise<ApplicationRow | undefined> {
  const query = tx
    .select()
    .from(agentApplications)
    .where(and(eq(agentApplications.merchantId, merchantId), eq(agentApplications.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function pendingWithUsername(tx: Tx, merchantId: number, username: string): Promise<boolean> {
  const rows = await tx
    .select({ id: agentApplications.id, username: agentApplications.username })
    .from(agentApplications)
    .where(and(eq(agentApplications.merchantId, merchantId), eq(agentApplications.status, 'pending')));
  return rows.some((row) => row.username.toLowerCase() === username.toLowerCase());
}

export async function decide(
  tx: Tx,
  id: number,
  decision: { status: 'approved' | 'rejected'; rejectReason: string | null; memberId: number | null; decidedBy: string; decidedAt: Date },
): Promise<ApplicationRow> {
  const [row] = await tx.update(agentApplications).set(decision).where(eq(agentApplications.id, id)).returning();
  return row!;
}

export async function page(tx: Tx, merchantId: number, status: string | undefined, pageNumber: number, pageSize: number) {
  const where = and(eq(agentApplications.merchantId, merchantId), status === undefined ? undefined : eq(agentApplications.status, status));
  const [total] = await tx.select({ n: count() }).from(agentApplications).where(where);
  const items = await tx
    .select()
    .from(agentApplications)
    .where(where)
    .orderBy(desc(agentApplications.id))
    .limit(pageSize)
    .offset((pageNumber - 1) * pageSize);
  return { items, total: total?.n ?? 0 };
}
