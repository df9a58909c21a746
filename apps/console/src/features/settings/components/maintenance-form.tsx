import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Clock, X } from 'lucide-react';
import { z } from 'zod';
import { formatDateTime } from '@orbit/contracts/format';
import { maintenanceSchema, type Maintenance, type MerchantSettings } from '@orbit/contracts/settings';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { IconButton } from '../../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { maintenanceState, type MaintenanceState } from '../../../lib/site-state.ts';
import { dropEmptyTexts } from '../../../lib/text.ts';
import { isoToZonedInput, zonedInputToIso, zoneOffsetLabel } from '../../../lib/zoned-time.ts';
import { useSectionForm } from '../hooks/use-section-form.ts';
import { MultilangText } from './multilang-text.tsx';
import { SectionForm } from './section-form.tsx';

const STATE_TONES: Record<MaintenanceState, BadgeTone> = { off: 'neutral', active: 'danger', scheduled: 'warning', ended: 'neutral' };

/** The form holds wall-clock times in the merchant's zone; the schema turns them into instants and checks the section. */
function formSchemaFor(timeZone: string) {
  return z
    .object({ enabled: z.boolean(), startAt: z.string(), endAt: z.string(), message: z.record(z.string(), z.string()) })
    .transform((values) => ({
      enabled: values.enabled,
      startAt: zonedInputToIso(values.startAt, timeZone),
      endAt: zonedInputToIso(values.endAt, timeZone),
      message: dropEmptyTexts(values.message),
    }))
    .pipe(maintenanceSchema);
}

export function MaintenanceSettingsForm({ settings, canWrite, writePermission }: { settings: MerchantSettings; canWrite: boolean; writePermission: string }) {
  const { t } = useTranslation();
  const timeZone = settings.timeZone;
  const schema = useMemo(() => formSchemaFor(timeZone), [timeZone]);
  const toForm = useMemo(
    () => (maintenance: Maintenance) => ({
      enabled: maintenance.enabled,
      startAt: isoToZonedInput(maintenance.startAt, timeZone),
      endAt: isoToZonedInput(maintenance.endAt, timeZone),
      message: maintenance.message,
    }),
    [timeZone],
  );
  const { form, sectionFormProps } = useSectionForm({
    section: 'maintenance',
    settings,
    schema,
    toForm,
    fromForm: (values: Maintenance) => values,
  });
  const { control, register, formState, watch, setValue } = form;
  const errors = formState.errors;
  const current = settings.maintenance;
  const state = maintenanceState(current);
  const enabled = watch('enabled');
  const watchedTimes = { startAt: watch('startAt'), endAt: watch('endAt') };
  // The chosen times written out as the rest of the console shows instants, so there is no doubt about the format.
  const exactTimes = { startAt: zonedInputToIso(watchedTimes.startAt, timeZone), endAt: zonedInputToIso(watchedTimes.endAt, timeZone) };
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  return (
    <SectionForm canWrite={canWrite} writePermission={writePermission} {...sectionFormProps}>
      <Card>
        <CardHeader
          title={t('maintenance.statusTitle')}
          description={
            state === 'active'
              ? t('maintenance.activeText')
              : state === 'scheduled'
                ? t('maintenance.scheduledText', { start: formatDateTime(current.startAt!, timeZone) })
                : state === 'ended'
                  ? t('maintenance.endedText')
                  : t('maintenance.offText')
          }
          actions={
            <Badge tone={STATE_TONES[state]} dot>
              {t(`maintenance.state.${state}`)}
            </Badge>
          }
        />
        <CardBody>
          <div className="flex items-center justify-between gap-4">
            <div>
              <p id="maintenance-enabled" className="text-[13px] font-medium text-slate-900">
                {t('maintenance.enabled')}
              </p>
              <p className="mt-0.5 text-xs text-slate-500">{t('maintenance.enabledHint')}</p>
            </div>
            <Controller
              control={control}
              name="enabled"
              render={({ field }) => <Switch checked={field.value} onCheckedChange={field.onChange} aria-labelledby="maintenance-enabled" />}
            />
          </div>
        </CardBody>
      </Card>

      <Card>
        <CardHeader
          title={t('maintenance.windowTitle')}
          description={t('maintenance.windowText')}
          icon={<Clock className="size-4" />}
          actions={<Badge tone="info">{t('maintenance.zone', { zone: timeZone, offset: zoneOffsetLabel(timeZone) })}</Badge>}
        />
        <CardBody className="flex flex-col gap-4">
          <div className="grid gap-5 sm:grid-cols-2">
            {(['startAt', 'endAt'] as const).map((name) => (
              <Field
                key={name}
                label={t(`maintenance.${name}`)}
                htmlFor={`maintenance-${name}`}
                hint={
                  exactTimes[name] ? t('maintenance.exact', { time: formatDateTime(exactTimes[name], timeZone), zone: timeZone }) : t(`maintenance.${name}Hint`)
                }
                error={errors[name]?.message}
              >
                <div className="flex items-center gap-1.5">
                  <Input id={`maintenance-${name}`} type="datetime-local" step={60} invalid={Boolean(errors[name])} className="tabular" {...register(name)} />
                  {watchedTimes[name] && canWrite ? (
                    <IconButton
                      label={t('maintenance.clear')}
                      icon={<X className="size-4" />}
                      onClick={() => setValue(name, '', { shouldDirty: true, shouldValidate: formState.submitCount > 0 })}
                    />
                  ) : null}
                </div>
              </Field>
            ))}
          </div>
          {browserZone !== timeZone ? <p className="text-xs text-amber-700">{t('maintenance.otherZone', { zone: browserZone })}</p> : null}
          {!enabled ? <p className="text-xs text-slate-500">{t('maintenance.windowIgnored')}</p> : null}
        </CardBody>
      </Card>

      <Card>
        <CardHeader title={t('maintenance.messageTitle')} description={t('maintenance.messageText')} />
        <CardBody>
          <Controller
            control={control}
            name="message"
            render={({ field }) => (
              <MultilangText
                id="maintenance-message"
                label={t('maintenance.messageLabel')}
                value={field.value}
                onChange={field.onChange}
                maxLength={500}
                multiline
                disabled={!canWrite}
                errors={Object.fromEntries(
                  Object.entries(errors.message ?? {}).map(([code, issue]) => [code, (issue as { message?: string } | undefined)?.message]),
                )}
              />
            )}
          />
        </CardBody>
      </Card>
    </SectionForm>
  );
}
