import { and, count, desc, eq, asc, gt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { auditLog } from '../../db/schema/console.ts';

export type AuditRow = typeof auditLog.$inferSelect;

export async function lastHash(tx: Tx, merchantId: number): Promise<string | undefined> {
  const [row] = await tx.select({ hash: auditLog.hash }).from(auditLog).where(eq(auditLog.merchantId, merchantId)).orderBy(desc(auditLog.id)).limit(1);
  return row?.hash;
}

/** Serialises chain appends per merchant until the transaction ends. */
export async function lockChain(tx: Tx, merchantId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(4202612, ${merchantId})`);
}

export async function insertEntry(tx: Tx, values: typeof auditLog.$inferInsert): Promise<void> {
  await tx.insert(auditLog).values(values);
}

export async function page(tx: Tx, merchantId: number, options: { offset: number; limit: number; action?: string | undefined }) {
  const where = options.action
    ? and(eq(auditLog.merchantId, merchantId), sql`${auditLog.action} LIKE ${options.action.replace(/[%_\\]/g, '\\$&') + '%'}`)
    : eq(auditLog.merchantId, merchantId);
  const items = await tx.select().from(auditLog).where(where).orderBy(desc(auditLog.id)).offset(options.offset).limit(options.limit);
  const [total] = await tx.select({ n: count() }).from(auditLog).where(where);
  return { items, total: total?.n ?? 0 };
}

export async function batchAfter(tx: Tx, merchantId: number, afterId: number, limit: number): Promise<AuditRow[]> {
  return tx
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.merchantId, merchantId), gt(auditLog.id, afterId)))
    .orderBy(asc(auditLog.id))
    .limit(limit);
}
