import { and, asc, count, desc, eq, gt, isNull, lt, max, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { consoleNotices, operatorKnownIps, operatorLoginFailures, operators, operatorSessions } from '../../db/schema/console.ts';

export type OperatorRow = typeof operators.$inferSelect;

export async function findByUsername(tx: Tx, merchantId: number, username: string): Promise<OperatorRow | undefined> {
  const [row] = await tx
    .select()
    .from(operators)
    .where(and(eq(operators.merchantId, merchantId), eq(operators.username, username)))
    .limit(1);
  return row;
}

export async function findById(tx: Tx, merchantId: number, id: number): Promise<OperatorRow | undefined> {
  const [row] = await tx
    .select()
    .from(operators)
    .where(and(eq(operators.merchantId, merchantId), eq(operators.id, id)))
    .limit(1);
  return row;
}

export async function lockById(tx: Tx, merchantId: number, id: number): Promise<OperatorRow | undefined> {
  const [row] = await tx
    .select()
    .from(operators)
    .where(and(eq(operators.merchantId, merchantId), eq(operators.id, id)))
    .for('update')
    .limit(1);
  return row;
}

export async function findByEnrolmentHash(tx: Tx, merchantId: number, hash: string): Promise<OperatorRow | undefined> {
  const [row] = await tx
    .select()
    .from(operators)
    .where(and(eq(operators.merchantId, merchantId), eq(operators.totpEnrolmentHash, hash)))
    .for('update')
    .limit(1);
  return row;
}

export async function listAll(tx: Tx, merchantId: number): Promise<OperatorRow[]> {
  return tx.select().from(operators).where(eq(operators.merchantId, merchantId)).orderBy(asc(operators.id));
}

export async function countActiveOwners(tx: Tx, merchantId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(operators)
    .where(and(eq(operators.merchantId, merchantId), eq(operators.role, 'owner'), eq(operators.disabled, false)));
  return row?.n ?? 0;
}

export async function insert(tx: Tx, values: typeof operators.$inferInsert): Promise<OperatorRow> {
  const [row] = await tx.insert(operators).values(values).onConflictDoNothing().returning();
  if (!row) throw Object.assign(new Error('username taken'), { taken: true });
  return row;
}

export async function update(tx: Tx, id: number, values: Partial<typeof operators.$inferInsert>): Promise<OperatorRow> {
  const [row] = await tx.update(operators).set(values).where(eq(operators.id, id)).returning();
  if (!row) throw new Error(`operator ${id} vanished`);
  return row;
}

/** Accepts a TOTP step only once: the update matches only while the step is newer than the last one used. */
export async function claimTotpStep(tx: Tx, id: number, step: number, extra: Partial<typeof operators.$inferInsert> = {}): Promise<boolean> {
  const rows = await tx
    .update(operators)
    .set({ totpLastStep: step, ...extra })
    .where(and(eq(operators.id, id), or(isNull(operators.totpLastStep), lt(operators.totpLastStep, step))))
    .returning({ id: operators.id });
  return rows.length === 1;
}

export async function recordFailure(tx: Tx, merchantId: number, username: string, ip: string | null, at: Date): Promise<void> {
  await tx.insert(operatorLoginFailures).values({ merchantId, username, ip, at });
}

/** Failures in the window for the username: from everywhere, from this address, and the newest one's time. */
export async function failureCounts(tx: Tx, merchantId: number, username: string, ip: string, since: Date) {
  const [row] = await tx
    .select({
      username: count(),
      fromIp: sql<number>`count(*) FILTER (WHERE ${operatorLoginFailures.ip} = ${ip})`.mapWith(Number),
      lastAt: max(operatorLoginFailures.at),
    })
    .from(operatorLoginFailures)
    .where(and(eq(operatorLoginFailures.merchantId, merchantId), eq(operatorLoginFailures.username, username), gt(operatorLoginFailures.at, since)));
  return { username: row?.username ?? 0, fromIp: row?.fromIp ?? 0, lastAt: row?.lastAt ? new Date(row.lastAt) : null };
}

export async function isKnownIp(tx: Tx, merchantId: number, operatorId: number, ip: string): Promise<boolean> {
  const [row] = await tx
    .select({ ip: operatorKnownIps.ip })
    .from(operatorKnownIps)
    .where(and(eq(operatorKnownIps.merchantId, merchantId), eq(operatorKnownIps.operatorId, operatorId), eq(operatorKnownIps.ip, ip)))
    .limit(1);
  return row !== undefined;
}

export async function rememberIp(tx: Tx, operator: { id: number; merchantId: number }, ip: string, now: Date): Promise<void> {
  await tx.insert(operatorKnownIps).values({ merchantId: operator.merchantId, operatorId: operator.id, ip, firstSeenAt: now }).onConflictDoNothing();
}

/** Adds a notice unless the same kind, subject and bucket has one; answers whether it was added. */
export async function insertNotice(tx: Tx, values: typeof consoleNotices.$inferInsert): Promise<boolean> {
  const rows = await tx.insert(consoleNotices).values(values).onConflictDoNothing().returning({ id: consoleNotices.id });
  return rows.length > 0;
}

export async function recentNotices(tx: Tx, merchantId: number, since: Date) {
  return tx
    .select()
    .from(consoleNotices)
    .where(and(eq(consoleNotices.merchantId, merchantId), gt(consoleNotices.createdAt, since)))
    .orderBy(desc(consoleNotices.createdAt))
    .limit(50);
}

export async function insertSession(tx: Tx, values: typeof operatorSessions.$inferInsert): Promise<void> {
  await tx.insert(operatorSessions).values(values);
}

export async function findLiveSession(tx: Tx, tokenHash: string, now: Date) {
  const [row] = await tx
    .select({ session: operatorSessions, operator: operators })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(and(eq(operatorSessions.tokenHash, tokenHash), isNull(operatorSessions.revokedAt), gt(operatorSessions.expiresAt, now)))
    .limit(1);
  return row;
}

/** When each operator of the merchant last used a live session (sessions are touched at most once a minute). */
export async function lastSeenByOperator(tx: Tx, merchantId: number, now: Date): Promise<Map<number, Date>> {
  const rows = await tx
    .select({ id: operatorSessions.operatorId, at: max(operatorSessions.lastSeenAt) })
    .from(operatorSessions)
    .where(and(eq(operatorSessions.merchantId, merchantId), isNull(operatorSessions.revokedAt), gt(operatorSessions.expiresAt, now)))
    .groupBy(operatorSessions.operatorId);
  return new Map(rows.flatMap((row) => (row.at ? [[row.id, row.at] as const] : [])));
}

export async function touchSession(tx: Tx, tokenHash: string, now: Date): Promise<void> {
  await tx.update(operatorSessions).set({ lastSeenAt: now }).where(eq(operatorSessions.tokenHash, tokenHash));
}

export async function revokeSession(tx: Tx, tokenHash: string, now: Date): Promise<void> {
  await tx
    .update(operatorSessions)
    .set({ revokedAt: now })
    .where(and(eq(operatorSessions.tokenHash, tokenHash), isNull(operatorSessions.revokedAt)));
}

export async function revokeAllOf(tx: Tx, operatorId: number, now: Date): Promise<void> {
  await tx
    .update(operatorSessions)
    .set({ revokedAt: now })
    .where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt)));
}

/** Removes sessions dead for a day and login failures older than a day. Answers how many rows went. */
export async function pruneDead(tx: Tx, before: Date): Promise<number> {
  const sessions = await tx
    .delete(operatorSessions)
    .where(or(lt(operatorSessions.expiresAt, before), lt(operatorSessions.revokedAt, before)))
    .returning({ t: operatorSessions.tokenHash });
  const failures = await tx.delete(operatorLoginFailures).where(lt(operatorLoginFailures.at, before)).returning({ id: operatorLoginFailures.id });
  return sessions.length + failures.length;
}
