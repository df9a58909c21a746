import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { EntryDialog, useEntryForm } from '../../../components/ui/entry-dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { schemaResolver } from '../../../lib/form-resolver.ts';
import { bankAccountSchema, type BankAccountSetting } from '../schemas/payments.ts';

export interface BankAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  account: BankAccountSetting;
  isNew: boolean;
  /** Bank names offered while typing (the member banks list). */
  banks: readonly string[];
  onSave: (account: BankAccountSetting) => void;
}

/** Adds or edits one of the merchant's bank accounts that members transfer into. */
export function BankAccountDialog({ open, onOpenChange, account, isNew, banks, onSave }: BankAccountDialogProps) {
  const { t } = useTranslation();
  const { register, control, formState, submit } = useEntryForm<z.input<typeof bankAccountSchema>, BankAccountSetting>({
    open,
    onOpenChange,
    resolver: schemaResolver(bankAccountSchema, t),
    values: account,
    onSave,
  });
  const errors = formState.errors;

  return (
    <EntryDialog
      open={open}
      onOpenChange={onOpenChange}
      title={isNew ? t('payments.addAccountTitle') : t('payments.editAccountTitle')}
      description={t('payments.accountDialogText')}
      isNew={isNew}
      submit={submit}
      saveTestId="account-dialog-save"
      formClassName="flex flex-col gap-4"
    >
      <Field label={t('payments.bank')} htmlFor="account-bank" error={errors.bank?.message}>
        <Input id="account-bank" list="account-banks" maxLength={60} invalid={Boolean(errors.bank)} {...register('bank')} />
        <datalist id="account-banks">
          {banks.map((bank) => (
            <option key={bank} value={bank} />
          ))}
        </datalist>
      </Field>
      <Field label={t('payments.accountName')} htmlFor="account-name" error={errors.accountName?.message}>
        <Input id="account-name" maxLength={100} invalid={Boolean(errors.accountName)} {...register('accountName')} />
      </Field>
      <Field label={t('payments.accountNumber')} htmlFor="account-number" hint={t('payments.accountNumberHint')} error={errors.accountNumber?.message}>
        <Input
          id="account-number"
          inputMode="numeric"
          maxLength={24}
          className="font-mono"
          invalid={Boolean(errors.accountNumber)}
          {...register('accountNumber')}
        />
      </Field>
      <div className="flex items-center justify-between gap-4 rounded-md border border-slate-200 px-3 py-2.5">
        <span id="account-enabled" className="text-[13px] text-slate-700">
          {t('payments.accountEnabled')}
        </span>
        <Controller
          control={control}
          name="enabled"
          render={({ field }) => <Switch checked={field.value} onCheckedChange={field.onChange} aria-labelledby="account-enabled" />}
        />
      </div>
    </EntryDialog>
  );
}
