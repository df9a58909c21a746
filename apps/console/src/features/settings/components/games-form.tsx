import { useTranslation } from 'react-i18next';
import { Gift, Timer } from 'lucide-react';
import type { MerchantSettings } from '@orbit/contracts/settings';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { secondsText } from '../../../lib/durations.ts';
import { useSectionForm } from '../hooks/use-section-form.ts';
import { DEFAULT_BONUS_MAX_MULTIPLE, gamesFormSchema, gamesFromForm, gamesToForm } from '../schemas/games.ts';
import { NumberInput } from './number-input.tsx';
import { SectionForm } from './section-form.tsx';

/** How the house games play at this merchant: the house slots' spin cycle, in milliseconds, and the ceiling on bonus wagering. */
export function GamesSettingsForm({ settings, canWrite, writePermission }: { settings: MerchantSettings; canWrite: boolean; writePermission: string }) {
  const { t, i18n } = useTranslation();
  const { form, sectionFormProps } = useSectionForm({ section: 'games', settings, schema: gamesFormSchema, toForm: gamesToForm, fromForm: gamesFromForm });
  const { register, formState, watch } = form;
  const errors = formState.errors;
  const seconds = secondsText(watch('slotMinSpinMs'), i18n.language);

  return (
    <SectionForm canWrite={canWrite} writePermission={writePermission} {...sectionFormProps}>
      <Card>
        <CardHeader title={t('gameSettings.slotsTitle')} description={t('gameSettings.slotsText')} icon={<Timer className="size-4" />} />
        <CardBody className="grid gap-5 md:grid-cols-2">
          <Field
            label={t('gameSettings.slotMinSpinMs')}
            htmlFor="games-slotMinSpinMs"
            hint={t('gameSettings.slotMinSpinMsHint')}
            error={errors.slotMinSpinMs?.message}
            aside={seconds ? <span className="text-xs text-slate-500 tabular">= {seconds}</span> : null}
          >
            <NumberInput
              id="games-slotMinSpinMs"
              unit={t('units.ms')}
              min={0}
              max={60_000}
              step={100}
              invalid={Boolean(errors.slotMinSpinMs)}
              {...register('slotMinSpinMs', { valueAsNumber: true })}
            />
          </Field>
        </CardBody>
      </Card>
      <Card>
        <CardHeader title={t('gameSettings.bonusTitle')} description={t('gameSettings.bonusText')} icon={<Gift className="size-4" />} />
        <CardBody className="grid gap-5 md:grid-cols-2">
          <Field
            label={t('gameSettings.bonusMaxMultiple')}
            htmlFor="games-bonusMaxMultiple"
            hint={t('gameSettings.bonusMaxMultipleHint', { default: DEFAULT_BONUS_MAX_MULTIPLE })}
            error={errors.bonusMaxMultiple?.message}
          >
            <NumberInput
              id="games-bonusMaxMultiple"
              unit={t('units.times')}
              min={0}
              max={100}
              step={1}
              invalid={Boolean(errors.bonusMaxMultiple)}
              {...register('bonusMaxMultiple', { valueAsNumber: true })}
            />
          </Field>
        </CardBody>
      </Card>
    </SectionForm>
  );
}
