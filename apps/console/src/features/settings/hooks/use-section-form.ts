// The form behind one settings section: the contract schema as resolver, the server's copy as the
// starting point, a save that replaces the section, and server field errors placed on their inputs.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { MerchantSettings, SettingsSection } from '@orbit/contracts/settings';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorField, errorMessage } from '../../../lib/errors.ts';
import { formPathFromServerField } from '../../../lib/form-errors.ts';
import { schemaResolver } from '../../../lib/form-resolver.ts';
import { settingsLabelKey } from '../../../app/navigation.ts';
import { useUpdateSettings, type SectionValue } from '../api/update-settings.ts';

export interface SectionFormOptions<S extends SettingsSection, Schema extends z.ZodType<FieldValues, FieldValues>> {
  section: S;
  settings: MerchantSettings;
  /** The form's schema: the section's contract schema, adapted where inputs hold text for nullable values. */
  schema: Schema;
  toForm: (value: SectionValue<S>, settings: MerchantSettings) => z.input<Schema>;
  fromForm: (values: z.output<Schema>) => SectionValue<S>;
  /** Where the section's own paths sit inside the form values (`items` for list sections). */
  fieldPrefix?: string;
}

export function useSectionForm<S extends SettingsSection, Schema extends z.ZodType<FieldValues, FieldValues>>(options: SectionFormOptions<S, Schema>) {
  const { section, settings, schema, toForm, fromForm, fieldPrefix } = options;
  const { t } = useTranslation();
  const toast = useToast();
  const update = useUpdateSettings(section);
  const [serverError, setServerError] = useState<string | null>(null);
  const initial = useMemo(() => toForm(settings[section], settings), [settings, section, toForm]);
  const resolver = useMemo(() => schemaResolver(schema, t), [schema, t]);
  // The settings version the form's values came from: a save is refused if someone saved after it.
  const baseVersion = useRef(settings.version);

  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver,
    defaultValues: initial as DefaultValues<z.input<Schema>>,
  });

  // A newer copy from the server (another operator saved) replaces the form unless this operator is editing.
  useEffect(() => {
    if (!form.formState.isDirty) {
      form.reset(initial);
      baseVersion.current = settings.version;
    }
  }, [initial]); // eslint-disable-line react-hooks/exhaustive-deps

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const next = await update.mutateAsync({ value: fromForm(values), expectedVersion: baseVersion.current });
      baseVersion.current = next.version;
      form.reset(toForm(next[section], next));
      // A change to a setting that guards money waits for a second operator (the dashboard lists it).
      if (next.pendingChange) toast.success(t('approvals.settingsHeld', { section: t(settingsLabelKey(section)) }));
      else toast.success(t('settings.saved', { section: t(settingsLabelKey(section)) }));
    } catch (error) {
      const message = errorMessage(t, error);
      const path = formPathFromServerField(errorField(error), section);
      if (path) form.setError((fieldPrefix ? `${fieldPrefix}.${path}` : path) as Path<z.input<Schema>>, { type: 'server', message });
      setServerError(message);
    }
  });

  const discard = () => {
    setServerError(null);
    form.reset(initial);
    baseVersion.current = settings.version;
  };
  return {
    form,
    onSubmit,
    saving: update.isPending,
    serverError,
    discard,
    /** What every section's <SectionForm> needs from the form, to spread onto it. */
    sectionFormProps: {
      dirty: form.formState.isDirty,
      saving: update.isPending,
      serverError,
      invalid: form.formState.submitCount > 0 && Object.keys(form.formState.errors).length > 0,
      onSubmit,
      onDiscard: discard,
    },
  };
}
