import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Moon, Sun } from 'lucide-react';
import { brandingSchema, THEME_COLOUR_KEYS, type Branding, type MerchantSettings } from '@orbit/contracts/settings';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input, Select } from '../../../components/ui/input.tsx';
import { useSectionForm } from '../hooks/use-section-form.ts';
import { ColourField } from './colour-field.tsx';
import { ImageUpload } from './image-upload.tsx';
import { MultilangText } from './multilang-text.tsx';
import { SectionForm } from './section-form.tsx';
import { THEME_PRESETS, ThemePreview } from './theme-preview.tsx';
import { dropEmptyTexts } from '../../../lib/text.ts';

const toForm = (branding: Branding): Branding => branding;
const fromForm = (values: Branding): Branding => ({ ...values, marketingText: dropEmptyTexts(values.marketingText) });

export function BrandingSettingsForm({ settings, canWrite, writePermission }: { settings: MerchantSettings; canWrite: boolean; writePermission: string }) {
  const { t } = useTranslation();
  const { form, sectionFormProps } = useSectionForm({ section: 'branding', settings, schema: brandingSchema, toForm, fromForm });
  const { register, control, formState, watch, setValue } = form;
  const errors = formState.errors;
  const colours = watch('theme.colours');
  const siteName = watch('siteName');
  const logoUrl = watch('logoUrl');
  const mode = watch('theme.mode');

  return (
    <SectionForm canWrite={canWrite} writePermission={writePermission} {...sectionFormProps}>
      <Card>
        <CardHeader title={t('branding.identityTitle')} description={t('branding.identityText')} />
        <CardBody className="grid gap-5 md:grid-cols-2">
          <Field label={t('branding.siteName')} htmlFor="siteName" error={errors.siteName?.message}>
            <Input id="siteName" maxLength={60} invalid={Boolean(errors.siteName)} {...register('siteName')} />
          </Field>
          <Field label={t('branding.copyright')} htmlFor="copyright" hint={t('branding.copyrightHint')} error={errors.copyright?.message}>
            <Input id="copyright" maxLength={200} invalid={Boolean(errors.copyright)} {...register('copyright')} />
          </Field>
          <Field label={t('branding.logo')} htmlFor="logo-file" className="md:col-span-2">
            <Controller
              control={control}
              name="logoUrl"
              render={({ field }) => (
                <ImageUpload
                  id="logo-file"
                  value={field.value}
                  onChange={(url) => field.onChange(url)}
                  disabled={!canWrite}
                  dark={mode === 'dark'}
                  error={errors.logoUrl?.message}
                />
              )}
            />
          </Field>
        </CardBody>
      </Card>

      <Card>
        <CardHeader
          title={t('branding.themeTitle')}
          description={t('branding.themeText')}
          actions={
            canWrite ? (
              <>
                <Button
                  size="sm"
                  variant="ghost"
                  icon={<Moon className="size-4" />}
                  onClick={() => setValue('theme', THEME_PRESETS.midnight, { shouldDirty: true, shouldValidate: true })}
                >
                  {t('branding.presetMidnight')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  icon={<Sun className="size-4" />}
                  onClick={() => setValue('theme', THEME_PRESETS.daylight, { shouldDirty: true, shouldValidate: true })}
                >
                  {t('branding.presetDaylight')}
                </Button>
              </>
            ) : null
          }
        />
        <CardBody className="grid gap-6 lg:grid-cols-[1fr_320px]">
          <div className="flex flex-col gap-4">
            <Field label={t('branding.mode')} htmlFor="theme-mode" className="max-w-xs">
              <Select id="theme-mode" {...register('theme.mode')}>
                <option value="dark">{t('branding.modeDark')}</option>
                <option value="light">{t('branding.modeLight')}</option>
              </Select>
            </Field>
            <div className="grid grid-cols-1 gap-2.5 sm:grid-cols-2">
              {THEME_COLOUR_KEYS.map((key) => (
                <div key={key}>
                  <Controller
                    control={control}
                    name={`theme.colours.${key}`}
                    render={({ field }) => (
                      <ColourField
                        id={`colour-${key}`}
                        label={t(`branding.colours.${key}`)}
                        value={field.value}
                        onChange={field.onChange}
                        invalid={Boolean(errors.theme?.colours?.[key])}
                        disabled={!canWrite}
                      />
                    )}
                  />
                  {errors.theme?.colours?.[key]?.message ? <p className="mt-1 text-xs text-red-600">{errors.theme.colours[key]?.message}</p> : null}
                </div>
              ))}
            </div>
          </div>
          <div className="flex flex-col gap-2">
            <p className="text-[13px] font-medium text-slate-700">{t('branding.preview')}</p>
            <ThemePreview colours={colours} siteName={siteName} logoUrl={logoUrl} />
            <div className="mt-1 flex flex-wrap gap-1.5" aria-hidden>
              {THEME_COLOUR_KEYS.map((key) => (
                <span
                  key={key}
                  title={t(`branding.colours.${key}`)}
                  className="size-6 rounded-md ring-1 ring-slate-200 ring-inset"
                  style={{ background: /^#[0-9a-fA-F]{6}$/.test(colours[key]) ? colours[key] : 'transparent' }}
                />
              ))}
            </div>
          </div>
        </CardBody>
      </Card>

      <Card>
        <CardHeader title={t('branding.marketingTitle')} description={t('branding.marketingText')} />
        <CardBody>
          <Controller
            control={control}
            name="marketingText"
            render={({ field }) => (
              <MultilangText
                id="marketingText"
                label={t('branding.marketingLabel')}
                value={field.value}
                onChange={field.onChange}
                maxLength={1000}
                multiline
                disabled={!canWrite}
                errors={Object.fromEntries(
                  Object.entries(errors.marketingText ?? {}).map(([code, issue]) => [code, (issue as { message?: string } | undefined)?.message]),
                )}
              />
            )}
          />
        </CardBody>
      </Card>
    </SectionForm>
  );
}
