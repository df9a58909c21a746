import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Globe, Layers, Wallet } from 'lucide-react';
import { agentsSettingsSchema, type AgentsSettings, type MerchantSettings } from '@orbit/contracts/settings';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { StringListEditor } from '../../../components/ui/list-editor.tsx';
import { cn } from '../../../lib/cn.ts';
import { useSectionForm } from '../hooks/use-section-form.ts';
import { NumberInput } from './number-input.tsx';
import { SectionForm } from './section-form.tsx';

const same = (agents: AgentsSettings): AgentsSettings => agents;
const PAYERS = ['upline', 'platform'] as const;

/** How agents are run: who pays settlements, the domains only agents may log in on, and how deep a team may go. */
export function AgentsSettingsForm({ settings, canWrite, writePermission }: { settings: MerchantSettings; canWrite: boolean; writePermission: string }) {
  const { t } = useTranslation();
  const { form, sectionFormProps } = useSectionForm({ section: 'agents', settings, schema: agentsSettingsSchema, toForm: same, fromForm: same });
  const { register, formState, control, watch } = form;
  const errors = formState.errors;
  const payer = watch('payer');
  const domainErrors = Array.isArray(errors.agentOnlyDomains)
    ? errors.agentOnlyDomains.map((entry) => (entry as { message?: string } | undefined)?.message)
    : undefined;

  return (
    <SectionForm canWrite={canWrite} writePermission={writePermission} {...sectionFormProps}>
      <Card>
        <CardHeader title={t('agentSettings.payerTitle')} description={t('agentSettings.payerText')} icon={<Wallet className="size-4" />} />
        <CardBody>
          <fieldset className="grid gap-3 md:grid-cols-2">
            <legend className="sr-only">{t('agentSettings.payer')}</legend>
            {PAYERS.map((option) => (
              <label
                key={option}
                className={cn(
                  'flex cursor-pointer gap-3 rounded-lg border px-4 py-3 text-[13px] transition-colors',
                  payer === option ? 'border-accent-500 bg-accent-500/5 ring-2 ring-accent-500/15' : 'border-slate-200 hover:border-slate-300',
                )}
              >
                <input type="radio" value={option} className="mt-0.5 size-4 accent-accent-600" {...register('payer')} />
                <span className="flex flex-col gap-1">
                  <span className="font-medium text-slate-900">{t(`agentSettings.payers.${option}`)}</span>
                  <span className="text-slate-600">{t(`agentSettings.payers.${option}Text`)}</span>
                </span>
              </label>
            ))}
          </fieldset>
        </CardBody>
      </Card>

      <Card>
        <CardHeader title={t('agentSettings.domainsTitle')} description={t('agentSettings.domainsText')} icon={<Globe className="size-4" />} />
        <CardBody>
          <Field label={t('agentSettings.agentOnlyDomains')} htmlFor="agents-domains" error={errors.agentOnlyDomains?.message} className="max-w-xl">
            <Controller
              control={control}
              name="agentOnlyDomains"
              render={({ field }) => (
                <StringListEditor
                  id="agents-domains"
                  value={field.value}
                  onChange={field.onChange}
                  max={20}
                  mono
                  placeholder="agent.example.com"
                  errors={domainErrors}
                  emptyText={t('agentSettings.noDomains')}
                  addLabel={t('agentSettings.agentOnlyDomains')}
                  disabled={!canWrite}
                />
              )}
            />
          </Field>
        </CardBody>
      </Card>

      <Card>
        <CardHeader title={t('agentSettings.depthTitle')} description={t('agentSettings.depthText')} icon={<Layers className="size-4" />} />
        <CardBody className="grid gap-5 md:grid-cols-2">
          <Field label={t('agentSettings.maxDepth')} htmlFor="agents-maxDepth" hint={t('agentSettings.maxDepthHint')} error={errors.maxDepth?.message}>
            <NumberInput
              id="agents-maxDepth"
              unit={t('agentSettings.levels')}
              min={1}
              max={20}
              invalid={Boolean(errors.maxDepth)}
              {...register('maxDepth', { valueAsNumber: true })}
            />
          </Field>
        </CardBody>
      </Card>
    </SectionForm>
  );
}
