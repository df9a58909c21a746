// User loss (palStatementsAgentCopy): per team member, bets, valid turnover, wins and win/loss over a
// range, biggest losers first, with the totals.
import { TrendingDown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserLoss } from '../../api/get-reports.ts';
import { DataTable } from '../parts/data-table.tsx';
import { Money } from '../parts/money.tsx';
import { Pager } from '../../../../components/ui/pager.tsx';
import { EmptyList, Skeleton } from '../../../../components/ui/panel.tsx';
import { LoadFailed } from '../parts/load-failed.tsx';
import { RangePicker, useRangeChoice } from '../parts/range-picker.tsx';
import { UsernameFilter } from '../parts/username-filter.tsx';

const PAGE_SIZE = 20;

export function UserLossPage() {
  const { t } = useTranslation();
  const { choice, setChoice, days } = useRangeChoice('week');
  const [username, setUsername] = useState('');
  const [page, setPage] = useState(1);
  const loss = useUserLoss(days ? { ...days, username: username || undefined, page, pageSize: PAGE_SIZE } : null);
  const data = loss.data;

  return (
    <div className="space-y-4">
      <RangePicker value={choice} onChange={(next) => (setChoice(next), setPage(1))} />
      <UsernameFilter onApply={(name) => (setUsername(name), setPage(1))} />
      {!data && !loss.isError ? <Skeleton rows={4} /> : null}
      {loss.isError && !data ? <LoadFailed error={loss.error} onRetry={() => void loss.refetch()} /> : null}
      {data && data.items.length === 0 ? (
        <EmptyList icon={TrendingDown} title={t('agents.reports.emptyTitle')}>
          {t('agents.reports.emptyBody')}
        </EmptyList>
      ) : null}
      {data && data.items.length > 0 ? (
        <>
          <DataTable
            testId="user-loss"
            busy={loss.isFetching}
            rows={data.items}
            rowKey={(row) => row.memberId}
            totalsLabel={t('agents.reports.total')}
            totals={{
              bets: data.totals.bets,
              validTurnover: <Money amount={data.totals.validTurnover} />,
              wins: <Money amount={data.totals.wins} />,
              winLoss: <Money amount={data.totals.winLoss} signed />,
              deposits: <Money amount={data.totals.deposits} />,
              withdrawals: <Money amount={data.totals.withdrawals} />,
            }}
            columns={[
              {
                key: 'username',
                header: t('agents.reports.member'),
                primary: true,
                cell: (row) => (
                  <span>
                    {row.username}
                    <span className="ms-1 text-[11px] text-text-muted">{t('agents.reports.depth', { depth: row.depth })}</span>
                  </span>
                ),
              },
              { key: 'bets', header: t('agents.reports.bets'), align: 'end', cell: (row) => row.bets },
              { key: 'validTurnover', header: t('agents.reports.validTurnover'), align: 'end', cell: (row) => <Money amount={row.validTurnover} /> },
              { key: 'wins', header: t('agents.reports.wins'), align: 'end', cell: (row) => <Money amount={row.wins} /> },
              { key: 'winLoss', header: t('agents.reports.winLoss'), align: 'end', cell: (row) => <Money amount={row.winLoss} signed /> },
              { key: 'deposits', header: t('agents.reports.deposits'), align: 'end', cell: (row) => <Money amount={row.deposits} /> },
              { key: 'withdrawals', header: t('agents.reports.withdrawals'), align: 'end', cell: (row) => <Money amount={row.withdrawals} /> },
            ]}
          />
          <Pager texts="agents.common" page={page} total={data.total} pageSize={PAGE_SIZE} busy={loss.isFetching} onPage={setPage} />
        </>
      ) : null}
    </div>
  );
}
