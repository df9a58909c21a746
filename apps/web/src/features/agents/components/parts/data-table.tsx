// A list of records: a table on a wide screen (scrolling sideways if it must), a stack of cards on a phone
// where each card reads "label: value"; an optional totals row on both.
import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export interface Column<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  align?: 'start' | 'end';
  /** The card's title on a phone (the username, say). */
  primary?: boolean;
}

interface DataTableProps<Row> {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Values of the totals row, by column key; the first column's cell says "Total". */
  totals?: Partial<Record<string, ReactNode>>;
  totalsLabel?: string;
  /** Something under a row (expanded details), full width. */
  below?: (row: Row) => ReactNode;
  testId?: string;
  busy?: boolean;
}

export function DataTable<Row>({ columns, rows, rowKey, totals, totalsLabel, below, testId, busy = false }: DataTableProps<Row>) {
  const primary = columns.find((column) => column.primary) ?? columns[0];
  const rest = columns.filter((column) => column !== primary);
  return (
    <div data-testid={testId} aria-busy={busy || undefined} className={clsx('transition-opacity', busy && 'opacity-60')}>
      <div className="overflow-x-auto rounded-xl border border-border max-lg:hidden">
        <table className="w-full text-sm">
          <thead className="bg-surface-raised/50 text-xs text-text-muted">
            <tr>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className={clsx('px-3 py-2.5 font-medium whitespace-nowrap', column.align === 'end' ? 'text-end' : 'text-start')}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const extra = below?.(row);
              return (
                <RowGroup key={rowKey(row)}>
                  <tr className="border-t border-border/70 align-top hover:bg-surface-raised/30">
                    {columns.map((column) => (
                      <td key={column.key} className={clsx('px-3 py-2.5', column.align === 'end' ? 'text-end' : 'text-start')}>
                        {column.cell(row)}
                      </td>
                    ))}
                  </tr>
                  {extra ? (
                    <tr className="bg-background/40">
                      <td colSpan={columns.length} className="px-3 pb-3">
                        {extra}
                      </td>
                    </tr>
                  ) : null}
                </RowGroup>
              );
            })}
          </tbody>
          {totals ? (
            <tfoot className="border-t-2 border-border bg-surface-raised/40 font-semibold">
              <tr>
                {columns.map((column, index) => (
                  <td key={column.key} className={clsx('px-3 py-2.5', column.align === 'end' ? 'text-end' : 'text-start')}>
                    {index === 0 ? totalsLabel : (totals[column.key] ?? '')}
                  </td>
                ))}
              </tr>
            </tfoot>
          ) : null}
        </table>
      </div>
      <ul className="space-y-2 lg:hidden">
        {rows.map((row) => (
          <li key={rowKey(row)} className="rounded-xl border border-border bg-background/40 p-3 text-sm">
            {primary ? <div className="mb-2 font-semibold break-all">{primary.cell(row)}</div> : null}
            <dl className="grid grid-cols-2 gap-x-3 gap-y-1.5">
              {rest.map((column) => (
                <div key={column.key} className="min-w-0">
                  <dt className="text-[11px] text-text-muted">{column.header}</dt>
                  <dd className="min-w-0 break-words">{column.cell(row)}</dd>
                </div>
              ))}
            </dl>
            {below?.(row) ? <div className="mt-2 border-t border-border pt-2">{below(row)}</div> : null}
          </li>
        ))}
        {totals ? (
          <li className="rounded-xl border border-accent/40 bg-accent/5 p-3 text-sm">
            <div className="mb-2 font-semibold">{totalsLabel}</div>
            <dl className="grid grid-cols-2 gap-x-3 gap-y-1.5">
              {columns
                .filter((column) => totals[column.key] !== undefined)
                .map((column) => (
                  <div key={column.key}>
                    <dt className="text-[11px] text-text-muted">{column.header}</dt>
                    <dd className="font-semibold">{totals[column.key]}</dd>
                  </div>
                ))}
            </dl>
          </li>
        ) : null}
      </ul>
    </div>
  );
}

function RowGroup({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
