// The date range of a record screen: quick presets (today, yesterday, 7 and 30 days in the merchant's zone)
// or two days typed in; the range applies once both days are there and in order.
import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { presetOf, presetRange, RANGE_PRESETS, rangeProblem, type DayRange } from '../../model/date-range.ts';
import { DayField } from '../../../../components/ui/day-field.tsx';
import { useWalletSettings } from '../wallet-settings.tsx';

export function useDefaultRange(preset: (typeof RANGE_PRESETS)[number] = 'last7'): DayRange {
  const { timeZone } = useWalletSettings();
  const [range] = useState(() => presetRange(preset, new Date(), timeZone));
  return range;
}

export function RangeFilter({ value, onChange }: { value: DayRange; onChange: (range: DayRange) => void }) {
  const { t } = useTranslation();
  const { timeZone } = useWalletSettings();
  const [draft, setDraft] = useState(value);
  const active = presetOf(value, new Date(), timeZone);
  const problem = rangeProblem(draft);
  const edit = (next: DayRange) => {
    setDraft(next);
    if (!rangeProblem(next)) onChange(next);
  };
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
      <div role="group" aria-label={t('wallet.range.label')} className="flex flex-wrap gap-2">
        {RANGE_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            aria-pressed={active === preset}
            onClick={() => {
              const range = presetRange(preset, new Date(), timeZone);
              setDraft(range);
              onChange(range);
            }}
            className={clsx(
              'h-8 rounded-full border px-3 text-xs font-semibold transition',
              active === preset ? 'border-accent bg-accent/15 text-accent' : 'border-border text-text-muted hover:border-accent/60 hover:text-text',
            )}
          >
            {t(`wallet.range.${preset}`)}
          </button>
        ))}
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col text-xs text-text-muted">
          {t('wallet.range.from')}
          <DayField
            value={draft.from}
            max={draft.to || undefined}
            onChange={(day) => edit({ ...draft, from: day })}
            className="h-11 w-[9.5rem]"
            invalid={problem === 'reversed'}
            pickLabel={t('wallet.range.pick')}
          />
        </label>
        <label className="flex flex-col text-xs text-text-muted">
          {t('wallet.range.to')}
          <DayField
            value={draft.to}
            min={draft.from || undefined}
            onChange={(day) => edit({ ...draft, to: day })}
            className="h-11 w-[9.5rem]"
            invalid={problem === 'reversed'}
            pickLabel={t('wallet.range.pick')}
          />
        </label>
        {problem ? (
          <p role="alert" className="basis-full text-xs text-danger">
            {t(`wallet.range.${problem}`)}
          </p>
        ) : null}
      </div>
    </div>
  );
}
