// The bet slip beside the board: on a desktop a column with the picked prices, on a phone a bar over the tab bar
// with their count that opens the list. Each pick can be taken off. (The slip's stake and placing are the
// slip's own screens.)
import { clsx } from 'clsx';
import { ChevronUp, ClipboardList, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showOdds, useOddsFormat } from '../board/model/odds-format.ts';
import { clearSelections, removeSelection, useSlipSelections } from './slip-store.ts';

function SlipList() {
  const { t } = useTranslation();
  const format = useOddsFormat();
  const selections = useSlipSelections();
  if (selections.length === 0) return <p className="p-4 text-sm text-text-muted">{t('sportsBoard.slip.empty')}</p>;
  return (
    <ul className="divide-y divide-border">
      {selections.map((pick) => (
        <li key={pick.outcomeId} className="flex items-start gap-2 p-3 text-sm">
          <div className="min-w-0 flex-1">
            <p className="font-semibold">{pick.pickLabel}</p>
            <p className="text-xs text-text-muted">{pick.marketLabel}</p>
            <p className="truncate text-xs text-text-muted">{pick.matchLabel}</p>
          </div>
          <span className="font-semibold tabular-nums text-accent">{showOdds(pick.odds, format)}</span>
          <button
            type="button"
            onClick={() => removeSelection(pick.outcomeId)}
            aria-label={t('sportsBoard.slip.remove')}
            className="rounded p-0.5 text-text-muted hover:text-text"
          >
            <X className="size-4" aria-hidden />
          </button>
        </li>
      ))}
    </ul>
  );
}

export function SlipDock() {
  const { t } = useTranslation();
  const count = useSlipSelections().length;
  const [open, setOpen] = useState(false);
  return (
    <>
      <aside aria-label={t('sportsBoard.slip.title')} className="hidden lg:block">
        <div className="sticky top-20 rounded-xl border border-border bg-surface">
          <h2 className="flex items-center gap-2 border-b border-border px-4 py-3 text-sm font-semibold">
            <ClipboardList className="size-4 text-accent" aria-hidden />
            {t('sportsBoard.slip.title')}
            <span className="rounded-full bg-surface-raised px-2 text-xs tabular-nums">{count}</span>
            {count > 0 ? (
              <button type="button" onClick={clearSelections} className="ms-auto text-xs font-medium text-text-muted hover:text-text">
                {t('sportsBoard.slip.clear')}
              </button>
            ) : null}
          </h2>
          <SlipList />
        </div>
      </aside>
      {/* Clear of the support button at the bottom right (app/layout/right-bar.lazy.tsx). */}
      <div className="fixed start-0 end-16 bottom-16 z-30 ps-3 pb-2 lg:hidden" data-testid="slip-bar">
        {open ? (
          <div className="mb-2 max-h-[50dvh] overflow-y-auto rounded-xl border border-border bg-surface shadow-xl">
            <SlipList />
          </div>
        ) : null}
        <button
          type="button"
          onClick={() => setOpen(!open)}
          aria-expanded={open}
          className={clsx(
            'flex w-full items-center gap-2 rounded-xl px-4 py-3 text-sm font-semibold shadow-lg',
            count > 0 ? 'bg-accent text-accent-text' : 'border border-border bg-surface text-text',
          )}
        >
          <ClipboardList className="size-4" aria-hidden />
          {t('sportsBoard.slip.title')}
          <span className="rounded-full bg-black/15 px-2 tabular-nums">{count}</span>
          <ChevronUp className={clsx('ms-auto size-4 transition-transform', open && 'rotate-180')} aria-hidden />
        </button>
      </div>
    </>
  );
}
