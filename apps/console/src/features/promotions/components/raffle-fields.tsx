// The promotions editor's raffle section (docs/promotions.md, Raffles): the draw time in the merchant's zone, the
// entry rule (one entry per amount deposited or wagered, capped per member) and the prize lines in place order.
import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RAFFLE_ENTRY_BASES, RAFFLE_PRIZE_LINES_MAX } from '@orbit/contracts/raffles';
import { Button, IconButton } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input, Select } from '../../../components/ui/input.tsx';
import type { RaffleForm } from '../promotion-form.ts';
import type { SectionProps } from './promotion-fields.tsx';

export function RaffleSection({ form, set, invalid, currencySymbol, timeZone }: SectionProps & { currencySymbol: string; timeZone: string }) {
  const { t } = useTranslation();
  const raffle = form.raffle;
  const change = (patch: Partial<RaffleForm>) => set('raffle', { ...raffle, ...patch });
  const changeLine = (index: number, patch: Partial<RaffleForm['prizes'][number]>) =>
    change({ prizes: raffle.prizes.map((line, i) => (i === index ? { ...line, ...patch } : line)) });
  return (
    <fieldset className="space-y-3" data-testid="raffle-fields">
      <legend className="mb-2 text-[13px] font-semibold text-slate-800">{t('promotions.raffle.section')}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('promotions.raffle.drawAt', { zone: timeZone })} htmlFor="raffle-draw-at">
          <Input
            id="raffle-draw-at"
            type="datetime-local"
            value={raffle.drawAt}
            invalid={invalid('raffle.drawAt')}
            onChange={(event) => change({ drawAt: event.target.value })}
          />
        </Field>
        <Field label={t('promotions.raffle.entryBasis')} htmlFor="raffle-basis">
          <Select id="raffle-basis" value={raffle.entryBasis} onChange={(event) => change({ entryBasis: event.target.value as RaffleForm['entryBasis'] })}>
            {RAFFLE_ENTRY_BASES.map((basis) => (
              <option key={basis} value={basis}>
                {t(`promotions.raffle.bases.${basis}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={`${t('promotions.raffle.entryUnit')} (${currencySymbol})`} htmlFor="raffle-unit">
          <Input
            id="raffle-unit"
            inputMode="decimal"
            value={raffle.entryUnit}
            invalid={invalid('raffle.entryUnit')}
            onChange={(event) => change({ entryUnit: event.target.value })}
          />
        </Field>
        <Field label={t('promotions.raffle.maxEntries')} htmlFor="raffle-max">
          <Input id="raffle-max" type="number" min={1} value={raffle.maxEntries} onChange={(event) => change({ maxEntries: event.target.value })} />
        </Field>
      </div>
      <p className="text-[13px] text-slate-600">{t('promotions.raffle.prizesHelp')}</p>
      <ol className="space-y-2">
        {raffle.prizes.map((line, index) => (
          <li key={index} className="flex items-end gap-2">
            <Field label={`${t('promotions.raffle.prizeAmount', { line: index + 1 })} (${currencySymbol})`} htmlFor={`raffle-prize-${index}`}>
              <Input
                id={`raffle-prize-${index}`}
                inputMode="decimal"
                value={line.amount}
                invalid={invalid('raffle.prizes')}
                onChange={(event) => changeLine(index, { amount: event.target.value })}
              />
            </Field>
            <Field label={t('promotions.raffle.prizeCount')} htmlFor={`raffle-count-${index}`}>
              <Input
                id={`raffle-count-${index}`}
                type="number"
                min={1}
                value={line.count}
                onChange={(event) => changeLine(index, { count: event.target.value })}
              />
            </Field>
            <IconButton
              label={t('promotions.raffle.removePrize', { line: index + 1 })}
              disabled={raffle.prizes.length === 1}
              onClick={() => change({ prizes: raffle.prizes.filter((_, i) => i !== index) })}
            >
              <Trash2 className="size-4" />
            </IconButton>
          </li>
        ))}
      </ol>
      <Button
        size="sm"
        variant="secondary"
        icon={<Plus className="size-4" />}
        disabled={raffle.prizes.length >= RAFFLE_PRIZE_LINES_MAX}
        onClick={() => change({ prizes: [...raffle.prizes, { amount: '', count: '1' }] })}
      >
        {t('promotions.raffle.addPrize')}
      </Button>
    </fieldset>
  );
}
