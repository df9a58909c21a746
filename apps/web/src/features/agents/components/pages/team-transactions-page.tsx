// Account details (agentDownlineTransactionDetailsCopy): the team's wallet movements with a username,
// type and date filter, newest first.
import { ReceiptText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useTeamTransactions, type TeamTransactionsBody } from '../../api/get-reports.ts';
import { DataTable } from '../parts/data-table.tsx';
import { Money } from '../parts/money.tsx';
import { TeamReport, useTeamReportFilters } from '../parts/team-report.tsx';
import { useFormatTime } from '../parts/use-format-time.ts';

type MovementType = NonNullable<TeamTransactionsBody['type']>;
const TYPES: readonly MovementType[] = ['deposit', 'withdrawal', 'transfer', 'upline', 'game', 'bonus', 'adjustment'];

export function TeamTransactionsPage() {
  const { t, i18n } = useTranslation();
  const formatTime = useFormatTime();
  const filters = useTeamReportFilters<MovementType>();
  const list = useTeamTransactions(filters.request && { ...filters.request, type: filters.choice || undefined });
  // The server names each movement's type; a type this page does not know reads as the server wrote it.
  const typeText = (value: string) => (i18n.exists(`agents.transactions.types.${value}`) ? t(`agents.transactions.types.${value as MovementType}`) : value);

  return (
    <TeamReport
      filters={filters}
      select={{
        label: t('agents.transactions.type'),
        all: t('agents.transactions.allTypes'),
        options: TYPES,
        text: (entry) => t(`agents.transactions.types.${entry}`),
      }}
      list={list}
      emptyIcon={ReceiptText}
    >
      {(data) => (
        <DataTable
          testId="team-transactions"
          busy={list.isFetching}
          rows={data.items}
          rowKey={(row) => row.transactionId}
          columns={[
            { key: 'username', header: t('agents.reports.member'), primary: true, cell: (row) => row.username },
            { key: 'at', header: t('agents.reports.time'), cell: (row) => <span className="text-xs whitespace-nowrap">{formatTime(row.at)}</span> },
            {
              key: 'type',
              header: t('agents.transactions.type'),
              cell: (row) => (
                <span>
                  {typeText(row.type)}
                  {row.reference ? <span className="block truncate text-[11px] text-text-muted">{row.reference}</span> : null}
                </span>
              ),
            },
            { key: 'amount', header: t('agents.transactions.amount'), align: 'end', cell: (row) => <Money amount={row.amount} signed /> },
            { key: 'balanceAfter', header: t('agents.transactions.balanceAfter'), align: 'end', cell: (row) => <Money amount={row.balanceAfter} /> },
          ]}
        />
      )}
    </TeamReport>
  );
}
