// Deposit rows: every query scoped by merchant; state changes are conditional on the status they start from.
import { and, count, desc, eq, gt, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { DEPOSIT_KINDS, DepositStatus } from '@orbit/contracts/payments';
import { rowsOf, type Tx } from '../../db/client.ts';
import { deposits } from '../../db/schema/payments.ts';

export type DepositRow = typeof deposits.$inferSelect;
export type NewDeposit = typeof deposits.$inferInsert;
export type DepositKind = (typeof DEPOSIT_KINDS)[number];

/** One operator's approval, as stored in the approvals column. */
export interface Approval {
  operatorId: number;
  operator: string;
  at: string;
}

/** The next id of the deposits table: the order number is made from it before the row is written. */
export async function nextId(tx: Tx): Promise<number> {
  const [row] = rowsOf<{ id: unknown }>(await tx.execute(sql`SELECT nextval(pg_get_serial_sequence('deposits', 'id')) AS id`));
  return Number(row?.id);
}

export async function insert(tx: Tx, row: NewDeposit): Promise<DepositRow> {
  const [created] = await tx.insert(deposits).values(row).returning();
  if (!created) throw new Error('deposit not inserted');
  return created;
}

export async function findByRequest(tx: Tx, merchantId: number, memberId: number, requestId: string): Promise<DepositRow | undefined> {
  const [row] = await tx
    .select()
    .from(deposits)
    .where(and(eq(deposits.merchantId, merchantId), eq(deposits.memberId, memberId), eq(deposits.requestId, requestId)));
  return row;
}

export async function findById(tx: Tx, merchantId: number, id: number, options: { lock?: boolean } = {}): Promise<DepositRow | undefined> {
  const query = tx
    .select()
    .from(deposits)
    .where(and(eq(deposits.merchantId, merchantId), eq(deposits.id, id)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function findByOrder(tx: Tx, merchantId: number, orderNo: string, options: { lock?: boolean } = {}): Promise<DepositRow | undefined> {
  const query = tx
    .select()
    .from(deposits)
    .where(and(eq(deposits.merchantId, merchantId), eq(deposits.orderNo, orderNo)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** Changes a deposit only while its status is one of `from`; answers the changed row, or undefined. */
export async function transition(tx: Tx, merchantId: number, id: number, from: DepositStatus[], values: Partial<NewDeposit>): Promise<DepositRow | undefined> {
  const [row] = await tx
    .update(deposits)
    .set(values)
    .where(and(eq(deposits.merchantId, merchantId), eq(deposits.id, id), inArray(deposits.status, from)))
    .returning();
  return row;
}

/** Records the gateway's payment id on an online deposit that has none yet. */
export async function setReference(tx: Tx, merchantId: number, id: number, reference: string): Promise<void> {
  await tx
    .update(deposits)
    .set({ reference })
    .where(and(eq(deposits.merchantId, merchantId), eq(deposits.id, id), isNull(deposits.reference)));
}

export async function page(
  tx: Tx,
  merchantId: number,
  filter: { memberId?: number | undefined; status?: DepositStatus | undefined; kind?: DepositKind | undefined; orderNo?: string | undefined },
  pageNumber: number,
  pageSize: number,
): Promise<{ rows: DepositRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [
    eq(deposits.merchantId, merchantId),
    filter.memberId !== undefined ? eq(deposits.memberId, filter.memberId) : undefined,
    filter.status ? eq(deposits.status, filter.status) : undefined,
    filter.kind ? eq(deposits.kind, filter.kind) : undefined,
    filter.orderNo ? eq(deposits.orderNo, filter.orderNo) : undefined,
  ];
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    tx
      .select()
      .from(deposits)
      .where(where)
      .orderBy(desc(deposits.createdAt), desc(deposits.id))
      .limit(pageSize)
      .offset((pageNumber - 1) * pageSize),
    tx.select({ n: count() }).from(deposits).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** What a member deposited (pending or approved) in the last 24 hours, 7 days and 30 days before `now`. */
export async function usage(tx: Tx, merchantId: number, memberId: number, now: Date): Promise<{ daily: bigint; weekly: bigint; monthly: bigint }> {
  const day = new Date(now.getTime() - 86_400_000);
  const week = new Date(now.getTime() - 7 * 86_400_000);
  const month = new Date(now.getTime() - 30 * 86_400_000);
  const [row] = await tx
    .select({
      daily: sql<string>`coalesce(sum(${deposits.amount}) FILTER (WHERE ${deposits.createdAt} > ${day.toISOString()}::timestamptz), 0)::text`,
      weekly: sql<string>`coalesce(sum(${deposits.amount}) FILTER (WHERE ${deposits.createdAt} > ${week.toISOString()}::timestamptz), 0)::text`,
      monthly: sql<string>`coalesce(sum(${deposits.amount}), 0)::text`,
    })
    .from(deposits)
    .where(
      and(
        eq(deposits.merchantId, merchantId),
        eq(deposits.memberId, memberId),
        inArray(deposits.status, ['pending', 'approved']),
        gt(deposits.createdAt, month),
      ),
    );
  return { daily: BigInt(row?.daily ?? '0'), weekly: BigInt(row?.weekly ?? '0'), monthly: BigInt(row?.monthly ?? '0') };
}

/** Online deposits still pending that were created before `before` become expired; answers how many. */
export async function expireOnline(tx: Tx, before: Date, now: Date): Promise<number> {
  const rows = await tx
    .update(deposits)
    .set({ status: 'expired', decidedAt: now })
    .where(and(eq(deposits.kind, 'online'), eq(deposits.status, 'pending'), lt(deposits.createdAt, before)))
    .returning({ id: deposits.id });
  return rows.length;
}
