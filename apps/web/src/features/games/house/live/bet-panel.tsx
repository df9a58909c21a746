// The foot of a live table that never scrolls away: the round and its countdown, the round's win or loss, the
// table's main bets (handed in by the game), the chips, the balance and what is staked, Clear and Confirm. On a
// phone it is all within reach without scrolling; the rest of the table scrolls above it.
import { clsx } from 'clsx';
import { Check, Trophy, Users, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { ErrorWithAction } from '../../../../components/error-with-action.tsx';

/** What the round came to for this player, shown once the cards or the ball have settled. */
export type RoundOutcome = { kind: 'win'; amount: string } | { kind: 'loss'; amount: string } | { kind: 'error'; code: string } | null;

export function BetPanel({
  roundLabel,
  status,
  betting,
  phase,
  players,
  progress,
  outcome,
  mainBets,
  chips,
  chip,
  onChip,
  balance,
  myStake,
  pendingLabel,
  canClear,
  canConfirm,
  onClear,
  onConfirm,
}: {
  roundLabel: string;
  status: string;
  betting: boolean;
  phase: string;
  players: number;
  /** Share of the betting window left, 0–100. */
  progress: number;
  outcome: RoundOutcome;
  /** The game's main spots, kept in reach on a phone. */
  mainBets: ReactNode;
  chips: readonly string[];
  chip: number;
  onChip: (index: number) => void;
  balance: string;
  myStake: string;
  /** The Confirm button's text: with the amount waiting, when there is one. */
  pendingLabel: string;
  canClear: boolean;
  canConfirm: boolean;
  onClear: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="shrink-0 border-t border-border bg-surface/95 px-3 pt-2 pb-3 shadow-[0_-8px_24px_rgba(0,0,0,0.35)] backdrop-blur" data-testid="live-panel">
      <div className="mx-auto flex w-full max-w-5xl flex-col gap-2">
        <div aria-live="polite">
          <div className="flex items-center justify-between gap-x-3">
            <p className="text-xs font-semibold sm:text-sm" data-testid="live-round">
              {roundLabel}
            </p>
            <p className={clsx('text-sm font-bold', betting ? 'text-accent' : 'text-text-muted')} data-testid="live-status" data-phase={phase}>
              {status}
            </p>
            <p className="flex items-center gap-1 text-xs text-text-muted" title={t('house.live.playersTitle')}>
              <Users className="size-3.5" aria-hidden />
              <span data-testid="live-players">{players}</span>
            </p>
          </div>
          <div className="mt-1 h-1 overflow-hidden rounded-full bg-surface-raised" aria-hidden>
            <div className="h-full rounded-full bg-accent transition-[width] duration-300 ease-linear" style={{ width: `${progress}%` }} />
          </div>
          <div className="text-center" data-testid="live-outcome" data-outcome={outcome?.kind ?? ''}>
            {outcome?.kind === 'error' ? (
              <ErrorWithAction code={outcome.code} />
            ) : outcome?.kind === 'win' ? (
              <p className="mt-1 flex items-center justify-center gap-2 rounded-lg bg-accent/15 py-1 text-base font-black text-accent sm:text-lg">
                <Trophy className="size-5" aria-hidden />
                {t('house.slots.youWon', { amount: outcome.amount })}
              </p>
            ) : outcome?.kind === 'loss' ? (
              <p className="mt-1 rounded-lg bg-surface-raised py-1 text-sm font-semibold text-text-muted">{t('house.live.lost', { amount: outcome.amount })}</p>
            ) : null}
          </div>
        </div>
        {mainBets}
        {/* A phone: the chips on a row of their own, then the money and the buttons. Wider: one row. */}
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <div
            className="-my-1 flex min-w-0 basis-full items-center justify-center gap-2 overflow-x-auto px-1 py-1.5 sm:flex-1 sm:basis-auto sm:justify-start"
            role="radiogroup"
            aria-label={t('house.live.chips')}
          >
            {chips.map((value, index) => (
              <button
                key={value}
                type="button"
                role="radio"
                aria-checked={chip === index}
                onClick={() => onChip(index)}
                className={clsx(
                  'flex size-10 shrink-0 items-center justify-center rounded-full border-4 border-dashed text-[0.7rem] font-black tabular-nums transition sm:size-11',
                  chip === index
                    ? 'border-accent-text/40 bg-accent text-accent-text ring-2 ring-accent ring-offset-2 ring-offset-surface'
                    : 'border-border bg-surface-raised text-text',
                )}
                data-testid={`chip-${index}`}
              >
                {value.replace(/\.0+$/, '')}
              </button>
            ))}
          </div>
          <div className="flex min-w-0 gap-3">
            <div className="min-w-0">
              <p className="truncate text-[0.65rem] text-text-muted sm:text-xs">{t('house.slots.balance')}</p>
              <p className="text-sm font-bold tabular-nums sm:text-base" data-testid="live-balance">
                {balance}
              </p>
            </div>
            <div className="min-w-0">
              {/* Long in Malay ("Taruhan saya pusingan ini"): the label gives way before the amounts or Confirm do. */}
              <p className="max-w-24 truncate text-[0.65rem] text-text-muted sm:max-w-none sm:text-xs">{t('house.live.myBets')}</p>
              <p className="text-sm font-bold tabular-nums sm:text-base" data-testid="live-my-stake">
                {myStake}
              </p>
            </div>
          </div>
          <div className="flex min-w-40 flex-1 gap-2 sm:flex-none">
            <Button variant="secondary" onClick={onClear} disabled={!canClear} className="shrink-0 px-3" aria-label={t('house.live.clear')}>
              <X className="size-4" aria-hidden />
              <span className="hidden sm:inline">{t('house.live.clear')}</span>
            </Button>
            <Button onClick={onConfirm} disabled={!canConfirm} className="min-w-0 flex-1 sm:min-w-44" data-testid="live-confirm">
              <Check className="size-4 shrink-0" aria-hidden />
              <span className="truncate">{pendingLabel}</span>
            </Button>
          </div>
        </div>
      </div>
    </div>
  );
}
