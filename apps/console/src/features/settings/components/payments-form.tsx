import { useMemo } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { ArrowDownToLine, PlugZap, ShieldCheck, TicketPercent } from 'lucide-react';
import { exponentOf } from '@orbit/contracts/money';
import type { MerchantSettings, PaymentsSettings } from '@orbit/contracts/settings';
import { Alert } from '../../../components/ui/alert.tsx';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input, Select } from '../../../components/ui/input.tsx';
import { MoneyInput } from '../../../components/ui/money-input.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { useSectionForm } from '../hooks/use-section-form.ts';
import { paymentsFormSchema, paymentsWarnings } from '../schemas/payments.ts';
import { BankAccountsCard } from './bank-accounts-card.tsx';
import { DepositMethodsCard } from './deposit-methods-card.tsx';
import { MemberBanksCard } from './member-banks-card.tsx';
import { NumberInput } from './number-input.tsx';
import { SecretInput } from './secret-input.tsx';
import { SectionForm } from './section-form.tsx';

const same = (payments: PaymentsSettings): PaymentsSettings => payments;

const WITHDRAWAL_COUNTS = [
  { name: 'dailyCount', unit: 'units.perDay', min: 1, max: 100 },
  { name: 'autoReceiveMinutes', unit: 'units.minutes', min: 1, max: 10_080 },
  { name: 'maxBankAccounts', unit: 'units.accounts', min: 1, max: 10 },
] as const;

export function PaymentsSettingsForm({ settings, canWrite, writePermission }: { settings: MerchantSettings; canWrite: boolean; writePermission: string }) {
  const { t } = useTranslation();
  const exponent = exponentOf(settings.currency);
  const symbol = settings.currencySymbol;
  const schema = useMemo(() => paymentsFormSchema(exponent), [exponent]);
  const { form, sectionFormProps } = useSectionForm({ section: 'payments', settings, schema, toForm: same, fromForm: same });
  const { register, control, formState, watch } = form;
  const errors = formState.errors;
  const values = watch();
  const warnings = paymentsWarnings(values);

  return (
    <SectionForm canWrite={canWrite} writePermission={writePermission} {...sectionFormProps}>
      {warnings.noMethod ? (
        <Alert tone="warning" title={t('payments.noMethodTitle')}>
          {t('payments.noMethodText')}
        </Alert>
      ) : warnings.noBankAccount ? (
        <Alert tone="warning" title={t('payments.noBankAccountTitle')}>
          {t('payments.noBankAccountText')}
        </Alert>
      ) : null}

      <Controller
        control={control}
        name="depositMethods"
        render={({ field }) => (
          <DepositMethodsCard
            methods={field.value}
            onChange={field.onChange}
            errors={errors.depositMethods as never}
            canWrite={canWrite}
            symbol={symbol}
            exponent={exponent}
          />
        )}
      />

      <Controller
        control={control}
        name="bankAccounts"
        render={({ field }) => (
          <BankAccountsCard
            accounts={field.value}
            onChange={field.onChange}
            errors={errors.bankAccounts as never}
            canWrite={canWrite}
            banks={values.memberBanks.map((bank) => bank.name)}
            siteName={settings.branding.siteName}
          />
        )}
      />

      <Controller
        control={control}
        name="memberBanks"
        render={({ field }) => <MemberBanksCard banks={field.value} onChange={field.onChange} errors={errors.memberBanks as never} canWrite={canWrite} />}
      />

      <div className="grid items-start gap-5 lg:grid-cols-2">
        <GatewayCard form={form} canWrite={canWrite} onlineMethodOn={warnings.onlineMethodOn} />
      </div>

      <WithdrawalCard form={form} symbol={symbol} />

      <div className="grid items-start gap-5 lg:grid-cols-2">
        <Card>
          <CardHeader title={t('payments.fourEyesTitle')} description={t('payments.fourEyesText')} icon={<ShieldCheck className="size-4" />} />
          <CardBody>
            <Field
              label={t('payments.fourEyesAmount')}
              htmlFor="payments-fourEyesAmount"
              hint={t('payments.fourEyesHint')}
              error={errors.fourEyesAmount?.message}
            >
              <MoneyInput id="payments-fourEyesAmount" symbol={symbol} invalid={Boolean(errors.fourEyesAmount)} {...register('fourEyesAmount')} />
            </Field>
          </CardBody>
        </Card>
        <Card>
          <CardHeader title={t('payments.promoTitle')} description={t('payments.promoText')} icon={<TicketPercent className="size-4" />} />
          <CardBody>
            <div className="flex items-center justify-between gap-4 rounded-md border border-slate-200 px-3.5 py-3">
              <div>
                <p id="payments-promoCodeField" className="text-[13px] font-medium text-slate-900">
                  {t('payments.promoCodeField')}
                </p>
                <p className="mt-0.5 text-xs text-slate-500">{values.promoCodeField ? t('payments.promoOn') : t('payments.promoOff')}</p>
              </div>
              <Controller
                control={control}
                name="promoCodeField"
                render={({ field }) => <Switch checked={field.value} onCheckedChange={field.onChange} aria-labelledby="payments-promoCodeField" />}
              />
            </div>
          </CardBody>
        </Card>
      </div>
    </SectionForm>
  );
}

