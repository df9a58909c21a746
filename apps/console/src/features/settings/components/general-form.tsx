import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { LANGUAGES } from '@orbit/contracts/languages';
import { generalSchema, type MerchantSettings } from '@orbit/contracts/settings';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { Field, FieldError } from '../../../components/ui/field.tsx';
import { Checkbox, Input, Select } from '../../../components/ui/input.tsx';
import { StringListEditor } from '../../../components/ui/list-editor.tsx';
import { useSectionForm } from '../hooks/use-section-form.ts';
import { SectionForm } from './section-form.tsx';

const formSchema = generalSchema
  .extend({
    gtagId: z
      .string()
      .trim()
      .transform((value) => (value === '' ? null : value.toUpperCase()))
      .refine((id) => id === null || /^(G|UA|AW)-[A-Z0-9-]+$/.test(id), { message: 'validation.gtagId', abort: true })
      .pipe(generalSchema.shape.gtagId),
  })
  .refine((general) => general.supportLanguages.includes(general.defaultLang), { message: 'validation.defaultLangSupported', path: ['defaultLang'] });

type GeneralForm = z.input<typeof formSchema>;

const toForm = (general: MerchantSettings['general']): GeneralForm => ({ ...general, gtagId: general.gtagId ?? '' });
const fromForm = (values: z.output<typeof formSchema>) => values;

// The two CDN lists of the merchant's settings: images, and game launches.
const CDN_FIELDS = [
  { name: 'imageCDNs', placeholder: 'https://img.example.com' },
  { name: 'launchGameCDNs', placeholder: 'https://play.example.com' },
] as const;

export function GeneralSettingsForm({ settings, canWrite, writePermission }: { settings: MerchantSettings; canWrite: boolean; writePermission: string }) {
  const { t } = useTranslation();
  const { form, sectionFormProps } = useSectionForm({ section: 'general', settings, schema: formSchema, toForm, fromForm });
  const { register, control, formState, watch } = form;
  const errors = formState.errors;
  const supported = watch('supportLanguages');
  const listErrors = (list: unknown) => (Array.isArray(list) ? list.map((entry) => (entry as { message?: string } | undefined)?.message) : undefined);

  return (
    <SectionForm canWrite={canWrite} writePermission={writePermission} {...sectionFormProps}>
      <Card>
        <CardHeader title={t('general.merchantTitle')} description={t('general.merchantText')} />
        <CardBody>
          <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-[13px] sm:grid-cols-4">
            <Fact label={t('general.code')} value={<span className="font-mono">{settings.code}</span>} />
            <Fact label={t('general.name')} value={settings.name} />
            <Fact label={t('general.currency')} value={`${settings.currency} (${settings.currencySymbol})`} />
            <Fact label={t('general.timeZone')} value={settings.timeZone} />
          </dl>
        </CardBody>
      </Card>

      <Card>
        <CardHeader title={t('general.languagesTitle')} description={t('general.languagesText')} />
        <CardBody className="flex flex-col gap-5">
          <Field
            label={t('general.homeCountry')}
            htmlFor="homeCountry"
            hint={t('general.homeCountryHint')}
            error={errors.homeCountry?.message}
            className="max-w-xs"
          >
            <Input
              id="homeCountry"
              maxLength={2}
              placeholder="MY"
              className="w-20 font-mono uppercase"
              invalid={Boolean(errors.homeCountry)}
              {...register('homeCountry', { setValueAs: (v: string) => v.trim().toUpperCase() })}
            />
          </Field>
          <Field label={t('general.defaultLang')} htmlFor="defaultLang" error={errors.defaultLang?.message} className="max-w-xs">
            <Select id="defaultLang" invalid={Boolean(errors.defaultLang)} {...register('defaultLang')}>
              {LANGUAGES.filter((language) => supported.includes(language.code)).map((language) => (
                <option key={language.code} value={language.code}>
                  {language.nativeName} ({language.code})
                </option>
              ))}
            </Select>
          </Field>
          <fieldset>
            <legend className="mb-2 text-[13px] font-medium text-slate-700">{t('general.supportLanguages')}</legend>
            <Controller
              control={control}
              name="supportLanguages"
              render={({ field }) => (
                <div className="grid grid-cols-2 gap-x-2 gap-y-0.5 sm:grid-cols-3 xl:grid-cols-4">
                  {LANGUAGES.map((language) => {
                    const checked = field.value.includes(language.code);
                    return (
                      <label
                        key={language.code}
                        className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-[13px] hover:bg-slate-50 has-[:disabled]:cursor-default"
                      >
                        <Checkbox
                          checked={checked}
                          onChange={() => field.onChange(checked ? field.value.filter((code) => code !== language.code) : [...field.value, language.code])}
                        />
                        <span lang={language.locale} className="truncate text-slate-800">
                          {language.nativeName}
                        </span>
                        <span className="font-mono text-[10px] text-slate-400">{language.code}</span>
                        {language.complete ? (
                          <span title={t('general.complete')} className="ml-auto size-1.5 shrink-0 rounded-full bg-emerald-500">
                            <span className="sr-only">{t('general.complete')}</span>
                          </span>
                        ) : null}
                      </label>
                    );
                  })}
                </div>
              )}
            />
            {errors.supportLanguages?.message ? <FieldError className="mt-2" message={errors.supportLanguages.message} /> : null}
            <p className="mt-2 text-xs text-slate-500">{t('general.supportLanguagesHint')}</p>
          </fieldset>
        </CardBody>
      </Card>

      <Card>
        <CardHeader title={t('general.analyticsTitle')} description={t('general.analyticsText')} />
        <CardBody>
          <Field label={t('general.gtagId')} htmlFor="gtagId" hint={t('general.gtagIdHint')} error={errors.gtagId?.message} className="max-w-xs">
            <Input id="gtagId" placeholder="G-XXXXXXXXXX" className="font-mono" invalid={Boolean(errors.gtagId)} {...register('gtagId')} />
          </Field>
        </CardBody>
      </Card>

      <Card>
        <CardHeader title={t('general.cdnTitle')} description={t('general.cdnText')} />
        <CardBody className="grid gap-6 md:grid-cols-2">
          {CDN_FIELDS.map(({ name, placeholder }) => (
            <Field key={name} label={t(`general.${name}`)} htmlFor={name} error={errors[name]?.message}>
              <Controller
                control={control}
                name={name}
                render={({ field }) => (
                  <StringListEditor
                    id={name}
                    value={field.value}
                    onChange={field.onChange}
                    max={10}
                    mono
                    placeholder={placeholder}
                    errors={listErrors(errors[name])}
                    emptyText={t('general.noCdn')}
                    addLabel={t(`general.${name}`)}
                    disabled={!canWrite}
                  />
                )}
              />
            </Field>
          ))}
        </CardBody>
      </Card>

      <Card>
        <CardHeader title={t('general.domainsTitle')} description={t('general.domainsText')} />
        <CardBody>
          <Field label={t('general.domains')} htmlFor="domains" error={errors.domains?.message} className="max-w-xl">
            <Controller
              control={control}
              name="domains"
              render={({ field }) => (
                <StringListEditor
                  id="domains"
                  value={field.value}
                  onChange={field.onChange}
                  max={50}
                  mono
                  placeholder="www.example.com"
                  errors={listErrors(errors.domains)}
                  emptyText={t('general.noDomains')}
                  addLabel={t('general.domains')}
                  disabled={!canWrite}
                />
              )}
            />
          </Field>
        </CardBody>
      </Card>
    </SectionForm>
  );
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="mt-0.5 font-medium text-slate-900">{value}</dd>
    </div>
  );
}
