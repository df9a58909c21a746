// One league on the board: its name (and country or game) as a header that folds the league away, then its
// matches — table rows on a desktop, cards on a phone.
import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { League } from '../model/board.ts';
import { MatchCard } from './match-card.tsx';
import { OddsTableRow } from './odds-table.tsx';

export function LeagueSection({ league, wide, withDay }: { league: League; wide: boolean; withDay: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  return (
    <section aria-label={league.name} className={clsx(wide ? 'border-b border-border' : 'space-y-2')}>
      <h2>
        <button
          type="button"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
          className={clsx(
            'flex w-full items-center gap-2 px-3 py-2 text-start text-sm font-semibold',
            wide ? 'bg-surface-raised/70' : 'rounded-lg bg-surface-raised',
          )}
        >
          <ChevronDown className={clsx('size-4 shrink-0 transition-transform', !open && '-rotate-90')} aria-hidden />
          <span className="truncate">{league.name}</span>
          <span className="text-xs font-normal text-text-muted">{league.category}</span>
          <span className="ms-auto text-xs font-normal text-text-muted">{t('sportsBoard.matches', { count: league.events.length })}</span>
        </button>
      </h2>
      {open
        ? league.events.map((event) =>
            wide ? <OddsTableRow key={event.eventId} event={event} withDay={withDay} /> : <MatchCard key={event.eventId} event={event} withDay={withDay} />,
          )
        : null}
    </section>
  );
}
