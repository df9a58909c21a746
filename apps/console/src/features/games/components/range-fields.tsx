// A day range in the merchant's zone with quick presets, for the rounds explorer and players' exposure.
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { lastDays } from '../../../lib/date-range.ts';

const PRESETS = [1, 7, 30] as const;

export function RangeFields({
  idPrefix,
  from,
  to,
  timeZone,
  onChange,
}: {
  idPrefix: string;
  from: string;
  to: string;
  timeZone: string;
  onChange: (range: { from: string; to: string }) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Field label={t('finance.from')} htmlFor={`${idPrefix}-from`}>
        <Input
          id={`${idPrefix}-from`}
          type="date"
          compact
          className="w-40"
          value={from}
          max={to}
          onChange={(event) => event.target.value && onChange({ from: event.target.value, to })}
        />
      </Field>
      <Field label={t('finance.to')} htmlFor={`${idPrefix}-to`}>
        <Input
          id={`${idPrefix}-to`}
          type="date"
          compact
          className="w-40"
          value={to}
          min={from}
          onChange={(event) => event.target.value && onChange({ from, to: event.target.value })}
        />
      </Field>
      <div className="flex flex-wrap gap-1.5 pb-0.5" role="group" aria-label={t('finance.presets')}>
        {PRESETS.map((days) => {
          const range = lastDays(days, new Date(), timeZone);
          const active = range.from === from && range.to === to;
          return (
            <Button key={days} size="sm" variant={active ? 'subtle' : 'ghost'} aria-pressed={active} onClick={() => onChange(range)}>
              {days === 1 ? t('finance.today') : t('finance.lastDays', { count: days })}
            </Button>
          );
        })}
      </div>
    </>
  );
}
