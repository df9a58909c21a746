// Account details (agentDownlineTransactionDetailsCopy): the team's wallet movements with a username,
// type and date filter, newest first.
import { ReceiptText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTeamTransactions, type TeamTransactionsBody } from '../../api/get-reports.ts';
import { DataTable } from '../parts/data-table.tsx';
import { Pager } from '../../../../components/ui/pager.tsx';
import { EmptyList, Skeleton } from '../../../../components/ui/panel.tsx';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { LoadFailed } from '../parts/load-failed.tsx';
import { Money } from '../parts/money.tsx';
import { RangePicker, useRangeChoice } from '../parts/range-picker.tsx';
import { UsernameFilter } from '../parts/username-filter.tsx';
import { useFormatTime } from '../parts/use-format-time.ts';

const PAGE_SIZE = 20;
type MovementType = NonNullable<TeamTransactionsBody['type']>;
const TYPES: readonly MovementType[] = ['deposit', 'withdrawal', 'transfer', 'upline', 'game', 'bonus', 'adjustment'];

export function TeamTransactionsPage() {
  const { t, i18n } = useTranslation();
  const formatTime = useFormatTime();
  const { choice, setChoice, days } = useRangeChoice('week');
  const [username, setUsername] = useState('');
  const [type, setType] = useState<MovementType | ''>('');
  const [page, setPage] = useState(1);
  const list = useTeamTransactions(days ? { ...days, username: username || undefined, type: type || undefined, page, pageSize: PAGE_SIZE } : null);
  const data = list.data;
  // The server names each movement's type; a type this page does not know reads as the server wrote it.
  const typeText = (value: string) => (i18n.exists(`agents.transactions.types.${value}`) ? t(`agents.transactions.types.${value as MovementType}`) : value);

  return (
    <div className="space-y-4">
      <RangePicker value={choice} onChange={(next) => (setChoice(next), setPage(1))} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <UsernameFilter onApply={(name) => (setUsername(name), setPage(1))} />
        <div className="sm:w-48">
          <SelectField
            compact
            label={t('agents.transactions.type')}
            value={type}
            onChange={(event) => (setType(event.target.value as MovementType | ''), setPage(1))}
          >
            <option value="">{t('agents.transactions.allTypes')}</option>
            {TYPES.map((entry) => (
              <option key={entry} value={entry}>
                {t(`agents.transactions.types.${entry}`)}
              </option>
            ))}
          </SelectField>
        </div>
      </div>
      {!data && !list.isError ? <Skeleton rows={4} /> : null}
      {list.isError && !data ? <LoadFailed error={list.error} onRetry={() => void list.refetch()} /> : null}
      {data && data.items.length === 0 ? (
        <EmptyList icon={ReceiptText} title={t('agents.reports.emptyTitle')}>
          {t('agents.reports.emptyBody')}
        </EmptyList>
      ) : null}
      {data && data.items.length > 0 ? (
        <>
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
          <Pager texts="agents.common" page={page} total={data.total} pageSize={PAGE_SIZE} busy={list.isFetching} onPage={setPage} />
        </>
      ) : null}
    </div>
  );
}
