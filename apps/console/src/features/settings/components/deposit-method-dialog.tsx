import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { EntryDialog, useEntryForm } from '../../../components/ui/entry-dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input, Select } from '../../../components/ui/input.tsx';
import { MoneyInput } from '../../../components/ui/money-input.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { schemaResolver } from '../../../lib/form-resolver.ts';
import { MultilangText } from './multilang-text.tsx';
import { depositMethodSchema, KNOWN_CHANNELS, type DepositMethodSetting } from '../schemas/payments.ts';

export interface DepositMethodDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  method: DepositMethodSetting;
  isNew: boolean;
  symbol: string;
  exponent: number;
  onSave: (method: DepositMethodSetting) => void;
}

/** Adds or edits one deposit method; the list is saved with the section. */
export function DepositMethodDialog({ open, onOpenChange, method, isNew, symbol, exponent, onSave }: DepositMethodDialogProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => depositMethodSchema(exponent), [exponent]);
  const { register, control, formState, submit } = useEntryForm<z.input<typeof schema>, DepositMethodSetting>({
    open,
    onOpenChange,
    resolver: schemaResolver(schema, t),
    values: method,
    onSave,
  });
  const errors = formState.errors;

  return (
    <EntryDialog
      open={open}
      onOpenChange={onOpenChange}
      title={isNew ? t('payments.addMethodTitle') : t('payments.editMethodTitle')}
      description={t('payments.methodDialogText')}
      isNew={isNew}
      submit={submit}
      saveTestId="method-dialog-save"
      formClassName="grid gap-4 sm:grid-cols-2"
    >
      <Field label={t('payments.kind')} htmlFor="method-kind" hint={t('payments.kindHint')} error={errors.kind?.message}>
        <Select id="method-kind" {...register('kind')}>
          <option value="bank">{t('payments.kinds.bank')}</option>
          <option value="online">{t('payments.kinds.online')}</option>
        </Select>
      </Field>
      <Field label={t('payments.name')} htmlFor="method-name" hint={t('payments.nameHint')} error={errors.name?.message}>
        <Input id="method-name" maxLength={60} invalid={Boolean(errors.name)} {...register('name')} />
      </Field>
      <Controller
        control={control}
        name="localNames"
        render={({ field }) => (
          <div className="sm:col-span-2">
            <MultilangText
              id="method-local-names"
              label={t('payments.localNames')}
              hint={t('payments.localNamesHint')}
              value={field.value ?? {}}
              onChange={field.onChange}
              maxLength={60}
            />
          </div>
        )}
      />
      <Field label={t('payments.channel')} htmlFor="method-channel" hint={t('payments.channelHint')} error={errors.channel?.message} className="sm:col-span-2">
        <Input
          id="method-channel"
          list="method-channels"
          maxLength={20}
          className="font-mono uppercase"
          invalid={Boolean(errors.channel)}
          {...register('channel')}
        />
        <datalist id="method-channels">
          {KNOWN_CHANNELS.map((channel) => (
            <option key={channel} value={channel} />
          ))}
        </datalist>
      </Field>
      <Field label={t('payments.min')} htmlFor="method-min" error={errors.min?.message}>
        <MoneyInput id="method-min" symbol={symbol} invalid={Boolean(errors.min)} {...register('min')} />
      </Field>
      <Field label={t('payments.max')} htmlFor="method-max" error={errors.max?.message}>
        <MoneyInput id="method-max" symbol={symbol} invalid={Boolean(errors.max)} {...register('max')} />
      </Field>
      <Field label={t('payments.feePercent')} htmlFor="method-feePercent" error={errors.feePercent?.message}>
        <div className="relative">
          <Input id="method-feePercent" inputMode="decimal" className="pr-8 tabular" invalid={Boolean(errors.feePercent)} {...register('feePercent')} />
          <span aria-hidden className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-[13px] text-slate-500">
            %
          </span>
        </div>
      </Field>
      <Field label={t('payments.feeFixed')} htmlFor="method-feeFixed" error={errors.feeFixed?.message}>
        <MoneyInput id="method-feeFixed" symbol={symbol} invalid={Boolean(errors.feeFixed)} {...register('feeFixed')} />
      </Field>
      <p className="-mt-2 text-xs text-slate-500 sm:col-span-2">{t('payments.feeHint')}</p>
      <div className="flex items-center justify-between gap-4 rounded-md border border-slate-200 px-3 py-2.5 sm:col-span-2">
        <span id="method-enabled" className="text-[13px] text-slate-700">
          {t('payments.methodEnabled')}
        </span>
        <Controller
          control={control}
          name="enabled"
          render={({ field }) => <Switch checked={field.value} onCheckedChange={field.onChange} aria-labelledby="method-enabled" />}
        />
      </div>
    </EntryDialog>
  );
}
