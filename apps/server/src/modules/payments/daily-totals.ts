// Daily totals for finance: deposits approved and withdrawals paid per calendar day in the merchant's time
// zone, deposits by method and withdrawals under the method "withdrawal", with the net (deposits −
// withdrawals). A deposit counts on the day it was approved, a withdrawal on the day it was paid (whatever
// the member later confirmed).
import { sql } from 'drizzle-orm';
import { ApiError } from '@orbit/contracts/envelope';
import { zonedDayStart } from '@orbit/contracts/format';
import { rowsOf, type Database } from '../../db/client.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import { showAmount } from '../wallet/money.ts';

/** The longest range one report covers. */
export const MAX_REPORT_DAYS = 92;
export const WITHDRAWAL_METHOD = 'withdrawal';
const PAID_WITHDRAWAL_STATUSES = ['paid', 'received', 'partially_received', 'not_received', 'auto_received'];

export type DailyTotals = ReturnType<typeof createDailyTotals>;

function nextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

export function createDailyTotals(deps: { database: Database }) {
  const db = deps.database.db;

  /**
   * The report for the days from `from` to `to`, both included.
   * @throws validation_failed (field to: before from, or more than MAX_REPORT_DAYS days)
   */
  async function report(merchant: ResolvedMerchant, from: string, to: string) {
    const start = zonedDayStart(from, merchant.timeZone);
    const end = zonedDayStart(nextDay(to), merchant.timeZone);
    if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || end <= start)
      throw new ApiError('validation_failed', 'The last day must not be before the first', { field: 'to' });
    if (Math.round((end.getTime() - start.getTime()) / 86_400_000) > MAX_REPORT_DAYS)
      throw new ApiError('validation_failed', `A report covers at most ${MAX_REPORT_DAYS} days`, { field: 'to' });
    const tz = merchant.timeZone;
    const [depositRows, withdrawalRows] = await Promise.all([
      db.execute(sql`
        SELECT to_char(decided_at AT TIME ZONE ${tz}::text, 'YYYY-MM-DD') AS day, method_name AS method, sum(amount)::text AS total, count(*)::int AS n
        FROM deposits
        WHERE merchant_id = ${merchant.id} AND status = 'approved' AND currency = ${merchant.currency}
          AND decided_at >= ${start.toISOString()}::timestamptz AND decided_at < ${end.toISOString()}::timestamptz
        GROUP BY 1, 2`),
      db.execute(sql`
        SELECT to_char(paid_at AT TIME ZONE ${tz}::text, 'YYYY-MM-DD') AS day, sum(amount)::text AS total, count(*)::int AS n
        FROM withdrawals
        WHERE merchant_id = ${merchant.id} AND currency = ${merchant.currency}
          AND status IN (${sql.join(
            PAID_WITHDRAWAL_STATUSES.map((s) => sql`${s}`),
            sql`, `,
          )})
          AND paid_at >= ${start.toISOString()}::timestamptz AND paid_at < ${end.toISOString()}::timestamptz
        GROUP BY 1`),
    ]);
    type Sum = { day: string; method?: string; total: string; n: number };
    const rows = [
      ...rowsOf<Sum>(depositRows).map((r) => ({
        day: r.day,
        method: r.method ?? '',
        deposits: BigInt(r.total),
        depositCount: Number(r.n),
        withdrawals: 0n,
        withdrawalCount: 0,
      })),
      ...rowsOf<Sum>(withdrawalRows).map((r) => ({
        day: r.day,
        method: WITHDRAWAL_METHOD,
        deposits: 0n,
        depositCount: 0,
        withdrawals: BigInt(r.total),
        withdrawalCount: Number(r.n),
      })),
    ].sort((a, b) => (a.day === b.day ? a.method.localeCompare(b.method) : a.day < b.day ? -1 : 1));
    const deposits = rows.reduce((sum, r) => sum + r.deposits, 0n);
    const withdrawals = rows.reduce((sum, r) => sum + r.withdrawals, 0n);
    const show = (minor: bigint) => showAmount(merchant, minor);
    return {
      rows: rows.map((r) => ({
        day: r.day,
        method: r.method,
        deposits: show(r.deposits),
        depositCount: r.depositCount,
        withdrawals: show(r.withdrawals),
        withdrawalCount: r.withdrawalCount,
        net: show(r.deposits - r.withdrawals),
      })),
      totals: { deposits: show(deposits), withdrawals: show(withdrawals), net: show(deposits - withdrawals) },
    };
  }

  return { report };
}
