import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Clock, Eye, EyeOff, Gamepad2, KeyRound, MessageSquareLock, Wand2 } from 'lucide-react';
import type { AccountsSettings, MerchantSettings } from '@orbit/contracts/settings';
import { Button, IconButton } from '../../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { generatePassword } from '../../../lib/text.ts';
import { useSectionForm } from '../hooks/use-section-form.ts';
import { accountsFormSchema } from '../schemas/accounts.ts';
import { FlagState } from './flag-state.tsx';
import { NumberInput } from './number-input.tsx';
import { SectionForm } from './section-form.tsx';

const same = (accounts: AccountsSettings): AccountsSettings => accounts;

/** The whole-number fields, by card, with the unit each is counted in. */
const CODE_FIELDS = [
  { name: 'codeExpiryMinutes', unit: 'units.minutes', min: 1, max: 60 },
  { name: 'codeResendSeconds', unit: 'units.seconds', min: 30, max: 600 },
  { name: 'codesPerTargetPerHour', unit: 'units.perHour', min: 1, max: 100 },
  { name: 'codesPerIpPerHour', unit: 'units.perHour', min: 1, max: 1000 },
  { name: 'captchaAfterFailures', unit: 'units.failures', min: 0, max: 100 },
] as const;
const SESSION_FIELDS = [
  { name: 'sessionHours', unit: 'units.hours', min: 1, max: 720 },
  { name: 'sessionIdleMinutes', unit: 'units.minutes', min: 5, max: 1440 },
] as const;

export function AccountsSettingsForm({ settings, canWrite, writePermission }: { settings: MerchantSettings; canWrite: boolean; writePermission: string }) {
  const { t } = useTranslation();
  const { form, sectionFormProps } = useSectionForm({ section: 'accounts', settings, schema: accountsFormSchema, toForm: same, fromForm: same });
  const { register, formState, setValue, watch } = form;
  const errors = formState.errors;
  const [shown, setShown] = useState(false);
  const prefix = watch('trialPrefix');

  const numberField = (field: (typeof CODE_FIELDS)[number] | (typeof SESSION_FIELDS)[number]) => (
    <Field
      key={field.name}
      label={t(`accounts.${field.name}`)}
      htmlFor={`accounts-${field.name}`}
      hint={t(`accounts.${field.name}Hint`)}
      error={errors[field.name]?.message}
    >
      <NumberInput
        id={`accounts-${field.name}`}
        unit={t(field.unit)}
        min={field.min}
        max={field.max}
        invalid={Boolean(errors[field.name])}
        {...register(field.name, { valueAsNumber: true })}
      />
    </Field>
  );

  return (
    <SectionForm canWrite={canWrite} writePermission={writePermission} {...sectionFormProps}>
      <Card>
        <CardHeader
          title={t('accounts.passwordTitle')}
          description={t('accounts.passwordText')}
          icon={<KeyRound className="size-4" />}
          actions={<FlagState flag="passwordExpiry" on={settings.flags.passwordExpiry === true} />}
        />
        <CardBody className="grid gap-5 md:grid-cols-2">
          <Field
            label={t('accounts.defaultPassword')}
            htmlFor="accounts-defaultPassword"
            hint={t('accounts.defaultPasswordHint')}
            error={errors.defaultPassword?.message}
          >
            <div className="flex items-center gap-1.5">
              <Input
                id="accounts-defaultPassword"
                type={shown ? 'text' : 'password'}
                autoComplete="off"
                spellCheck={false}
                className="font-mono"
                invalid={Boolean(errors.defaultPassword)}
                {...register('defaultPassword')}
              />
              <IconButton
                size="md"
                variant="secondary"
                label={shown ? t('secret.hide') : t('secret.show')}
                icon={shown ? <EyeOff className="size-4" /> : <Eye className="size-4" />}
                onClick={() => setShown((value) => !value)}
              />
              {canWrite ? (
                <Button
                  icon={<Wand2 className="size-4" />}
                  onClick={() => {
                    setValue('defaultPassword', generatePassword(12), { shouldDirty: true, shouldValidate: true });
                    setShown(true);
                  }}
                >
                  {t('operators.generate')}
                </Button>
              ) : null}
            </div>
          </Field>
          <Field
            label={t('accounts.passwordExpiryDays')}
            htmlFor="accounts-passwordExpiryDays"
            hint={t('accounts.passwordExpiryDaysHint')}
            error={errors.passwordExpiryDays?.message}
          >
            <NumberInput
              id="accounts-passwordExpiryDays"
              unit={t('units.days')}
              min={1}
              max={3650}
              invalid={Boolean(errors.passwordExpiryDays)}
              {...register('passwordExpiryDays', { valueAsNumber: true })}
            />
          </Field>
        </CardBody>
      </Card>

      <Card>
        <CardHeader title={t('accounts.codesTitle')} description={t('accounts.codesText')} icon={<MessageSquareLock className="size-4" />} />
        <CardBody className="grid gap-5 md:grid-cols-2">{CODE_FIELDS.map(numberField)}</CardBody>
      </Card>

      <Card>
        <CardHeader title={t('accounts.sessionsTitle')} description={t('accounts.sessionsText')} icon={<Clock className="size-4" />} />
        <CardBody className="grid gap-5 md:grid-cols-2">{SESSION_FIELDS.map(numberField)}</CardBody>
      </Card>

      <Card>
        <CardHeader
          title={t('accounts.trialTitle')}
          description={t('accounts.trialText')}
          icon={<Gamepad2 className="size-4" />}
          actions={<FlagState flag="freePlay" on={settings.flags.freePlay === true} />}
        />
        <CardBody className="grid gap-5 md:grid-cols-2">
          <Field
            label={t('accounts.trialPrefix')}
            htmlFor="accounts-trialPrefix"
            hint={t('accounts.trialPrefixHint', { example: `${prefix || 'guest'}58213` })}
            error={errors.trialPrefix?.message}
          >
            <Input
              id="accounts-trialPrefix"
              className="font-mono"
              maxLength={8}
              autoCapitalize="none"
              spellCheck={false}
              invalid={Boolean(errors.trialPrefix)}
              {...register('trialPrefix')}
            />
          </Field>
          <Field label={t('accounts.trialBalance')} htmlFor="accounts-trialBalance" hint={t('accounts.trialBalanceHint')} error={errors.trialBalance?.message}>
            <div className="relative">
              <span aria-hidden className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-slate-500">
                {settings.currencySymbol}
              </span>
              <Input
                id="accounts-trialBalance"
                inputMode="decimal"
                className="pl-12 tabular"
                invalid={Boolean(errors.trialBalance)}
                {...register('trialBalance')}
              />
            </div>
          </Field>
        </CardBody>
      </Card>
    </SectionForm>
  );
}
