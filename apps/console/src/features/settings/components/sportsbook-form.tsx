// The sportsbook's settings (games.sportsbook): the built-in feed's speed, live delays, stakes and payouts,
// parlay legs, the margins per sport and market type, and the four-eyes amount for desk settlements. Saved as
// the games section; a changed four-eyes amount waits for a second operator like every setting guarding money.
import { useTranslation } from 'react-i18next';
import { Percent, ShieldCheck, Timer, Wallet } from 'lucide-react';
import { SPORTS } from '@orbit/contracts/sportsbook';
import type { MerchantSettings } from '@orbit/contracts/settings';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useSectionForm } from '../hooks/use-section-form.ts';
import { MARGIN_MARKET_TYPES, sportsbookFormSchema, sportsbookFromForm, sportsbookToForm } from '../schemas/sportsbook.ts';
import { NumberInput } from './number-input.tsx';
import { SectionForm } from './section-form.tsx';

export function SportsbookSettingsForm({ settings, canWrite, writePermission }: { settings: MerchantSettings; canWrite: boolean; writePermission: string }) {
  const { t } = useTranslation();
  const { form, sectionFormProps } = useSectionForm({
    section: 'games',
    settings,
    schema: sportsbookFormSchema,
    toForm: sportsbookToForm,
    fromForm: sportsbookFromForm,
  });
  const { register, formState } = form;
  const errors = formState.errors.sportsbook;
  const message = (text: string | undefined) => (text ? t(text, { defaultValue: text }) : undefined);
  const whole = (name: Parameters<typeof register>[0], unit: string, min: number, max: number, invalid: boolean) => (
    <NumberInput id={`sb-${name}`} unit={unit} min={min} max={max} step={1} invalid={invalid} {...register(name, { valueAsNumber: true })} />
  );
  const amount = (key: 'minStake' | 'maxStake' | 'maxPayout' | 'fourEyesAmount', hint?: string) => (
    <Field label={t(`sports.settings.${key}`)} htmlFor={`sb-${key}`} hint={hint} error={message(errors?.[key]?.message)}>
      <Input id={`sb-${key}`} inputMode="decimal" className="tabular" invalid={Boolean(errors?.[key])} {...register(`sportsbook.${key}`)} />
    </Field>
  );

  return (
    <SectionForm canWrite={canWrite} writePermission={writePermission} {...sectionFormProps}>
      <Card>
        <CardHeader title={t('sports.settings.playTitle')} description={t('sports.settings.playText')} icon={<Timer className="size-4" />} />
        <CardBody className="grid gap-5 md:grid-cols-2 xl:grid-cols-4">
          <Field
            label={t('sports.settings.timeScale')}
            htmlFor="sb-sportsbook.timeScale"
            hint={t('sports.settings.timeScaleHint')}
            error={message(errors?.timeScale?.message)}
          >
            {whole('sportsbook.timeScale', '×', 1, 120, Boolean(errors?.timeScale))}
          </Field>
          {SPORTS.map((sport) => (
            <Field
              key={sport}
              label={t('sports.settings.liveDelay', { sport: t(`sports.sport.${sport}`) })}
              htmlFor={`sb-sportsbook.liveDelaySeconds.${sport}`}
              error={message(errors?.liveDelaySeconds?.[sport]?.message)}
            >
              {whole(`sportsbook.liveDelaySeconds.${sport}`, t('units.seconds'), 3, 10, Boolean(errors?.liveDelaySeconds?.[sport]))}
            </Field>
          ))}
        </CardBody>
      </Card>
      <Card>
        <CardHeader title={t('sports.settings.limitsTitle')} description={t('sports.settings.limitsText')} icon={<Wallet className="size-4" />} />
        <CardBody className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
          {amount('minStake')}
          {amount('maxStake')}
          {amount('maxPayout')}
          <Field label={t('sports.settings.parlayMinLegs')} htmlFor="sb-sportsbook.parlayMinLegs" error={message(errors?.parlayMinLegs?.message)}>
            {whole('sportsbook.parlayMinLegs', t('sports.settings.legs'), 2, 20, Boolean(errors?.parlayMinLegs))}
          </Field>
          <Field label={t('sports.settings.parlayMaxLegs')} htmlFor="sb-sportsbook.parlayMaxLegs" error={message(errors?.parlayMaxLegs?.message)}>
            {whole('sportsbook.parlayMaxLegs', t('sports.settings.legs'), 2, 20, Boolean(errors?.parlayMaxLegs))}
          </Field>
        </CardBody>
      </Card>
      <Card>
        <CardHeader title={t('sports.settings.marginsTitle')} description={t('sports.settings.marginsText')} icon={<Percent className="size-4" />} />
        <CardBody className="grid gap-5">
          <div className="grid gap-5 md:grid-cols-3">
            {SPORTS.map((sport) => (
              <Field key={sport} label={t(`sports.sport.${sport}`)} htmlFor={`sb-margin-${sport}`} error={message(errors?.margins?.sports?.[sport]?.message)}>
                <NumberInput
                  id={`sb-margin-${sport}`}
                  unit="%"
                  min={0}
                  max={30}
                  step={0.1}
                  invalid={Boolean(errors?.margins?.sports?.[sport])}
                  {...register(`sportsbook.margins.sports.${sport}`, { valueAsNumber: true })}
                />
              </Field>
            ))}
          </div>
          <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
            {MARGIN_MARKET_TYPES.map((type) => (
              <Field key={type} label={t(`sports.marketType.${type}`)} htmlFor={`sb-market-${type}`} error={message(errors?.margins?.markets?.[type]?.message)}>
                <Input
                  id={`sb-market-${type}`}
                  inputMode="decimal"
                  className="tabular"
                  placeholder={t('sports.settings.sportsMargin')}
                  {...register(`sportsbook.margins.markets.${type}`)}
                />
              </Field>
            ))}
          </div>
        </CardBody>
      </Card>
      <Card>
        <CardHeader title={t('sports.settings.fourEyesTitle')} description={t('sports.settings.fourEyesText')} icon={<ShieldCheck className="size-4" />} />
        <CardBody className="grid gap-5 md:grid-cols-2">{amount('fourEyesAmount', t('sports.settings.fourEyesHint'))}</CardBody>
      </Card>
    </SectionForm>
  );
}
