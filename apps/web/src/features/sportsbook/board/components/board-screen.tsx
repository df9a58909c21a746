// The house sportsbook's board (docs/sportsbook.md, "The site"): /sports (football, basketball) and /esports
// (per game). Tabs live / today / early, the sport or game, the odds format; the leagues with their matches as
// the Asian odds table on a desktop and cards on a phone; the slip beside it (a column) or under it (a bar).
// Prices follow the board's stream; while it is down the board is read again every few seconds.
import type { Sport } from '@orbit/contracts/sportsbook';
import { useQuery } from '@tanstack/react-query';
import { CalendarClock, RotateCw } from 'lucide-react';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../../components/ui/button.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { useMediaQuery } from '../../../../lib/use-media-query.ts';
import { boardKeys, getBoard } from '../api.ts';
import { gamesOf, groupByLeague, type BoardTab } from '../model/board.ts';
import { FALLBACK_REFETCH_MS, useBoardStream } from '../use-board-stream.ts';
import { BoardTabs, FilterRow } from './board-filters.tsx';
import { LeagueSection } from './league-section.tsx';
import { OddsFormatSelect } from './odds-format-select.tsx';
import { OddsTableHead } from './odds-table.tsx';

const SlipDock = lazy(() => import('../../slip/slip-dock.tsx').then((module) => ({ default: module.SlipDock })));

export type BoardKind = 'sports' | 'esports';
const TABS: readonly BoardTab[] = ['today', 'early', 'live'];
const NEXT_TAB: Record<BoardTab, BoardTab> = { live: 'today', today: 'early', early: 'live' };

/** The board's choices, kept in the address (a reload or a shared link opens the same board). */
function useChoices(kind: BoardKind) {
  const [params, setParams] = useSearchParams();
  const tab = TABS.includes(params.get('tab') as BoardTab) ? (params.get('tab') as BoardTab) : 'live';
  const sport: Sport = kind === 'esports' ? 'esports' : params.get('sport') === 'basketball' ? 'basketball' : 'football';
  const game = params.get('game') ?? 'all';
  const choose = (key: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(key, value);
        if (key === 'tab' || key === 'sport') next.delete('game');
        return next;
      },
      { replace: true },
    );
  return { tab, sport, game, choose };
}

export function BoardScreen({ kind }: { kind: BoardKind }) {
  const { t } = useTranslation();
  const wide = useMediaQuery('(min-width: 1024px)');
  const { tab, sport, game, choose } = useChoices(kind);
  const connected = useBoardStream(sport);
  const refetchInterval = connected ? false : FALLBACK_REFETCH_MS;
  const board = useQuery({ queryKey: boardKeys.board(sport, tab), queryFn: () => getBoard(sport, tab), refetchInterval, staleTime: 30_000 });
  const live = useQuery({ queryKey: boardKeys.board(sport, 'live'), queryFn: () => getBoard(sport, 'live'), refetchInterval, staleTime: 30_000 });
  const events = useMemo(() => board.data?.events ?? [], [board.data]);
  const shown = useMemo(() => (game === 'all' ? events : events.filter((event) => event.competition.category === game)), [events, game]);
  const leagues = useMemo(() => groupByLeague(shown), [shown]);
  return (
    <div className="container-page py-4 pb-36 lg:py-6 lg:pb-8">
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_300px]">
        <div className="min-w-0 space-y-3">
          <header className="flex flex-wrap items-center justify-between gap-3">
            <h1 className="text-2xl font-bold tracking-tight">{t(`sportsBoard.title.${kind}`)}</h1>
            <OddsFormatSelect />
          </header>
          <BoardTabs tab={tab} liveCount={live.data?.events.length} onTab={(next) => choose('tab', next)} />
          {kind === 'sports' ? (
            <FilterRow
              label={t('sportsBoard.sportLabel')}
              value={sport}
              onChange={(value) => choose('sport', value)}
              options={(['football', 'basketball'] as const).map((entry) => ({
                value: entry,
                text: t(`sportsBoard.sport.${entry}`),
                count: board.data?.sports.find((row) => row.sport === entry)?.events,
              }))}
            />
          ) : (
            <FilterRow
              label={t('sportsBoard.gameLabel')}
              value={game}
              onChange={(value) => choose('game', value)}
              options={[
                { value: 'all', text: t('sportsBoard.allGames'), count: events.length },
                ...gamesOf(events).map((entry) => ({ value: entry.game, text: entry.game, count: entry.events })),
              ]}
            />
          )}
          {!connected && board.isSuccess ? <p className="text-xs text-text-muted">{t('sportsBoard.streamDown')}</p> : null}
          <BoardBody
            state={board.isPending ? 'loading' : board.isError ? 'error' : 'ready'}
            onRetry={() => void board.refetch()}
            tab={tab}
            onTab={(next) => choose('tab', next)}
            empty={leagues.length === 0}
          >
            <div className={wide ? 'overflow-hidden rounded-xl border border-border' : 'space-y-4'}>
              {wide ? <OddsTableHead sport={sport} /> : null}
              {leagues.map((league) => (
                <LeagueSection key={league.competitionId} league={league} wide={wide} withDay={tab === 'early'} />
              ))}
            </div>
          </BoardBody>
        </div>
        <Suspense fallback={null}>
          <SlipDock />
        </Suspense>
      </div>
    </div>
  );
}

interface BodyProps {
  state: 'loading' | 'error' | 'ready';
  onRetry: () => void;
  tab: BoardTab;
  onTab: (tab: BoardTab) => void;
  empty: boolean;
  children: React.ReactNode;
}

/** The matches, or why there are none, with the way on: another tab, or reading the board again. */
function BoardBody({ state, onRetry, tab, onTab, empty, children }: BodyProps) {
  const { t } = useTranslation();
  if (state === 'loading')
    return (
      <div className="flex justify-center py-16">
        <Spinner />
      </div>
    );
  if (state === 'error')
    return (
      <EmptyState icon={RotateCw} title={t('sportsBoard.loadError')} actions={<Button onClick={onRetry}>{t('sportsBoard.retry')}</Button>}>
        {t('sportsBoard.loadErrorHint')}
      </EmptyState>
    );
  if (empty)
    return (
      <EmptyState
        icon={CalendarClock}
        title={t(`sportsBoard.empty.${tab}`)}
        actions={<Button onClick={() => onTab(NEXT_TAB[tab])}>{t(`sportsBoard.emptyAction.${NEXT_TAB[tab]}`)}</Button>}
      >
        {t('sportsBoard.emptyHint')}
      </EmptyState>
    );
  return <>{children}</>;
}
