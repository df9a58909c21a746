// The rebate runs' rows and the reads of the console and the member page (schema/rebates.ts).
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { rebateClaims, rebateLines, rebateRuns } from '../../db/schema/rebates.ts';
import type { Tx } from '../../db/client.ts';
import type { LineTotals } from './lines.repo.ts';

export type RunRow = typeof rebateRuns.$inferSelect;
export type NewRun = typeof rebateRuns.$inferInsert;

export async function insertRun(tx: Tx, run: NewRun): Promise<RunRow> {
  const [row] = await tx.insert(rebateRuns).values(run).returning();
  return row!;
}

export async function findRun(tx: Tx, merchantId: number, id: number): Promise<RunRow | undefined> {
  const [row] = await tx
    .select()
    .from(rebateRuns)
    .where(and(eq(rebateRuns.merchantId, merchantId), eq(rebateRuns.id, id)));
  return row;
}

export async function lockRun(tx: Tx, merchantId: number, id: number): Promise<RunRow | undefined> {
  const [row] = await tx
    .select()
    .from(rebateRuns)
    .where(and(eq(rebateRuns.merchantId, merchantId), eq(rebateRuns.id, id)))
    .for('update');
  return row;
}

export async function updateRun(tx: Tx, id: number, change: Partial<NewRun> & Partial<LineTotals>): Promise<RunRow> {
  const [row] = await tx.update(rebateRuns).set(change).where(eq(rebateRuns.id, id)).returning();
  return row!;
}

/** A new preview of a period replaces the period's runs not released yet: they can no longer be released. */
export async function supersedeOpenRuns(tx: Tx, merchantId: number, period: string, periodStart: string, exceptId: number): Promise<void> {
  await tx
    .update(rebateRuns)
    .set({ state: 'superseded' })
    .where(
      and(
        eq(rebateRuns.merchantId, merchantId),
        eq(rebateRuns.period, period),
        eq(rebateRuns.periodStart, periodStart),
        inArray(rebateRuns.state, ['previewed', 'held']),
        sql`${rebateRuns.id} <> ${exceptId}`,
      ),
    );
}

/** Whether the period has a run released or in hand (the job runs each closed period once; re-runs are the operators'). */
export async function periodHasRun(tx: Tx, merchantId: number, period: string, periodStart: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: rebateRuns.id })
    .from(rebateRuns)
    .where(
      and(
        eq(rebateRuns.merchantId, merchantId),
        eq(rebateRuns.period, period),
        eq(rebateRuns.periodStart, periodStart),
        inArray(rebateRuns.state, ['paid', 'accrued', 'held', 'previewed']),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function setLinesState(tx: Tx, runId: number, from: string, to: string): Promise<void> {
  await tx
    .update(rebateLines)
    .set({ state: to })
    .where(and(eq(rebateLines.runId, runId), eq(rebateLines.state, from)));
}

export async function listRuns(tx: Tx, merchantId: number, page: number, pageSize: number) {
  const items = await tx
    .select()
    .from(rebateRuns)
    .where(eq(rebateRuns.merchantId, merchantId))
    .orderBy(desc(rebateRuns.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [count] = await tx
    .select({ total: sql<number>`count(*)::int` })
    .from(rebateRuns)
    .where(eq(rebateRuns.merchantId, merchantId));
  return { items, total: Number(count?.total ?? 0) };
}

export async function listLines(tx: Tx, runId: number, page: number, pageSize: number) {
  const items = await tx
    .select()
    .from(rebateLines)
    .where(eq(rebateLines.runId, runId))
    .orderBy(desc(rebateLines.owed), desc(rebateLines.amount), rebateLines.memberId, rebateLines.category)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [count] = await tx
    .select({ total: sql<number>`count(*)::int` })
    .from(rebateLines)
    .where(eq(rebateLines.runId, runId));
  return { items, total: Number(count?.total ?? 0) };
}

/** The member's accrued lines, summed per category: what a claim would pay. */
export async function claimableOf(tx: Tx, merchantId: number, memberId: number) {
  return tx
    .select({ category: rebateLines.category, amount: sql<string>`sum(${rebateLines.owed})::text` })
    .from(rebateLines)
    .where(and(eq(rebateLines.merchantId, merchantId), eq(rebateLines.memberId, memberId), eq(rebateLines.state, 'accrued')))
    .groupBy(rebateLines.category)
    .orderBy(rebateLines.category);
}

/** The member's last 50 lines that paid, accrued or were claimed, newest period first. */
export async function historyOf(tx: Tx, merchantId: number, memberId: number) {
  return tx
    .select({
      periodStart: rebateLines.periodStart,
      periodEnd: rebateRuns.periodEnd,
      category: rebateLines.category,
      turnover: rebateLines.turnover,
      ratePpm: rebateLines.ratePpm,
      owed: rebateLines.owed,
      state: rebateLines.state,
      at: sql<Date>`coalesce(${rebateClaims.createdAt}, ${rebateRuns.releasedAt}, ${rebateRuns.createdAt})`,
    })
    .from(rebateLines)
    .innerJoin(rebateRuns, eq(rebateRuns.id, rebateLines.runId))
    .leftJoin(rebateClaims, eq(rebateClaims.id, rebateLines.claimId))
    .where(and(eq(rebateLines.merchantId, merchantId), eq(rebateLines.memberId, memberId), inArray(rebateLines.state, ['paid', 'accrued', 'claimed'])))
    .orderBy(desc(rebateLines.periodStart), desc(rebateLines.runId), rebateLines.category)
    .limit(50);
}

export type ClaimRow = typeof rebateClaims.$inferSelect;

/** Records a claim under its request id; undefined when the id is taken (the caller reads the first claim). */
export async function insertClaim(tx: Tx, claim: typeof rebateClaims.$inferInsert): Promise<ClaimRow | undefined> {
  const [row] = await tx.insert(rebateClaims).values(claim).onConflictDoNothing().returning();
  return row;
}

export async function claimByRequest(tx: Tx, merchantId: number, requestId: string): Promise<ClaimRow | undefined> {
  const [row] = await tx
    .select()
    .from(rebateClaims)
    .where(and(eq(rebateClaims.merchantId, merchantId), eq(rebateClaims.requestId, requestId)));
  return row;
}

/** Marks the member's accrued lines (of the categories, when named) claimed by the claim; answers their amounts. */
export async function takeAccrued(tx: Tx, claim: ClaimRow, categories: readonly string[] | undefined): Promise<bigint[]> {
  const rows = await tx
    .update(rebateLines)
    .set({ state: 'claimed', claimId: claim.id })
    .where(
      and(
        eq(rebateLines.merchantId, claim.merchantId),
        eq(rebateLines.memberId, claim.memberId),
        eq(rebateLines.state, 'accrued'),
        categories ? inArray(rebateLines.category, [...categories]) : undefined,
      ),
    )
    .returning({ owed: rebateLines.owed });
  return rows.map((row) => row.owed);
}

export async function finishClaim(tx: Tx, id: number, amount: bigint, lines: number): Promise<void> {
  await tx.update(rebateClaims).set({ amount, lines }).where(eq(rebateClaims.id, id));
}
