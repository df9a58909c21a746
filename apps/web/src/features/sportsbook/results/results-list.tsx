// Results (docs/sportsbook.md, Member calls): one day's finished matches in the merchant's time zone, of one
// sport or all, grouped by competition: the final score (goals, points, maps won), the half-time score and each
// esports map's winner; a cancelled match says its bets were refunded. Any day back to a year, by arrows or the calendar.
import type { Sport, SportResult } from '@orbit/contracts/sportsbook';
import { zonedDay } from '@orbit/contracts/format';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight, Trophy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { DayField } from '../../../components/ui/day-field.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { Skeleton } from '../../../components/ui/panel.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useSportsbookEnv } from '../slip/sportsbook-env.ts';
import { getSportsResults, sportsKeys } from '../slip/sports-api.ts';

const PAGE_SIZE = 50;
const SPORT_KEYS = ['football', 'basketball', 'esports'] as const;

const shiftDay = (day: string, by: number) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + by)).toISOString().slice(0, 10);
};

function Score({ match }: { match: SportResult }) {
  const { t } = useTranslation();
  if (match.status === 'cancelled') return <span className="text-xs text-text-muted">{t('betslip.results.cancelled')}</span>;
  return (
    <div className="text-end">
      <p className="text-lg font-bold tabular-nums" data-testid="result-final">
        {match.final ? `${match.final.home} – ${match.final.away}` : '—'}
      </p>
      {match.halfTime ? <p className="text-xs text-text-muted tabular-nums">{t('betslip.results.halfTime', match.halfTime)}</p> : null}
    </div>
  );
}

function MatchRow({ match, timeZone }: { match: SportResult; timeZone: string }) {
  const { t } = useTranslation();
  return (
    <li className="flex items-center gap-3 py-3" data-testid="result-match">
      <span className="w-12 shrink-0 text-xs text-text-muted tabular-nums">{formatDateTime(match.startsAt, timeZone).slice(11, 16)}</span>
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold">{match.home}</p>
        <p className="truncate text-sm font-semibold">{match.away}</p>
        {match.maps ? (
          <p className="mt-1 flex flex-wrap gap-1">
            {match.maps.map((winner, index) => (
              <span key={index} className="rounded bg-surface-raised px-1.5 py-0.5 text-[11px] text-text-muted">
                {t('betslip.results.mapWon', { map: index + 1, team: winner === 'home' ? match.home : match.away })}
              </span>
            ))}
          </p>
        ) : null}
      </div>
      <Score match={match} />
    </li>
  );
}

function byCompetition(results: readonly SportResult[]) {
  const groups = new Map<string, { name: string; category: string; matches: SportResult[] }>();
  for (const match of results) {
    const group = groups.get(match.competition.competitionId) ?? { name: match.competition.name, category: match.competition.category, matches: [] };
    group.matches.push(match);
    groups.set(match.competition.competitionId, group);
  }
  return [...groups.entries()];
}

function Filters(props: { sport: Sport | undefined; onSport: (sport: Sport | undefined) => void; day: string; onDay: (day: string) => void; today: string }) {
  const { t } = useTranslation();
  const chip = (active: boolean) =>
    clsx('h-9 rounded-full px-4 text-sm font-semibold', active ? 'bg-accent text-accent-text' : 'bg-surface-raised text-text-muted hover:text-text');
  return (
    <div className="flex flex-wrap items-center gap-3">
      <div role="group" aria-label={t('betslip.results.allSports')} className="flex flex-wrap gap-2">
        <button type="button" className={chip(props.sport === undefined)} onClick={() => props.onSport(undefined)}>
          {t('betslip.results.allSports')}
        </button>
        {SPORT_KEYS.map((key) => (
          <button key={key} type="button" className={chip(props.sport === key)} onClick={() => props.onSport(key)}>
            {t(`betslip.results.sport.${key}`)}
          </button>
        ))}
      </div>
      <div className="flex items-center gap-1 sm:ms-auto">
        <Button variant="ghost" size="sm" aria-label={t('betslip.results.previousDay')} onClick={() => props.onDay(shiftDay(props.day, -1))}>
          <ChevronLeft className="size-4 rtl:rotate-180" aria-hidden />
        </Button>
        <DayField
          value={props.day}
          onChange={props.onDay}
          max={props.today}
          pickLabel={t('betslip.results.day')}
          className="mt-0 h-9 w-40"
          testId="results-day"
        />
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('betslip.results.nextDay')}
          disabled={props.day >= props.today}
          onClick={() => props.onDay(shiftDay(props.day, 1))}
        >
          <ChevronRight className="size-4 rtl:rotate-180" aria-hidden />
        </Button>
      </div>
    </div>
  );
}

export function ResultsList() {
  const { t } = useTranslation();
  const merchant = useSportsbookEnv();
  const today = zonedDay(new Date(), merchant.timeZone);
  const [day, setDay] = useState(today);
  const [sport, setSport] = useState<Sport | undefined>(undefined);
  const [page, setPage] = useState(1);
  const results = useQuery({
    queryKey: sportsKeys.results(sport, day, page),
    queryFn: () => getSportsResults({ ...(sport ? { sport } : {}), date: day, page, pageSize: PAGE_SIZE }),
    refetchInterval: day === today ? 60_000 : false,
  });
  const choose = (next: { day?: string; sport?: Sport | undefined }) => {
    if (next.day !== undefined) setDay(next.day > today ? today : next.day);
    if ('sport' in next) setSport(next.sport);
    setPage(1);
  };
  return (
    <div className="space-y-4">
      <Filters sport={sport} onSport={(next) => choose({ sport: next })} day={day} onDay={(next) => choose({ day: next })} today={today} />
      {results.isPending ? <Skeleton rows={4} /> : null}
      {results.isError ? <FormMessage kind="error">{t('betslip.results.loadFailed')}</FormMessage> : null}
      {results.data && results.data.results.length === 0 ? (
        <EmptyState icon={Trophy} title={t('betslip.results.empty')}>
          {t('betslip.results.emptyBody')}
        </EmptyState>
      ) : null}
      {results.data
        ? byCompetition(results.data.results).map(([id, group]) => (
            <section key={id} className="rounded-2xl border border-border bg-surface px-4 py-2">
              <h2 className="border-b border-border py-2 text-sm font-semibold">
                {group.name} <span className="font-normal text-text-muted">· {group.category}</span>
              </h2>
              <ul className="divide-y divide-border">
                {group.matches.map((match) => (
                  <MatchRow key={match.eventId} match={match} timeZone={merchant.timeZone} />
                ))}
              </ul>
            </section>
          ))
        : null}
      {results.data ? (
        <Pager page={page} total={results.data.total} pageSize={PAGE_SIZE} busy={results.isFetching} onPage={setPage} texts="betslip.pager" />
      ) : null}
    </div>
  );
}
