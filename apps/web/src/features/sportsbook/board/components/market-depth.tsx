// One match's every market (GET /lgw/sports/events/:eventId), grouped and named in words — "Handicap",
// "Over/Under", "1st half · 1X2", "Map 2 winner" — each line's outcomes as odds buttons; settled and void
// markets with their result. It follows the sport's stream, as the board does.
import type { SportEvent } from '@orbit/contracts/sportsbook';
import { useQuery } from '@tanstack/react-query';
import { CalendarX2, MoveLeft } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../../components/ui/button.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { boardKeys, getMatch } from '../api.ts';
import { groupMarkets, outcomeName, type BoardMarket } from '../model/markets.ts';
import { FALLBACK_REFETCH_MS, useBoardStream } from '../use-board-stream.ts';
import { kickOff, LiveScore, MatchClock } from './match-clock.tsx';
import { OddsButton } from './odds-button.tsx';
import { OddsFormatSelect } from './odds-format-select.tsx';
import { useSay } from './use-say.ts';

const SlipDock = lazy(() => import('../../slip/slip-dock.tsx').then((module) => ({ default: module.SlipDock })));

export function MarketDepth({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const match = useQuery({ queryKey: boardKeys.match(eventId), queryFn: () => getMatch(eventId), staleTime: 30_000 });
  const back = match.data?.sport === 'esports' ? '/esports' : '/sports';
  return (
    <div className="container-page py-4 pb-36 lg:py-6 lg:pb-8">
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_300px]">
        <div className="min-w-0 space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Link to={back} className={buttonClass('ghost', 'sm')}>
              <MoveLeft className="size-4" aria-hidden />
              {t('sportsBoard.back')}
            </Link>
            <OddsFormatSelect />
          </div>
          {match.isPending ? (
            <div className="flex justify-center py-16">
              <Spinner />
            </div>
          ) : match.isError ? (
            <EmptyState
              icon={CalendarX2}
              title={t('sportsBoard.matchGone')}
              actions={
                <Link to={back} className={buttonClass()}>
                  {t('sportsBoard.back')}
                </Link>
              }
            >
              {t('sportsBoard.matchGoneHint')}
            </EmptyState>
          ) : (
            <MatchMarkets event={match.data} />
          )}
        </div>
        <Suspense fallback={null}>
          <SlipDock />
        </Suspense>
      </div>
    </div>
  );
}

function MatchMarkets({ event }: { event: SportEvent }) {
  const { t, i18n } = useTranslation();
  const say = useSay();
  const connected = useBoardStream(event.sport);
  useQuery({ queryKey: boardKeys.match(event.eventId), queryFn: () => getMatch(event.eventId), refetchInterval: connected ? false : FALLBACK_REFETCH_MS });
  const groups = groupMarkets(event.markets, say);
  return (
    <>
      <header className="rounded-xl border border-border bg-surface p-4">
        <p className="text-xs text-text-muted">
          {event.competition.name} · {event.competition.category} · {kickOff(event.startsAt, i18n.language, true)}
        </p>
        <h1 className="mt-1 flex flex-wrap items-center gap-x-3 text-xl font-bold">
          <span>{event.home}</span>
          <LiveScore event={event} />
          <span className="text-text-muted">v</span>
          <span>{event.away}</span>
        </h1>
        <div className="mt-2">
          <MatchClock event={event} withDay={false} />
        </div>
      </header>
      {groups.map((group) => (
        <section key={group.title} className="rounded-xl border border-border bg-surface" aria-label={group.title}>
          <h2 className="border-b border-border px-4 py-2 text-sm font-semibold">{group.title}</h2>
          <div className="space-y-2 p-3">
            {group.markets.map((market) => (
              <MarketLine key={market.marketId} event={event} market={market} />
            ))}
          </div>
        </section>
      ))}
      {groups.length === 0 ? <p className="text-sm text-text-muted">{t('sportsBoard.noMarkets')}</p> : null}
    </>
  );
}

function MarketLine({ event, market }: { event: SportEvent; market: BoardMarket }) {
  const { t } = useTranslation();
  const say = useSay();
  const closed = market.status === 'settled' || market.status === 'void';
  return (
    <div>
      {closed ? <p className="mb-1 text-xs text-text-muted">{t(`sportsBoard.status.${market.status}`)}</p> : null}
      <div className={market.outcomes.length > 3 ? 'grid grid-cols-2 gap-1.5 sm:grid-cols-3' : 'grid grid-flow-col auto-cols-fr gap-1.5'}>
        {market.outcomes.map((outcome) => (
          <div key={outcome.outcomeId} className="min-w-0">
            <OddsButton event={event} market={market} outcome={outcome} line={outcomeName(market, outcome.outcome, event, say)} wide />
            {outcome.result ? <p className="mt-0.5 text-center text-[11px] text-text-muted">{t(`sportsBoard.result.${outcome.result}`)}</p> : null}
          </div>
        ))}
      </div>
    </div>
  );
}
