import { Controller, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { Lock } from 'lucide-react';
import { REGISTER_FIELDS, registerRulesSchema, type MerchantSettings, type RegisterField, type RegisterRules } from '@orbit/contracts/settings';
import { Card } from '../../../components/ui/card.tsx';
import { FieldError } from '../../../components/ui/field.tsx';
import { Input, Select } from '../../../components/ui/input.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { Table, TD, TH, THead, TR } from '../../../components/ui/table.tsx';
import { cn } from '../../../lib/cn.ts';
import { useSectionForm } from '../hooks/use-section-form.ts';
import { SectionForm } from './section-form.tsx';

const same = (rules: RegisterRules): RegisterRules => rules;
/** Username and password are always on: the switches are shown locked. */
const ALWAYS_REQUIRED = new Set(['username', 'password']);
/** Pattern hints with a described meaning (docs/members.md, Registering); the others are shown by number. */
const KNOWN_PATTERN_HINTS = new Set([0, 1, 3, 6, 7, 20, 21, 23]);
const PATTERN_IDS = Array.from({ length: 24 }, (_, id) => id);

export function RegisterRulesForm({ settings, canWrite, writePermission }: { settings: MerchantSettings; canWrite: boolean; writePermission: string }) {
  const { t } = useTranslation();
  const { form, sectionFormProps } = useSectionForm({
    section: 'registerRules',
    settings,
    schema: registerRulesSchema,
    toForm: same,
    fromForm: same,
  });
  return (
    <SectionForm canWrite={canWrite} writePermission={writePermission} {...sectionFormProps}>
      <Card>
        <Table label={t('nav.registerRules')}>
          <THead>
            <tr>
              <TH>{t('rules.field')}</TH>
              <TH className="text-center">{t('rules.enabled')}</TH>
              <TH className="text-center">{t('rules.required')}</TH>
              <TH>{t('rules.patternId')}</TH>
              <TH>{t('rules.acceptedPattern')}</TH>
              <TH className="w-20">{t('rules.min')}</TH>
              <TH className="w-20">{t('rules.max')}</TH>
            </tr>
          </THead>
          <tbody>
            {REGISTER_FIELDS.map((name) => (
              <RuleRow key={name} name={name} form={form} />
            ))}
          </tbody>
        </Table>
      </Card>
      <p className="text-xs text-slate-500">{t('rules.footnote')}</p>
    </SectionForm>
  );
}

type RulesForm = UseFormReturn<z.input<typeof registerRulesSchema>, unknown, z.output<typeof registerRulesSchema>>;

/** One registration field's row: its switches, pattern hint, accepted pattern and lengths. */
function RuleRow({ name, form }: { name: RegisterField; form: RulesForm }) {
  const { t } = useTranslation();
  const { register, control, formState, watch, setValue } = form;
  const rowErrors = formState.errors[name];
  const locked = ALWAYS_REQUIRED.has(name);
  const enabled = watch(`${name}.enabled`) ?? false;
  const messages = rowErrors
    ? [
        rowErrors.message,
        rowErrors.enabled?.message,
        rowErrors.required?.message,
        rowErrors.patternId?.message,
        rowErrors.acceptedPattern?.message,
        rowErrors.minLength?.message,
        rowErrors.maxLength?.message,
      ].filter(Boolean)
    : [];
  return (
    <TR className={cn(!enabled && 'bg-slate-50/70 text-slate-500')}>
      <TD className="whitespace-nowrap">
        <div className="flex items-center gap-1.5">
          <span id={`rule-${name}`} className={cn('font-medium', enabled ? 'text-slate-900' : 'text-slate-500')}>
            {t(`registerFields.${name}`)}
          </span>
          {locked ? <Lock aria-label={t('rules.alwaysRequired')} className="size-3 text-slate-400" /> : null}
        </div>
        <span className="font-mono text-[11px] text-slate-400">{name}</span>
        {messages.length > 0 ? <FieldError className="mt-1 max-w-48 whitespace-normal" message={String(messages[0])} /> : null}
      </TD>
      <TD className="text-center">
        <Controller
          control={control}
          name={`${name}.enabled`}
          render={({ field }) => (
            <Switch
              size="sm"
              checked={field.value}
              disabled={locked}
              label={`${t(`registerFields.${name}`)}: ${t('rules.enabled')}`}
              onCheckedChange={(checked) => {
                field.onChange(checked);
                if (!checked) setValue(`${name}.required`, false, { shouldDirty: true, shouldValidate: formState.submitCount > 0 });
              }}
            />
          )}
        />
      </TD>
      <TD className="text-center">
        <Controller
          control={control}
          name={`${name}.required`}
          render={({ field }) => (
            <Switch
              size="sm"
              checked={field.value}
              disabled={locked}
              label={`${t(`registerFields.${name}`)}: ${t('rules.required')}`}
              onCheckedChange={(checked) => {
                field.onChange(checked);
                if (checked) setValue(`${name}.enabled`, true, { shouldDirty: true, shouldValidate: formState.submitCount > 0 });
              }}
            />
          )}
        />
      </TD>
      <TD>
        <Select
          compact
          aria-label={`${t(`registerFields.${name}`)}: ${t('rules.patternId')}`}
          invalid={Boolean(rowErrors?.patternId)}
          className="w-52"
          {...register(`${name}.patternId`, { setValueAs: (value: unknown) => (value === '' || value === null ? null : Number(value)) })}
        >
          <option value="">{t('rules.noHint')}</option>
          {PATTERN_IDS.map((id) => (
            <option key={id} value={id}>
              {id} · {KNOWN_PATTERN_HINTS.has(id) ? t(`patternHints.${id}`) : t('rules.hintNumber', { id })}
            </option>
          ))}
        </Select>
      </TD>
      <TD>
        <Input
          compact
          spellCheck={false}
          placeholder={t('rules.anyValue')}
          aria-label={`${t(`registerFields.${name}`)}: ${t('rules.acceptedPattern')}`}
          invalid={Boolean(rowErrors?.acceptedPattern)}
          className="min-w-56 font-mono"
          {...register(`${name}.acceptedPattern`, { setValueAs: (value: unknown) => (value === '' || value === null ? null : String(value)) })}
        />
      </TD>
      <TD>
        <Input
          compact
          type="number"
          min={0}
          max={255}
          aria-label={`${t(`registerFields.${name}`)}: ${t('rules.min')}`}
          invalid={Boolean(rowErrors?.minLength)}
          className="w-16 tabular"
          {...register(`${name}.minLength`, { valueAsNumber: true })}
        />
      </TD>
      <TD>
        <Input
          compact
          type="number"
          min={1}
          max={255}
          aria-label={`${t(`registerFields.${name}`)}: ${t('rules.max')}`}
          invalid={Boolean(rowErrors?.maxLength)}
          className="w-16 tabular"
          {...register(`${name}.maxLength`, { valueAsNumber: true })}
        />
      </TD>
    </TR>
  );
}
