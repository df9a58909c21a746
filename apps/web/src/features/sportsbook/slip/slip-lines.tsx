// The slip's lines: a selection with its match, market, pick and odds; in singles with its own stake box, the
// quick stakes under the one being typed, and its potential return.
import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { displayAmount } from '@orbit/contracts/money';
import { removeSelection, type SlipSelection } from './slip-store.ts';
import { minorText } from './slip-math.ts';
import { decimalOdds } from './odds-display.ts';

/** The selection itself: match, market, pick, odds, and a button to take it off. */
export function SelectionHead({ selection, problem }: { selection: SlipSelection; problem?: string | null }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-start gap-2">
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-1.5 text-sm font-semibold">
          {selection.live ? (
            <span className="rounded bg-red-500/90 px-1 py-px text-[10px] font-bold tracking-wide text-white uppercase">{t('betslip.live')}</span>
          ) : null}
          <span className="truncate">{selection.pickLabel}</span>
        </p>
        <p className="truncate text-xs text-text-muted">{selection.marketLabel}</p>
        <p className="truncate text-xs text-text-muted">{selection.matchLabel}</p>
      </div>
      <span className={clsx('mt-0.5 text-sm font-bold tabular-nums', problem ? 'text-amber-400' : 'text-accent')} data-testid="slip-odds">
        {decimalOdds(selection.odds)}
      </span>
      <button
        type="button"
        onClick={() => removeSelection(selection.outcomeId)}
        className="-me-1 rounded p-1 text-text-muted hover:bg-surface-raised hover:text-text"
        aria-label={t('betslip.remove', { pick: selection.pickLabel })}
      >
        <X className="size-4" aria-hidden />
      </button>
    </div>
  );
}

const QUICK = [10, 50, 100, 500] as const;

/** A stake box with the quick stakes: 10, 50, 100, 500 add to it; max sets the largest allowed. */
export function StakeBox(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onFocus?: () => void;
  showQuick: boolean;
  max: bigint | null;
  exponent: number;
  invalid: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const add = (amount: number) => {
    const current = Number(props.value) || 0;
    props.onChange(String(Math.round((current + amount) * 100) / 100));
  };
  return (
    <div className="mt-2">
      <input
        inputMode="decimal"
        autoComplete="off"
        aria-label={props.label}
        placeholder={t('betslip.stake')}
        value={props.value}
        onFocus={props.onFocus}
        onChange={(event) => props.onChange(event.target.value.replace(/[^\d.]/g, ''))}
        data-testid={props.testId}
        aria-invalid={props.invalid || undefined}
        className={clsx(
          'h-10 w-full rounded-lg border bg-surface-raised px-3 text-end text-base font-semibold tabular-nums outline-none focus:border-accent',
          props.invalid ? 'border-red-500/80' : 'border-border',
        )}
      />
      {props.showQuick ? (
        <div className="mt-2 grid grid-cols-5 gap-1.5">
          {QUICK.map((amount) => (
            <button
              key={amount}
              type="button"
              onClick={() => add(amount)}
              aria-label={t('betslip.quickStake', { amount })}
              className="h-8 rounded-md bg-surface-raised text-xs font-semibold hover:bg-border/70"
            >
              +{amount}
            </button>
          ))}
          <button
            type="button"
            disabled={props.max === null}
            onClick={() => props.max !== null && props.onChange(minorText(props.max, props.exponent))}
            className="h-8 rounded-md bg-accent/15 text-xs font-semibold text-accent hover:bg-accent/25"
          >
            {t('betslip.max')}
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** "Potential return RM 19.50" under a line or at the foot of the slip. */
export function ReturnLine({
  label,
  minor,
  exponent,
  symbol,
  testId,
}: {
  label: string;
  minor: bigint | null;
  exponent: number;
  symbol: string;
  testId?: string;
}) {
  return (
    <p className="mt-1.5 flex justify-between text-xs text-text-muted">
      <span>{label}</span>
      <span className="font-semibold text-text tabular-nums" data-testid={testId}>
        {minor === null ? '—' : displayAmount(minorText(minor, exponent), symbol)}
      </span>
    </p>
  );
}
