// Team betting (personalHistoryCopy in team mode): the team's rounds with a username, category and date
// filter, and the totals of the filter.
import { GAME_CATEGORIES, type GameCategory } from '@orbit/contracts/games';
import { Dices } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTeamBets } from '../../api/get-reports.ts';
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

export function TeamBetsPage() {
  const { t } = useTranslation();
  const formatTime = useFormatTime();
  const { choice, setChoice, days } = useRangeChoice('week');
  const [username, setUsername] = useState('');
  const [category, setCategory] = useState<GameCategory | ''>('');
  const [page, setPage] = useState(1);
  const bets = useTeamBets(days ? { ...days, username: username || undefined, category: category || undefined, page, pageSize: PAGE_SIZE } : null);
  const data = bets.data;

  return (
    <div className="space-y-4">
      <RangePicker value={choice} onChange={(next) => (setChoice(next), setPage(1))} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <UsernameFilter onApply={(name) => (setUsername(name), setPage(1))} />
        <div className="sm:w-48">
          <SelectField
            compact
            label={t('agents.reports.category')}
            value={category}
            onChange={(event) => (setCategory(event.target.value as GameCategory | ''), setPage(1))}
          >
            <option value="">{t('agents.reports.allCategories')}</option>
            {GAME_CATEGORIES.map((entry) => (
              <option key={entry} value={entry}>
                {t(`agents.category.${entry}`)}
              </option>
            ))}
          </SelectField>
        </div>
      </div>
      {!data && !bets.isError ? <Skeleton rows={4} /> : null}
      {bets.isError && !data ? <LoadFailed error={bets.error} onRetry={() => void bets.refetch()} /> : null}
      {data && data.items.length === 0 ? (
        <EmptyList icon={Dices} title={t('agents.reports.emptyTitle')}>
          {t('agents.reports.emptyBody')}
        </EmptyList>
      ) : null}
      {data && data.items.length > 0 ? (
        <>
          <DataTable
            testId="team-bets"
            busy={bets.isFetching}
            rows={data.items}
            rowKey={(row) => `${row.vendorCode}:${row.roundId}`}
            totalsLabel={t('agents.reports.totals', { count: data.totals.rounds })}
            totals={{ stake: <Money amount={data.totals.stake} />, win: <Money amount={data.totals.win} />, net: <Money amount={data.totals.net} signed /> }}
            columns={[
              { key: 'username', header: t('agents.reports.member'), primary: true, cell: (row) => row.username },
              {
                key: 'game',
                header: t('agents.reports.game'),
                cell: (row) => (
                  <span>
                    {row.gameName}
                    <span className="block text-[11px] text-text-muted">{row.category ? t(`agents.category.${row.category}`) : row.vendorCode}</span>
                  </span>
                ),
              },
              { key: 'at', header: t('agents.reports.time'), cell: (row) => <span className="text-xs whitespace-nowrap">{formatTime(row.at)}</span> },
              { key: 'stake', header: t('agents.reports.stake'), align: 'end', cell: (row) => <Money amount={row.stake} /> },
              { key: 'win', header: t('agents.reports.win'), align: 'end', cell: (row) => <Money amount={row.win} /> },
              { key: 'net', header: t('agents.reports.net'), align: 'end', cell: (row) => <Money amount={row.net} signed /> },
              { key: 'status', header: t('agents.reports.status'), cell: (row) => t(`agents.reports.roundStatus.${row.status}`) },
            ]}
          />
          <Pager texts="agents.common" page={page} total={data.total} pageSize={PAGE_SIZE} busy={bets.isFetching} onPage={setPage} />
        </>
      ) : null}
    </div>
  );
}