type PaymentsForm = UseFormReturn<z.input<ReturnType<typeof paymentsFormSchema>>, unknown, z.output<ReturnType<typeof paymentsFormSchema>>>;

/** The online payment gateway: provider, account, secrets (kept unless retyped) and the sandbox's production switch. */
function GatewayCard({ form, canWrite, onlineMethodOn }: { form: PaymentsForm; canWrite: boolean; onlineMethodOn: boolean }) {
  const { t } = useTranslation();
  const { register, control, formState, watch } = form;
  const errors = formState.errors;
  const initial = formState.defaultValues;
  const values = watch();
  return (
    <Card>
      <CardHeader title={t('payments.gatewayTitle')} description={t('payments.gatewayText')} icon={<PlugZap className="size-4" />} />
      <CardBody className="flex flex-col gap-4">
        {values.gateway.provider === 'sandbox' && onlineMethodOn ? <Alert tone="info">{t('payments.sandboxText')}</Alert> : null}
        <Field label={t('payments.provider')} htmlFor="gateway-provider" error={errors.gateway?.provider?.message}>
          <Select id="gateway-provider" {...register('gateway.provider')}>
            <option value="sandbox">{t('payments.providers.sandbox')}</option>
          </Select>
        </Field>
        <Field label={t('payments.accountId')} htmlFor="gateway-accountId" hint={t('payments.accountIdHint')} error={errors.gateway?.accountId?.message}>
          <Input
            id="gateway-accountId"
            className="font-mono"
            autoComplete="off"
            invalid={Boolean(errors.gateway?.accountId)}
            {...register('gateway.accountId')}
          />
        </Field>
        {(['apiSecret', 'webhookSecret'] as const).map((name) => (
          <Field key={name} label={t(`payments.${name}`)} htmlFor={`gateway-${name}`} hint={t(`payments.${name}Hint`)} error={errors.gateway?.[name]?.message}>
            <Controller
              control={control}
              name={`gateway.${name}`}
              render={({ field }) => (
                <SecretInput
                  id={`gateway-${name}`}
                  value={field.value}
                  initial={initial?.gateway?.[name] ?? ''}
                  onChange={field.onChange}
                  disabled={!canWrite}
                  invalid={Boolean(errors.gateway?.[name])}
                />
              )}
            />
          </Field>
        ))}
        {values.gateway.provider === 'sandbox' ? (
          <div className="flex items-center justify-between gap-4 rounded-md border border-slate-200 px-3.5 py-3">
            <div>
              <p id="payments-sandboxInProduction" className="text-[13px] font-medium text-slate-900">
                {t('payments.sandboxInProduction')}
              </p>
              <p className="mt-0.5 text-xs text-slate-500">
                {values.sandboxInProduction ? t('payments.sandboxInProductionOn') : t('payments.sandboxInProductionOff')}
              </p>
            </div>
            <Controller
              control={control}
              name="sandboxInProduction"
              render={({ field }) => (
                <Switch checked={field.value} onCheckedChange={field.onChange} disabled={!canWrite} aria-labelledby="payments-sandboxInProduction" />
              )}
            />
          </div>
        ) : null}
      </CardBody>
    </Card>
  );
}

/** Withdrawal limits: the amounts, the daily count, the auto-receive time and the number of member bank accounts. */
function WithdrawalCard({ form, symbol }: { form: PaymentsForm; symbol: string }) {
  const { t } = useTranslation();
  const { register, formState } = form;
  const errors = formState.errors;
  return (
    <Card>
      <CardHeader title={t('payments.withdrawalTitle')} description={t('payments.withdrawalText')} icon={<ArrowDownToLine className="size-4" />} />
      <CardBody className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
        {(['min', 'max'] as const).map((name) => (
          <Field key={name} label={t(`payments.withdrawal.${name}`)} htmlFor={`withdrawal-${name}`} error={errors.withdrawal?.[name]?.message}>
            <MoneyInput id={`withdrawal-${name}`} symbol={symbol} invalid={Boolean(errors.withdrawal?.[name])} {...register(`withdrawal.${name}`)} />
          </Field>
        ))}
        {WITHDRAWAL_COUNTS.map((field) => (
          <Field
            key={field.name}
            label={t(`payments.withdrawal.${field.name}`)}
            htmlFor={`withdrawal-${field.name}`}
            hint={t(`payments.withdrawal.${field.name}Hint`)}
            error={errors.withdrawal?.[field.name]?.message}
          >
            <NumberInput
              id={`withdrawal-${field.name}`}
              unit={t(field.unit)}
              min={field.min}
              max={field.max}
              invalid={Boolean(errors.withdrawal?.[field.name])}
              {...register(`withdrawal.${field.name}`, { valueAsNumber: true })}
            />
          </Field>
        ))}
      </CardBody>
    </Card>
  );
}
