import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Table, TD, TH, THead, TR } from '../../../components/ui/table.tsx';
import type { Currency } from '../../../lib/amounts.ts';
import { WITHDRAWAL_METHOD, type DayGroup } from '../../../lib/daily-totals.ts';
import { MoneyText } from './money-text.tsx';

export interface DailyTotalsTableProps {
  groups: DayGroup[];
  totals: { deposits: string; withdrawals: string; net: string };
  currency: Currency;
}

/** Each day's methods under the day's own sums, and the whole range at the foot. */
export function DailyTotalsTable({ groups, totals, currency }: DailyTotalsTableProps) {
  const { t } = useTranslation();
  const counts = groups.reduce((sum, group) => ({ deposits: sum.deposits + group.depositCount, withdrawals: sum.withdrawals + group.withdrawalCount }), {
    deposits: 0,
    withdrawals: 0,
  });
  return (
    <Table label={t('nav.dailyTotals')}>
      <THead>
        <tr>
          <TH>{t('finance.day')}</TH>
          <TH>{t('finance.method')}</TH>
          <TH className="text-right">{t('finance.deposits')}</TH>
          <TH className="text-right">{t('finance.withdrawalsColumn')}</TH>
          <TH className="text-right">{t('finance.net')}</TH>
        </tr>
      </THead>
      <tbody>
        {groups.map((group) => (
          <Fragment key={group.day}>
            <tr className="border-b border-slate-200 bg-slate-50" data-testid={`day-${group.day}`}>
              <TD className="font-semibold whitespace-nowrap text-slate-900 tabular">{group.day}</TD>
              <TD className="text-xs text-slate-500">{t('finance.dayTotal')}</TD>
              <TD className="text-right">
                <Amount amount={group.deposits} count={group.depositCount} currency={currency} strong />
              </TD>
              <TD className="text-right">
                <Amount amount={group.withdrawals} count={group.withdrawalCount} currency={currency} strong />
              </TD>
              <TD className="text-right font-semibold">
                <MoneyText amount={group.net} currency={currency} signed />
              </TD>
            </tr>
            {group.rows.map((row) => (
              <TR key={`${group.day}-${row.method}`}>
                <TD />
                <TD className="text-slate-700">{row.method === WITHDRAWAL_METHOD ? t('finance.bankPayouts') : row.method}</TD>
                <TD className="text-right">
                  <Amount amount={row.deposits} count={row.depositCount} currency={currency} />
                </TD>
                <TD className="text-right">
                  <Amount amount={row.withdrawals} count={row.withdrawalCount} currency={currency} />
                </TD>
                <TD className="text-right">
                  <MoneyText amount={row.net} currency={currency} signed />
                </TD>
              </TR>
            ))}
          </Fragment>
        ))}
      </tbody>
      <tfoot className="border-t-2 border-slate-300 bg-slate-50" data-testid="totals">
        <tr>
          <TD className="font-semibold text-slate-900">{t('finance.total')}</TD>
          <TD />
          <TD className="text-right">
            <Amount amount={totals.deposits} count={counts.deposits} currency={currency} strong />
          </TD>
          <TD className="text-right">
            <Amount amount={totals.withdrawals} count={counts.withdrawals} currency={currency} strong />
          </TD>
          <TD className="text-right text-[15px] font-semibold">
            <MoneyText amount={totals.net} currency={currency} signed />
          </TD>
        </tr>
      </tfoot>
    </Table>
  );
}

function Amount({ amount, count, currency, strong }: { amount: string; count: number; currency: Currency; strong?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex flex-col items-end">
      <MoneyText amount={amount} currency={currency} className={count === 0 ? 'text-slate-400' : strong ? 'font-semibold text-slate-900' : 'text-slate-800'} />
      <span className="text-[11px] text-slate-500 tabular">{t('finance.countShort', { count })}</span>
    </span>
  );
}
