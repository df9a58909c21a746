import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { bankLogoUrl, memberBankSchema, type MemberBank } from '@orbit/contracts/banks';
import { EntryDialog, useEntryForm } from '../../../components/ui/entry-dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { schemaResolver } from '../../../lib/form-resolver.ts';
import { BANK_LOGO_TYPES } from '../api/upload-asset.ts';
import { ImageUpload } from './image-upload.tsx';

export interface MemberBankDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  bank: MemberBank;
  isNew: boolean;
  /** The other banks' codes: a code names one bank only. */
  takenCodes: readonly string[];
  onSave: (bank: MemberBank) => void;
}

/** Adds or edits a bank members withdraw to: its name, its code (fixed once saved, accounts refer to it), its logo. */
export function MemberBankDialog({ open, onOpenChange, bank, isNew, takenCodes, onSave }: MemberBankDialogProps) {
  const { t } = useTranslation();
  const schema = memberBankSchema.extend({
    code: z
      .string()
      .trim()
      .transform((value) => value.toUpperCase())
      .pipe(memberBankSchema.shape.code)
      .refine((code) => !takenCodes.includes(code), 'validation.duplicate'),
  });
  const { register, control, formState, watch, submit } = useEntryForm<z.input<typeof schema>, MemberBank>({
    open,
    onOpenChange,
    resolver: schemaResolver(schema, t),
    values: bank,
    onSave,
  });
  const errors = formState.errors;
  const code = watch('code');

  return (
    <EntryDialog
      open={open}
      onOpenChange={onOpenChange}
      title={isNew ? t('payments.addMemberBankTitle') : t('payments.editMemberBankTitle')}
      description={t('payments.memberBankDialogText')}
      isNew={isNew}
      submit={submit}
      saveTestId="member-bank-dialog-save"
      formClassName="flex flex-col gap-4"
    >
      <Field label={t('payments.bankName')} htmlFor="member-bank-name" error={errors.name?.message}>
        <Input id="member-bank-name" maxLength={60} invalid={Boolean(errors.name)} {...register('name')} />
      </Field>
      <Field label={t('payments.bankCode')} htmlFor="member-bank-code" hint={t('payments.bankCodeHint')} error={errors.code?.message}>
        <Input id="member-bank-code" maxLength={20} className="font-mono uppercase" readOnly={!isNew} invalid={Boolean(errors.code)} {...register('code')} />
      </Field>
      <Field label={t('payments.bankLogo')} htmlFor="member-bank-logo" hint={t('payments.bankLogoHint')} error={errors.logo?.message}>
        <Controller
          control={control}
          name="logo"
          render={({ field }) => (
            <div className="flex items-center gap-4">
              <img src={bankLogoUrl({ code: code.toUpperCase() || 'BANK', logo: field.value })} alt="" className="size-12 shrink-0 rounded-lg object-contain" />
              <ImageUpload id="member-bank-logo" value={field.value} onChange={field.onChange} accept={BANK_LOGO_TYPES} preview={false} />
            </div>
          )}
        />
      </Field>
      <div className="flex items-center justify-between gap-4 rounded-md border border-slate-200 px-3 py-2.5">
        <span id="member-bank-enabled" className="text-[13px] text-slate-700">
          {t('payments.memberBankEnabled')}
        </span>
        <Controller
          control={control}
          name="enabled"
          render={({ field }) => <Switch checked={field.value} onCheckedChange={field.onChange} aria-labelledby="member-bank-enabled" />}
        />
      </div>
    </EntryDialog>
  );
}
