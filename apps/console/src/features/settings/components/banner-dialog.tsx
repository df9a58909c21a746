import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { BANNER_GROUPS, bannerSchema, type Banner } from '@orbit/contracts/settings';
import { EntryDialog, useEntryForm } from '../../../components/ui/entry-dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input, Select } from '../../../components/ui/input.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { schemaResolver } from '../../../lib/form-resolver.ts';
import { dropEmptyTexts } from '../../../lib/text.ts';
import { ImageUpload } from './image-upload.tsx';
import { MultilangText } from './multilang-text.tsx';

/** In the dialog an image may still be missing and the link is text; the schema settles both. */
const dialogSchema = bannerSchema.extend({
  imageUrl: z.string().min(1, 'validation.imageRequired').pipe(bannerSchema.shape.imageUrl),
  link: z
    .string()
    .trim()
    .transform((link) => (link === '' ? null : link))
    .pipe(bannerSchema.shape.link),
  title: z.record(z.string(), z.string().max(120)).transform(dropEmptyTexts),
});
type DialogValues = z.input<typeof dialogSchema>;

export interface BannerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  banner: Banner | null;
  isNew: boolean;
  onSave: (banner: Banner) => void;
}

export function BannerDialog({ open, onOpenChange, banner, isNew, onSave }: BannerDialogProps) {
  const { t } = useTranslation();
  const toValues = (value: Banner | null): DialogValues => ({
    id: value?.id ?? '',
    groupName: value?.groupName ?? 'w_home',
    imageUrl: value?.imageUrl ?? '',
    link: value?.link ?? '',
    title: value?.title ?? {},
    enabled: value?.enabled ?? true,
  });
  const values = useMemo(() => toValues(banner), [banner]);
  const { register, control, formState, submit } = useEntryForm<DialogValues, Banner>({
    open,
    onOpenChange,
    resolver: schemaResolver(dialogSchema, t),
    values,
    onSave,
  });
  const errors = formState.errors;

  return (
    <EntryDialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={isNew ? t('banners.addTitle') : t('banners.editTitle')}
      description={t('banners.dialogText')}
      isNew={isNew}
      submit={submit}
      formClassName="flex flex-col gap-4"
    >
      <Field label={t('banners.image')} htmlFor="banner-file">
        <Controller
          control={control}
          name="imageUrl"
          render={({ field }) => (
            <ImageUpload
              id="banner-file"
              aspect="banner"
              allowRemove={false}
              value={field.value || null}
              onChange={(url) => field.onChange(url ?? '')}
              error={errors.imageUrl?.message}
            />
          )}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('banners.group')} htmlFor="banner-group" hint={t('banners.groupHint')}>
          <Select id="banner-group" {...register('groupName')}>
            {BANNER_GROUPS.map((group) => (
              <option key={group} value={group}>
                {t(`bannerGroups.${group}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('banners.link')} htmlFor="banner-link" hint={t('banners.linkHint')} error={errors.link?.message}>
          <Input id="banner-link" placeholder="/promotions" className="font-mono" invalid={Boolean(errors.link)} {...register('link')} />
        </Field>
      </div>
      <Controller
        control={control}
        name="title"
        render={({ field }) => (
          <MultilangText
            id="banner-title"
            label={t('banners.bannerTitle')}
            value={field.value}
            onChange={field.onChange}
            maxLength={120}
            errors={Object.fromEntries(Object.entries(errors.title ?? {}).map(([code, issue]) => [code, (issue as { message?: string } | undefined)?.message]))}
          />
        )}
      />
      <div className="flex items-center justify-between gap-4 rounded-md border border-slate-200 px-3 py-2.5">
        <span id="banner-enabled" className="text-[13px] text-slate-700">
          {t('banners.enabled')}
        </span>
        <Controller
          control={control}
          name="enabled"
          render={({ field }) => <Switch checked={field.value} onCheckedChange={field.onChange} aria-labelledby="banner-enabled" />}
        />
      </div>
    </EntryDialog>
  );
}
