import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { regionRestrictionSchema, type MerchantSettings, type RegionRestriction } from '@orbit/contracts/settings';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { StringListEditor } from '../../../components/ui/list-editor.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useCountryCodes } from '../api/get-country-codes.ts';
import { useSectionForm } from '../hooks/use-section-form.ts';
import { CountryPicker } from './country-picker.tsx';
import { SectionForm } from './section-form.tsx';

const same = (restriction: RegionRestriction): RegionRestriction => restriction;

export function RegionRestrictionForm({ settings, canWrite, writePermission }: { settings: MerchantSettings; canWrite: boolean; writePermission: string }) {
  const { t, i18n } = useTranslation();
  void i18n.language; // country names follow the console language
  const countries = useCountryCodes(currentLanguage());
  const { form, sectionFormProps } = useSectionForm({
    section: 'regionRestriction',
    settings,
    schema: regionRestrictionSchema,
    toForm: same,
    fromForm: same,
  });
  const { control, formState, watch } = form;
  const errors = formState.errors;
  const blocked = watch('blockedCountries');
  const enabled = watch('enabled');
  const ipErrors = Array.isArray(errors.ipAllowList) ? errors.ipAllowList.map((entry) => (entry as { message?: string } | undefined)?.message) : undefined;

  return (
    <SectionForm canWrite={canWrite} writePermission={writePermission} {...sectionFormProps}>
      <Card>
        <CardHeader
          title={t('region.statusTitle')}
          description={t('region.statusText')}
          actions={
            <Badge tone={settings.regionRestriction.enabled ? 'warning' : 'neutral'} dot>
              {settings.regionRestriction.enabled ? t('region.on', { count: settings.regionRestriction.blockedCountries.length }) : t('region.off')}
            </Badge>
          }
        />
        <CardBody>
          <div className="flex items-center justify-between gap-4">
            <div>
              <p id="region-enabled" className="text-[13px] font-medium text-slate-900">
                {t('region.enabled')}
              </p>
              <p className="mt-0.5 text-xs text-slate-500">{t('region.enabledHint')}</p>
            </div>
            <Controller
              control={control}
              name="enabled"
              render={({ field }) => <Switch checked={field.value} onCheckedChange={field.onChange} aria-labelledby="region-enabled" />}
            />
          </div>
          {enabled && blocked.length === 0 ? <p className="mt-3 text-xs text-amber-700">{t('region.enabledButEmpty')}</p> : null}
        </CardBody>
      </Card>

      <Card>
        <CardHeader
          title={t('region.countriesTitle')}
          description={t('region.countriesText')}
          actions={<Badge>{t('region.blockedCount', { count: blocked.length })}</Badge>}
        />
        <CardBody>
          <Field
            label={t('region.blockedCountries')}
            htmlFor="country-search"
            error={errors.blockedCountries?.message ?? (countries.isError ? t('region.countriesFailed') : undefined)}
          >
            <Controller
              control={control}
              name="blockedCountries"
              render={({ field }) => (
                <CountryPicker
                  id="country-search"
                  countries={countries.data?.countries}
                  loading={countries.isPending}
                  value={field.value}
                  onChange={field.onChange}
                  disabled={!canWrite}
                />
              )}
            />
          </Field>
        </CardBody>
      </Card>

      <Card>
        <CardHeader title={t('region.allowTitle')} description={t('region.allowText')} />
        <CardBody>
          <Field label={t('region.ipAllowList')} htmlFor="ipAllowList" error={errors.ipAllowList?.message} className="max-w-xl">
            <Controller
              control={control}
              name="ipAllowList"
              render={({ field }) => (
                <StringListEditor
                  id="ipAllowList"
                  value={field.value}
                  onChange={field.onChange}
                  max={200}
                  mono
                  placeholder="203.0.113.10 / 203.0.113.0/24"
                  errors={ipErrors}
                  emptyText={t('region.noAllowed')}
                  addLabel={t('region.ipAllowList')}
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
