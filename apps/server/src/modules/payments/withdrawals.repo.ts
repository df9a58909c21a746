// Queries on the withdrawals table. Every change of status is a conditional update on the status it starts
// from, so of two requests racing to move the same withdrawal only one finds it and moves money.
import { and, count, desc, eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import { OPEN_WITHDRAWAL_STATUSES, type WithdrawalQueueFilter, type WithdrawalStatus } from '@orbit/contracts/payments';
import { rowsOf, type Tx } from '../../db/client.ts';
import { withdrawals } from '../../db/schema/payments.ts';

export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type NewWithdrawal = typeof withdrawals.$inferInsert;

export interface Approval {
  operatorId: number;
  operator: string;
  at: string;
}

/** The next id of the withdrawals table: the order number is made from it before the row is written. */
export async function nextId(tx: Tx): Promise<number> {
  const result = await tx.execute(sql`SELECT nextval(pg_get_serial_sequence('withdrawals', 'id')) AS id`);
  const [row] = rowsOf<{ id: unknown }>(result);
  return Number(row?.id);
}

export async function insert(tx: Tx, row: NewWithdrawal): Promise<WithdrawalRow> {
  const [created] = await tx.insert(withdrawals).values(row).returning();
  if (!created) throw new Error('withdrawal not stored');
  return created;
}

export async function findByRequest(tx: Tx, merchantId: number, memberId: number, requestId: string): Promise<WithdrawalRow | undefined> {
  const [row] = await tx
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.merchantId, merchantId), eq(withdrawals.memberId, memberId), eq(withdrawals.requestId, requestId)));
  return row;
}

/** A withdrawal of the merchant (and of the member, when given), locked for the caller's transaction when `lock`. */
export async function findById(
  tx: Tx,
  merchantId: number,
  id: number,
  options: { memberId?: number; lock?: boolean } = {},
): Promise<WithdrawalRow | undefined> {
  const where = and(
    eq(withdrawals.merchantId, merchantId),
    eq(withdrawals.id, id),
    options.memberId === undefined ? undefined : eq(withdrawals.memberId, options.memberId),
  );
  const query = tx.select().from(withdrawals).where(where);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** Requests the member made since `since`, rejected ones aside (a rejection gives the member its turn back). */
export async function countSince(tx: Tx, merchantId: number, memberId: number, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(withdrawals)
    .where(
      and(eq(withdrawals.merchantId, merchantId), eq(withdrawals.memberId, memberId), gte(withdrawals.createdAt, since), ne(withdrawals.status, 'rejected')),
    );
  return row?.n ?? 0;
}

/** Moves a withdrawal from one of `from` to a new status with `values`; answers undefined when it was in none of them. */
export async function transition(
  tx: Tx,
  merchantId: number,
  id: number,
  from: readonly WithdrawalStatus[],
  values: Partial<NewWithdrawal>,
  extra?: SQL,
): Promise<WithdrawalRow | undefined> {
  const [row] = await tx
    .update(withdrawals)
    .set(values)
    .where(and(eq(withdrawals.merchantId, merchantId), eq(withdrawals.id, id), inArray(withdrawals.status, [...from]), extra))
    .returning();
  return row;
}

export async function page(
  tx: Tx,
  merchantId: number,
  filter: { memberId?: number | undefined; status?: WithdrawalQueueFilter | undefined; orderNo?: string | undefined },
  pageNo: number,
  pageSize: number,
) {
  const where = and(
    eq(withdrawals.merchantId, merchantId),
    filter.memberId === undefined ? undefined : eq(withdrawals.memberId, filter.memberId),
    filter.status === 'open' ? inArray(withdrawals.status, [...OPEN_WITHDRAWAL_STATUSES]) : filter.status ? eq(withdrawals.status, filter.status) : undefined,
    filter.orderNo ? eq(withdrawals.orderNo, filter.orderNo) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    tx
      .select()
      .from(withdrawals)
      .where(where)
      .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize),
    tx.select({ n: count() }).from(withdrawals).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Paid withdrawals of the member still waiting for its confirmation. */
export async function awaitingConfirmation(tx: Tx, merchantId: number, memberId: number): Promise<WithdrawalRow[]> {
  return tx
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.merchantId, merchantId), eq(withdrawals.memberId, memberId), eq(withdrawals.status, 'paid')))
    .orderBy(desc(withdrawals.paidAt));
}

/** Paid withdrawals whose confirmation time has passed count as received, at that time. */
export async function autoReceive(tx: Tx, now: Date): Promise<number> {
  const moved = await tx
    .update(withdrawals)
    .set({ status: 'auto_received', confirmedAt: sql`${withdrawals.confirmBy}`, amountReceived: sql`${withdrawals.amount}` })
    .where(and(eq(withdrawals.status, 'paid'), lte(withdrawals.confirmBy, now)))
    .returning({ id: withdrawals.id });
  return moved.length;
}
