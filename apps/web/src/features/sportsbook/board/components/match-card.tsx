// The phone board: a card per match with its time or live clock and score, the teams, and the main lines —
// handicap, over/under and the winner at full time — each price with its line, and the way to every market.
import type { SportEvent } from '@orbit/contracts/sportsbook';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { COLUMNS, extraMarkets, lineBeside, pickMarket, rowsOf } from '../model/markets.ts';
import { LiveScore, MatchClock } from './match-clock.tsx';
import { OddsButton } from './odds-button.tsx';
import { matchPath } from './odds-table.tsx';
import { useSay } from './use-say.ts';

export function MatchCard({ event, withDay }: { event: SportEvent; withDay: boolean }) {
  const { t } = useTranslation();
  const say = useSay();
  const columns = COLUMNS[event.sport].filter((column) => column.period === 'ft');
  const more = extraMarkets(event);
  return (
    <article className="rounded-xl border border-border bg-surface p-3" data-event={event.eventId}>
      <header className="mb-2 flex items-start justify-between gap-2">
        <div className="min-w-0 flex-1 space-y-1 text-sm">
          <p className="flex items-center justify-between gap-2 font-medium">
            <span className="truncate">{event.home}</span>
            <LiveScore event={event} />
          </p>
          <p className="truncate font-medium">{event.away}</p>
        </div>
        <MatchClock event={event} withDay={withDay} />
      </header>
      <div className="grid grid-cols-3 gap-1.5">
        {columns.map((column) => {
          const market = pickMarket(event, column);
          const heading =
            column.kind === 'hdp'
              ? t('sportsBoard.column.hdp')
              : column.kind === 'ou'
                ? t('sportsBoard.column.ou')
                : event.sport === 'football'
                  ? '1X2'
                  : t('sportsBoard.column.ml');
          return (
            <div key={column.kind} className="flex min-w-0 flex-col gap-1">
              <span className="text-center text-[11px] font-semibold text-text-muted">{heading}</span>
              {market
                ? rowsOf(market).map((outcome, index) =>
                    outcome ? (
                      <OddsButton
                        key={outcome.outcomeId}
                        event={event}
                        market={market}
                        outcome={outcome}
                        line={column.kind === 'winner' ? ['1', '2', 'X'][index] : lineBeside(market, outcome.outcome, say)}
                      />
                    ) : null,
                  )
                : null}
            </div>
          );
        })}
      </div>
      <Link to={matchPath(event)} className="mt-2 flex items-center justify-end gap-1 text-xs font-semibold text-accent">
        {t('sportsBoard.moreMarkets', { count: more })}
        <ChevronRight className="size-3.5" aria-hidden />
      </Link>
    </article>
  );
}
