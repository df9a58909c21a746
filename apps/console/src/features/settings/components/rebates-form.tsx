// Settings → Rebates (docs/rebates.md): on or off, the period, where rates come from, the turnover they are
// paid on, the rate per game type (a percentage, kept in parts per million), the minimum payout, the turnover
// multiple (0 = cash) and whether the job pays or members claim. The rates and the multiple wait for a second
// operator (four-eyes).
import { useTranslation } from 'react-i18next';
import { HandCoins, Percent } from 'lucide-react';
import { z } from 'zod';
import { GAME_CATEGORIES } from '@orbit/contracts/games';
import {
  ratePercent,
  REBATE_BASES,
  REBATE_PAY_MODES,
  REBATE_PERIODS,
  REBATE_RATE_SOURCES,
  rebatesSettingsSchema,
  type RebatesSettings,
} from '@orbit/contracts/rebates';
import type { MerchantSettings } from '@orbit/contracts/settings';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { useSectionForm } from '../hooks/use-section-form.ts';
import { NumberInput } from './number-input.tsx';
import { SectionForm } from './section-form.tsx';

/** A percentage with up to three decimals, at most 10. */
const percent = z
  .string()
  .trim()
  .regex(/^\d{1,2}(\.\d{1,3})?$/, 'a percentage such as 0.5 or 1.25, at most three decimals')
  .refine((text) => Number(text) <= 10, 'at most 10%');

const formSchema = rebatesSettingsSchema.omit({ rates: true }).extend({ rates: z.record(z.enum(GAME_CATEGORIES), percent) });
type FormValues = z.input<typeof formSchema>;

const toPpm = (text: string) => {
  const [whole = '0', fraction = ''] = text.trim().split('.');
  return Number(whole) * 10_000 + Number(fraction.padEnd(4, '0').slice(0, 4));
};

function toForm(value: RebatesSettings): FormValues {
  const rates = Object.fromEntries(GAME_CATEGORIES.map((category) => [category, ratePercent(value.rates.find((r) => r.category === category)?.ratePpm ?? 0)]));
  return { ...value, rates: rates as FormValues['rates'] };
}

function fromForm(values: z.output<typeof formSchema>): RebatesSettings {
  const rates = GAME_CATEGORIES.map((category) => ({ category, ratePpm: toPpm(values.rates[category] ?? '0') })).filter((r) => r.ratePpm > 0);
  return { ...values, rates };
}

const SELECTS = [
  ['period', REBATE_PERIODS],
  ['rateSource', REBATE_RATE_SOURCES],
  ['basis', REBATE_BASES],
  ['payMode', REBATE_PAY_MODES],
] as const;

export function RebatesSettingsForm({ settings, canWrite, writePermission }: { settings: MerchantSettings; canWrite: boolean; writePermission: string }) {
  const { t } = useTranslation();
  const { form, sectionFormProps } = useSectionForm({ section: 'rebates', settings, schema: formSchema, toForm, fromForm });
  const { register, formState } = form;
  const errors = formState.errors;
  const select = 'mt-1 block w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm';

  return (
    <SectionForm canWrite={canWrite} writePermission={writePermission} {...sectionFormProps}>
      <Card>
        <CardHeader title={t('rebateSettings.ruleTitle')} description={t('rebateSettings.ruleText')} icon={<HandCoins className="size-4" />} />
        <CardBody className="grid gap-5 md:grid-cols-2">
          <label className="flex items-center gap-2 text-sm md:col-span-2">
            <input type="checkbox" className="size-4 accent-accent-600" {...register('enabled')} />
            {t('rebateSettings.enabled')}
          </label>
          {SELECTS.map(([name, options]) => (
            <Field key={name} label={t(`rebateSettings.${name}`)} htmlFor={`rebates-${name}`} hint={t(`rebateSettings.${name}Hint`)}>
              <select id={`rebates-${name}`} className={select} {...register(name)}>
                {options.map((option) => (
                  <option key={option} value={option}>
                    {t(`rebateSettings.options.${option}`)}
                  </option>
                ))}
              </select>
            </Field>
          ))}
          <Field label={t('rebateSettings.minPayout')} htmlFor="rebates-minPayout" error={errors.minPayout?.message}>
            <input id="rebates-minPayout" inputMode="decimal" className={select} {...register('minPayout')} />
          </Field>
          <Field
            label={t('rebateSettings.turnoverMultiple')}
            htmlFor="rebates-multiple"
            hint={t('rebateSettings.turnoverMultipleHint')}
            error={errors.turnoverMultiple?.message}
          >
            <NumberInput
              id="rebates-multiple"
              unit="×"
              min={0}
              max={100}
              invalid={Boolean(errors.turnoverMultiple)}
              {...register('turnoverMultiple', { valueAsNumber: true })}
            />
          </Field>
        </CardBody>
      </Card>
      <Card>
        <CardHeader title={t('rebateSettings.ratesTitle')} description={t('rebateSettings.ratesText')} icon={<Percent className="size-4" />} />
        <CardBody className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {GAME_CATEGORIES.map((category) => (
            <Field key={category} label={t(`rebates.categories.${category}`)} htmlFor={`rebates-rate-${category}`} error={errors.rates?.[category]?.message}>
              <div className="relative">
                <input
                  id={`rebates-rate-${category}`}
                  inputMode="decimal"
                  aria-invalid={Boolean(errors.rates?.[category])}
                  className={`${select} pr-8 tabular-nums`}
                  {...register(`rates.${category}`)}
                />
                <span className="pointer-events-none absolute inset-y-0 right-2 flex items-center text-xs text-slate-500">%</span>
              </div>
            </Field>
          ))}
        </CardBody>
      </Card>
    </SectionForm>
  );
}
