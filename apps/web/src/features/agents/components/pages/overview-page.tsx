// Team overview (agentTeamOverview): the team's figures for a range (today, yesterday, this week, this
// month or two typed days) and a chart per day of the figure the agent picks.
import type { TeamFigures } from '@orbit/contracts/agents';
import { clsx } from 'clsx';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTeamOverview } from '../../api/get-overview.ts';
import { overviewQuery } from '../../model/range.ts';
import { BarChart } from '../parts/bar-chart.tsx';
import { Segmented } from '../parts/segmented.tsx';
import { LoadFailed } from '../parts/load-failed.tsx';
import { Panel, Skeleton } from '../../../../components/ui/panel.tsx';
import { Money, useFormatMoney } from '../parts/money.tsx';
import { RangePicker, useRangeChoice } from '../parts/range-picker.tsx';

const SERIES = ['validTurnover', 'winLoss', 'deposits', 'withdrawals', 'newMembers', 'activePlayers'] as const;
type SeriesKey = (typeof SERIES)[number];
const AMOUNT_SERIES: ReadonlySet<SeriesKey> = new Set(['deposits', 'withdrawals', 'validTurnover', 'winLoss']);

function Figure({ label, children, note, testId }: { label: string; children: ReactNode; note?: string; testId: string }) {
  return (
    <div className="min-w-0 rounded-xl border border-border bg-background/40 p-3" data-testid={testId}>
      <p className="truncate text-xs text-text-muted">{label}</p>
      <p className="mt-1 truncate text-lg font-bold tabular-nums">{children}</p>
      {note ? <p className="truncate text-[11px] text-text-muted">{note}</p> : null}
    </div>
  );
}

function Figures({ figures }: { figures: TeamFigures }) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-5" data-testid="overview-figures">
      <Figure testId="figure-members" label={t('agents.overview.members')}>
        {figures.members}
      </Figure>
      <Figure testId="figure-newMembers" label={t('agents.overview.newMembers')}>
        {figures.newMembers}
      </Figure>
      <Figure testId="figure-firstDepositors" label={t('agents.overview.firstDepositors')}>
        {figures.firstDepositors}
      </Figure>
      <Figure testId="figure-activePlayers" label={t('agents.overview.activePlayers')}>
        {figures.activePlayers}
      </Figure>
      <Figure testId="figure-bets" label={t('agents.overview.bets')}>
        {figures.bets}
      </Figure>
      <Figure testId="figure-deposits" label={t('agents.overview.deposits')} note={t('agents.overview.count', { count: figures.depositCount })}>
        <Money amount={figures.deposits} />
      </Figure>
      <Figure testId="figure-withdrawals" label={t('agents.overview.withdrawals')} note={t('agents.overview.count', { count: figures.withdrawalCount })}>
        <Money amount={figures.withdrawals} />
      </Figure>
      <Figure testId="figure-validTurnover" label={t('agents.overview.validTurnover')}>
        <Money amount={figures.validTurnover} />
      </Figure>
      <Figure testId="figure-winLoss" label={t('agents.overview.winLoss')}>
        <Money amount={figures.winLoss} signed />
      </Figure>
      <Figure testId="figure-commission" label={t('agents.overview.commission')}>
        <Money amount={figures.commission} className="text-accent" />
      </Figure>
    </div>
  );
}

export function OverviewPage() {
  const { t } = useTranslation();
  const format = useFormatMoney();
  const { choice, setChoice } = useRangeChoice('today');
  const [series, setSeries] = useState<SeriesKey>('validTurnover');
  const overview = useTeamOverview(overviewQuery(choice));
  const data = overview.data;

  return (
    <div className="space-y-5">
      <RangePicker value={choice} onChange={setChoice} shown={data ? { from: data.from, to: data.to } : null} />
      {overview.isError && !data ? <LoadFailed error={overview.error} onRetry={() => void overview.refetch()} /> : null}
      {!data && !overview.isError ? <Skeleton rows={3} /> : null}
      {data ? (
        <div className={clsx('space-y-5 transition-opacity', overview.isFetching && 'opacity-60')}>
          <Figures figures={data.figures} />
          <Panel title={t('agents.overview.chartTitle')} subtitle={t('agents.range.shown', { from: data.from, to: data.to })}>
            <div className="mb-3">
              <Segmented
                label={t('agents.overview.chartPick')}
                options={SERIES}
                value={series}
                onChange={setSeries}
                text={(key) => t(`agents.overview.${key}`)}
              />
            </div>
            {data.series.every((point) => Number(point[series]) === 0) ? (
              <p className="mb-2 text-xs text-text-muted" data-testid="overview-chart-empty">
                {t('agents.overview.chartEmpty')}
              </p>
            ) : null}
            <BarChart
              testId="overview-chart"
              title={t(`agents.overview.${series}`)}
              points={data.series.map((point) => {
                const raw = point[series];
                return { day: point.day, value: Number(raw), label: AMOUNT_SERIES.has(series) ? format(String(raw)) : String(raw) };
              })}
            />
          </Panel>
        </div>
      ) : null}
    </div>
  );
}
