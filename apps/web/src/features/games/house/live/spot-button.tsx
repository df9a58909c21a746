// One spot of a live table's layout: its name and payout, what this player put there (confirmed, and still
// waiting for confirmation), and lit when the result wins it.
import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export interface SpotLook {
  /** This player's confirmed stake on the spot, as shown money; null when none. */
  mine: string | null;
  /** Chips placed but not confirmed yet; null when none. */
  pending: string | null;
  won: boolean;
  disabled: boolean;
}

export function SpotButton({
  label,
  sub,
  look,
  onPick,
  className,
  tone = 'neutral',
  testId,
}: {
  label: ReactNode;
  /** The payout, or everyone's total on the spot. */
  sub?: ReactNode;
  look: SpotLook;
  onPick: () => void;
  className?: string;
  tone?: 'neutral' | 'player' | 'banker' | 'tie' | 'red' | 'black' | 'green';
  testId?: string;
}) {
  return (
    <button
      type="button"
      onClick={onPick}
      disabled={look.disabled}
      data-testid={testId}
      data-won={look.won || undefined}
      className={clsx(
        'relative flex min-w-0 flex-col items-center justify-center rounded-xl border px-1 py-2 text-center transition select-none',
        'enabled:hover:brightness-125 enabled:active:scale-[0.98] disabled:cursor-not-allowed',
        tone === 'player' && 'border-sky-400/50 bg-sky-500/15 text-sky-100',
        tone === 'banker' && 'border-rose-400/50 bg-rose-500/15 text-rose-100',
        tone === 'tie' && 'border-emerald-400/50 bg-emerald-500/15 text-emerald-100',
        tone === 'red' && 'border-red-400/40 bg-red-600/70 text-white',
        tone === 'black' && 'border-zinc-500/50 bg-zinc-900 text-white',
        tone === 'green' && 'border-emerald-400/50 bg-emerald-700/80 text-white',
        tone === 'neutral' && 'border-border bg-surface-raised text-text',
        look.won && 'ring-4 ring-accent ring-offset-2 ring-offset-background',
        className,
      )}
    >
      <span className="font-bold leading-tight">{label}</span>
      {sub ? <span className="text-[0.65rem] leading-tight opacity-80 sm:text-xs">{sub}</span> : null}
      {look.mine || look.pending ? (
        <span className="pointer-events-none absolute -top-2 end-1 flex gap-1">
          {look.mine ? (
            <span className="rounded-full bg-accent px-1.5 text-[0.65rem] font-bold text-accent-text shadow tabular-nums" data-testid="spot-mine">
              {look.mine}
            </span>
          ) : null}
          {look.pending ? (
            <span
              className="rounded-full border border-accent bg-background px-1.5 text-[0.65rem] font-bold text-accent shadow tabular-nums"
              data-testid="spot-pending"
            >
              {look.pending}
            </span>
          ) : null}
        </span>
      ) : null}
    </button>
  );
}
