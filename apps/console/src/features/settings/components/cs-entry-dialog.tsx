import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CS_TYPES, customerServiceEntrySchema, type CustomerServiceEntry } from '@orbit/contracts/settings';
import { EntryDialog, useEntryForm } from '../../../components/ui/entry-dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input, Select } from '../../../components/ui/input.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { schemaResolver } from '../../../lib/form-resolver.ts';

export const CS_PATH_EXAMPLES: Record<CustomerServiceEntry['csType'], string> = {
  livechat: 'https://chat.example.com/widget',
  whatsapp: 'https://wa.me/60123456789',
  telegram: 'https://t.me/example_support',
  line: 'https://line.me/R/ti/p/@example',
  wechat: 'example_support',
  facebook: 'https://m.me/example',
  email: 'support@example.com',
  phone: '+60 12-345 6789',
};

export interface CsEntryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  entry: CustomerServiceEntry;
  isNew: boolean;
  onSave: (entry: CustomerServiceEntry) => void;
}

/** Adds or edits one customer-service entry; the list is saved with the section. */
export function CsEntryDialog({ open, onOpenChange, entry, isNew, onSave }: CsEntryDialogProps) {
  const { t } = useTranslation();
  const { register, control, watch, formState, submit } = useEntryForm<CustomerServiceEntry, CustomerServiceEntry>({
    open,
    onOpenChange,
    resolver: schemaResolver(customerServiceEntrySchema, t),
    values: entry,
    onSave,
  });
  const type = watch('csType');
  const errors = formState.errors;

  return (
    <EntryDialog
      open={open}
      onOpenChange={onOpenChange}
      title={isNew ? t('cs.addTitle') : t('cs.editTitle')}
      description={t('cs.dialogText')}
      isNew={isNew}
      submit={submit}
      formClassName="flex flex-col gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('cs.type')} htmlFor="cs-type" error={errors.csType?.message}>
          <Select id="cs-type" {...register('csType')}>
            {CS_TYPES.map((csType) => (
              <option key={csType} value={csType}>
                {t(`csTypes.${csType}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('cs.title')} htmlFor="cs-title" error={errors.title?.message}>
          <Input id="cs-title" maxLength={60} invalid={Boolean(errors.title)} placeholder={t(`csTypes.${type}`)} {...register('title')} />
        </Field>
      </div>
      <Field
        label={t(`cs.pathLabel.${type === 'email' ? 'email' : type === 'phone' ? 'phone' : type === 'wechat' ? 'id' : 'url'}`)}
        htmlFor="cs-path"
        error={errors.path?.message}
        hint={t('cs.pathExample', { example: CS_PATH_EXAMPLES[type] })}
      >
        <Input id="cs-path" maxLength={300} invalid={Boolean(errors.path)} className="font-mono" placeholder={CS_PATH_EXAMPLES[type]} {...register('path')} />
      </Field>
      <div className="flex items-center justify-between gap-4 rounded-md border border-slate-200 px-3 py-2.5">
        <span id="cs-enabled" className="text-[13px] text-slate-700">
          {t('cs.enabled')}
        </span>
        <Controller
          control={control}
          name="enabled"
          render={({ field }) => <Switch checked={field.value} onCheckedChange={field.onChange} aria-labelledby="cs-enabled" />}
        />
      </div>
    </EntryDialog>
  );
}
