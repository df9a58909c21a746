// The pieces every lottery board is built from: number balls, choice buttons, the stake field and the row
// of board actions (quick pick, clear, add to slip).
import { clsx } from 'clsx';
import { Dices, Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import type { SeaColour } from '../model/games.ts';

export const COLOUR_CLASS: Record<SeaColour, string> = {
  red: 'bg-rose-600 text-white',
  green: 'bg-emerald-600 text-white',
  violet: 'bg-violet-600 text-white',
};

/** A number to pick on a board grid; a picked one is filled with the accent. */
export function NumberCell({
  label,
  selected,
  onClick,
  disabled,
  tone,
  className,
}: {
  label: string;
  selected: boolean;
  onClick: () => void;
  disabled?: boolean;
  tone?: SeaColour;
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-pressed={selected}
      className={clsx(
        'flex aspect-square min-w-0 items-center justify-center rounded-full text-xs font-bold tabular-nums transition select-none sm:text-sm',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:opacity-40',
        selected
          ? 'bg-accent text-accent-text shadow-[0_0_14px_-4px_var(--color-accent)]'
          : tone
            ? clsx(COLOUR_CLASS[tone], 'opacity-80 hover:opacity-100')
            : 'border border-border bg-surface-raised text-text hover:border-accent/60',
        selected && tone && 'ring-2 ring-white/80',
        className,
      )}
    >
      {label}
    </button>
  );
}

/** A bet choice with its odds under the name (big, odd, a colour, a bet type). */
export function ChoiceButton({
  label,
  detail,
  selected,
  onClick,
  className,
  testId,
}: {
  label: ReactNode;
  detail?: ReactNode;
  selected: boolean;
  onClick: () => void;
  className?: string;
  testId?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={selected}
      data-testid={testId}
      className={clsx(
        'flex min-h-11 flex-col items-center justify-center rounded-xl border px-2 py-1.5 text-sm font-semibold transition select-none',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
        selected ? 'border-accent bg-accent/15 text-accent' : 'border-border bg-surface-raised text-text hover:border-accent/60',
        className,
      )}
    >
      <span>{label}</span>
      {detail ? <span className="text-[11px] font-normal text-text-muted">{detail}</span> : null}
    </button>
  );
}

export function StakeField({
  id,
  label,
  value,
  onChange,
  symbol,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  symbol: string;
}) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-xs font-semibold text-text-muted">
        {label}
      </label>
      <div className="flex h-11 items-center rounded-lg border border-border bg-background focus-within:border-accent">
        <span className="ps-3 text-xs text-text-muted">{symbol}</span>
        <input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value.replace(/[^\d.]/g, ''))}
          className="h-full w-full min-w-0 bg-transparent px-2 text-base font-semibold tabular-nums outline-none"
        />
      </div>
    </div>
  );
}

/** Quick pick, clear and add: the foot of every board. */
export function BoardActions({
  onQuickPick,
  onClear,
  onAdd,
  canAdd,
  addLabel,
}: {
  onQuickPick: () => void;
  onClear: () => void;
  onAdd: () => void;
  canAdd: boolean;
  addLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="secondary" onClick={onQuickPick} data-testid="lottery-quick-pick">
        <Dices className="size-4" aria-hidden />
        {t('lottery.board.quickPick')}
      </Button>
      <Button variant="ghost" onClick={onClear}>
        <Trash2 className="size-4" aria-hidden />
        {t('lottery.board.clear')}
      </Button>
      <Button className="ms-auto" onClick={onAdd} disabled={!canAdd} data-testid="lottery-add">
        <Plus className="size-4" aria-hidden />
        {addLabel ?? t('lottery.board.add')}
      </Button>
    </div>
  );
}

export function BoardMessage({ children }: { children: ReactNode }) {
  return (
    <p className="text-xs text-danger" role="alert">
      {children}
    </p>
  );
}
