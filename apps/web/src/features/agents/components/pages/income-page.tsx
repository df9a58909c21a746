// My income (agentRevenueReport): what the agent earned per contract kind over a range and what it paid
// its downlines, with the totals.
import { Coins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useIncome } from '../../api/get-reports.ts';
import { DataTable } from '../parts/data-table.tsx';
import { Money } from '../parts/money.tsx';
import { EmptyList, Skeleton } from '../../../../components/ui/panel.tsx';
import { LoadFailed } from '../parts/load-failed.tsx';
import { RangePicker, useRangeChoice } from '../parts/range-picker.tsx';

export function IncomePage() {
  const { t } = useTranslation();
  const { choice, setChoice, days } = useRangeChoice('month');
  const income = useIncome(days);
  const data = income.data;

  return (
    <div className="space-y-4">
      <RangePicker value={choice} onChange={setChoice} shown={data ? { from: data.from, to: data.to } : null} />
      {!data && !income.isError ? <Skeleton rows={3} /> : null}
      {income.isError && !data ? <LoadFailed error={income.error} onRetry={() => void income.refetch()} /> : null}
      {data ? (
        <>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-3" data-testid="income-totals">
            {(['earned', 'paidToDownlines', 'net'] as const).map((key) => (
              <div key={key} className="rounded-xl border border-border bg-background/40 p-3">
                <p className="text-xs text-text-muted">{t(`agents.income.${key}`)}</p>
                <p className="mt-1 text-lg font-bold">
                  <Money amount={data.total[key]} signed={key === 'net'} />
                </p>
              </div>
            ))}
          </div>
          {data.rows.length === 0 ? (
            <EmptyList icon={Coins} title={t('agents.income.emptyTitle')}>
              {t('agents.income.emptyBody')}
            </EmptyList>
          ) : (
            <DataTable
              testId="income-rows"
              busy={income.isFetching}
              rows={data.rows}
              rowKey={(row) => row.kind}
              totalsLabel={t('agents.reports.total')}
              totals={{ earned: <Money amount={data.total.earned} />, paidToDownlines: <Money amount={data.total.paidToDownlines} /> }}
              columns={[
                { key: 'kind', header: t('agents.income.kind'), primary: true, cell: (row) => t(`agents.contracts.kinds.${row.kind}`) },
                { key: 'settlements', header: t('agents.income.settlements'), align: 'end', cell: (row) => row.settlements },
                { key: 'earned', header: t('agents.income.earned'), align: 'end', cell: (row) => <Money amount={row.earned} /> },
                { key: 'paidToDownlines', header: t('agents.income.paidToDownlines'), align: 'end', cell: (row) => <Money amount={row.paidToDownlines} /> },
              ]}
            />
          )}
        </>
      ) : null}
    </div>
  );
}
