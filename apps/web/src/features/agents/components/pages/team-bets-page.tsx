// Team betting (personalHistoryCopy in team mode): the team's rounds with a username, category and date
// filter, and the totals of the filter.
import { GAME_CATEGORIES, type GameCategory } from '@orbit/contracts/games';
import { Dices } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useTeamBets } from '../../api/get-reports.ts';
import { DataTable } from '../parts/data-table.tsx';
import { Money } from '../parts/money.tsx';
import { TeamReport, useTeamReportFilters } from '../parts/team-report.tsx';
import { useFormatTime } from '../parts/use-format-time.ts';

export function TeamBetsPage() {
  const { t } = useTranslation();
  const formatTime = useFormatTime();
  const filters = useTeamReportFilters<GameCategory>();
  const bets = useTeamBets(filters.request && { ...filters.request, category: filters.choice || undefined });

  return (
    <TeamReport
      filters={filters}
      select={{
        label: t('agents.reports.category'),
        all: t('agents.reports.allCategories'),
        options: GAME_CATEGORIES,
        text: (entry) => t(`agents.category.${entry}`),
      }}
      list={bets}
      emptyIcon={Dices}
    >
      {(data) => (
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
      )}
    </TeamReport>
  );
}
