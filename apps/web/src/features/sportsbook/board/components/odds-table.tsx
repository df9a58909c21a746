// The desktop board: the Asian odds table. Per match a block of rows — home, away and (football) the draw —
// with its time or live clock and score, and per column the main line's prices: full-time handicap, over/under
// and 1X2, then the first half's (football), each price with its line beside it.
import type { SportEvent } from '@orbit/contracts/sportsbook';
import { clsx } from 'clsx';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { COLUMNS, extraMarkets, lineBeside, pickMarket, rowsOf, type Column } from '../model/markets.ts';
import { LiveScore, MatchClock } from './match-clock.tsx';
import { OddsButton } from './odds-button.tsx';
import { useSay } from './use-say.ts';

/** A match's every market: on its board's own address (routes/sports/sports-page.tsx). */
export const matchPath = (event: Pick<SportEvent, 'eventId' | 'sport'>) => `/${event.sport === 'esports' ? 'esports' : 'sports'}?match=${event.eventId}`;

// Six price columns of 96 px hold a line and a price side by side ("O 2.75  1.925") at 1280 px beside the slip.
const gridOf = (columns: number) =>
  columns === 6 ? 'grid-cols-[56px_minmax(120px,1fr)_repeat(6,96px)_40px]' : 'grid-cols-[56px_minmax(160px,1fr)_repeat(3,minmax(104px,132px))_40px]';

/** The column headings: the period over its three columns, then HDP, O/U and 1X2 (or ML). */
export function OddsTableHead({ sport }: { sport: SportEvent['sport'] }) {
  const { t } = useTranslation();
  const columns = COLUMNS[sport];
  const heading = (column: Column) =>
    column.kind === 'hdp'
      ? t('sportsBoard.column.hdp')
      : column.kind === 'ou'
        ? t('sportsBoard.column.ou')
        : sport === 'football'
          ? '1X2'
          : t('sportsBoard.column.ml');
  return (
    <div className={clsx('grid items-end gap-1 border-b border-border bg-surface px-3 py-2 text-xs font-semibold text-text-muted', gridOf(columns.length))}>
      <span>{t('sportsBoard.column.time')}</span>
      <span>{t('sportsBoard.column.match')}</span>
      {columns.map((column, index) => (
        <span key={index} className="flex flex-col text-center">
          {index % 3 === 1 ? (
            <span className="mb-1 text-[11px] uppercase tracking-wide text-accent">
              {column.period === '1h' ? t('sportsBoard.column.firstHalf') : t('sportsBoard.column.fullTime')}
            </span>
          ) : (
            <span className="mb-1 text-[11px]">&nbsp;</span>
          )}
          {heading(column)}
        </span>
      ))}
      <span />
    </div>
  );
}

function ColumnCell({ event, column, rows }: { event: SportEvent; column: Column; rows: number }) {
  const say = useSay();
  const market = pickMarket(event, column);
  const outcomes = market ? rowsOf(market) : [null, null, null];
  return (
    <div className="flex flex-col gap-1">
      {outcomes
        .slice(0, rows)
        .map((outcome, index) =>
          market && outcome ? (
            <OddsButton key={outcome.outcomeId} event={event} market={market} outcome={outcome} line={lineBeside(market, outcome.outcome, say)} />
          ) : (
            <span key={index} className="min-h-9" />
          ),
        )}
    </div>
  );
}

export function OddsTableRow({ event, withDay }: { event: SportEvent; withDay: boolean }) {
  const { t } = useTranslation();
  const columns = COLUMNS[event.sport];
  const rows = event.sport === 'football' ? 3 : 2;
  const more = extraMarkets(event);
  return (
    <div className={clsx('grid items-start gap-1 border-b border-border/60 px-3 py-2 hover:bg-surface/60', gridOf(columns.length))} data-event={event.eventId}>
      <div className="flex flex-col gap-1">
        <MatchClock event={event} withDay={withDay} />
        <LiveScore event={event} />
      </div>
      <div className="flex min-w-0 flex-col gap-1 text-sm">
        {[event.home, event.away, t('sportsBoard.draw')].slice(0, rows).map((name, index) => (
          <span key={index} className={clsx('flex min-h-9 items-center gap-2 truncate', index === 2 && 'text-text-muted')}>
            <span className="truncate">{name}</span>
          </span>
        ))}
      </div>
      {columns.map((column, index) => (
        <ColumnCell key={index} event={event} column={column} rows={rows} />
      ))}
      <Link to={matchPath(event)} className="flex min-h-9 items-center justify-center rounded-md text-xs font-semibold text-accent hover:bg-surface-raised">
        {t('sportsBoard.moreMarkets', { count: more })}
      </Link>
    </div>
  );
}
