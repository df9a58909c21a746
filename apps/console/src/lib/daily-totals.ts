// The daily totals grouped by day with a subtotal per day, added as exact minor units.
import { formatMinor } from '@orbit/contracts/money';
import { toMinor } from './amounts.ts';

/** The server lists paid withdrawals under this method name (they have no deposit method). */
export const WITHDRAWAL_METHOD = 'withdrawal';

export interface TotalsRow {
  day: string;
  method: string;
  deposits: string;
  depositCount: number;
  withdrawals: string;
  withdrawalCount: number;
  net: string;
}

export interface DayGroup {
  day: string;
  rows: TotalsRow[];
  deposits: string;
  depositCount: number;
  withdrawals: string;
  withdrawalCount: number;
  net: string;
}

/** Rows by day, newest day first, deposit methods in name order and withdrawals last; each day with its sums. */
export function groupByDay(rows: readonly TotalsRow[], exponent: number): DayGroup[] {
  const days = new Map<string, TotalsRow[]>();
  for (const row of rows) days.set(row.day, [...(days.get(row.day) ?? []), row]);
  const scale = (text: string) => Math.max(exponent, text.split('.')[1]?.length ?? 0);
  return [...days.entries()]
    .sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0))
    .map(([day, list]) => {
      const digits = Math.max(exponent, ...list.flatMap((row) => [scale(row.deposits), scale(row.withdrawals), scale(row.net)]));
      const sum = (pick: (row: TotalsRow) => string) =>
        formatMinor(
          list.reduce((total, row) => total + (toMinor(pick(row), digits) ?? 0n), 0n),
          digits,
        );
      return {
        day,
        // Deposit methods by name, the withdrawals' row last.
        rows: [...list].sort((a, b) => Number(a.method === WITHDRAWAL_METHOD) - Number(b.method === WITHDRAWAL_METHOD) || a.method.localeCompare(b.method)),
        deposits: sum((row) => row.deposits),
        depositCount: list.reduce((total, row) => total + row.depositCount, 0),
        withdrawals: sum((row) => row.withdrawals),
        withdrawalCount: list.reduce((total, row) => total + row.withdrawalCount, 0),
        net: sum((row) => row.net),
      };
    });
}
