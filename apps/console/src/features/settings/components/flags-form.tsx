import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FEATURE_GROUPS, FEATURES, type FeatureFlags } from '@orbit/contracts/features';
import { featureFlagsSchema, type MerchantSettings } from '@orbit/contracts/settings';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { useSectionForm } from '../hooks/use-section-form.ts';
import { SectionForm } from './section-form.tsx';

const same = (flags: FeatureFlags): FeatureFlags => flags;

export function FlagsSettingsForm({ settings, canWrite, writePermission }: { settings: MerchantSettings; canWrite: boolean; writePermission: string }) {
  const { t } = useTranslation();
  const { form, sectionFormProps } = useSectionForm({
    section: 'flags',
    settings,
    schema: featureFlagsSchema,
    toForm: same,
    fromForm: same,
  });
  const { control, formState, watch } = form;
  const values = watch();

  return (
    <SectionForm canWrite={canWrite} writePermission={writePermission} {...sectionFormProps}>
      <div className="grid gap-5 xl:grid-cols-2">
        {FEATURE_GROUPS.map((group) => {
          const features = FEATURES.filter((feature) => feature.group === group);
          const on = features.filter((feature) => values[feature.key]).length;
          return (
            <Card key={group}>
              <CardHeader
                title={t(`flagGroups.${group}`)}
                description={t(`flagGroups.${group}Text`)}
                actions={<Badge tone={on > 0 ? 'accent' : 'neutral'}>{t('flags.onCount', { on, total: features.length })}</Badge>}
              />
              <ul className="divide-y divide-slate-100">
                {features.map((feature) => (
                  <li key={feature.key} className="flex items-center justify-between gap-4 px-5 py-3">
                    <div className="min-w-0">
                      <p id={`flag-${feature.key}`} className="text-[13px] font-medium text-slate-900">
                        {t(`flagLabels.${feature.key}`)}
                      </p>
                      <p className="mt-0.5 text-xs text-slate-500">
                        {t(`flagHints.${feature.key}`)}
                        <span className="ml-1.5 font-mono text-[10px] text-slate-400">{feature.modId}</span>
                      </p>
                    </div>
                    <div className="flex shrink-0 items-center gap-2">
                      {formState.dirtyFields[feature.key] ? <Badge tone="warning">{t('flags.changed')}</Badge> : null}
                      <Controller
                        control={control}
                        name={feature.key}
                        render={({ field }) => <Switch checked={field.value} onCheckedChange={field.onChange} aria-labelledby={`flag-${feature.key}`} />}
                      />
                    </div>
                  </li>
                ))}
              </ul>
            </Card>
          );
        })}
      </div>
    </SectionForm>
  );
}
