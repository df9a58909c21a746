import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { findLanguage } from '@orbit/contracts/languages';
import { Field } from '../../../components/ui/field.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { LanguageTabs } from '../../../components/ui/language-tabs.tsx';
import { CONSOLE_LANGUAGES } from '../../../lib/i18n.ts';

export interface MultilangTextProps {
  id: string;
  label: string;
  hint?: string;
  value: Record<string, string>;
  onChange: (value: Record<string, string>) => void;
  errors?: Record<string, string | undefined>;
  maxLength: number;
  multiline?: boolean;
  disabled?: boolean;
}

/** One text in EN, MS and CN: tabs to switch, a dot marks languages that have text; EN is the fallback. */
export function MultilangText({ id, label, hint, value, onChange, errors, maxLength, multiline, disabled }: MultilangTextProps) {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<string>('EN');
  const text = value[language] ?? '';
  const error = errors?.[language];
  const inputId = `${id}-${language}`;
  const props = {
    id: inputId,
    value: text,
    maxLength,
    disabled,
    invalid: Boolean(error),
    lang: findLanguage(language)?.locale,
    onChange: (event: { target: { value: string } }) => onChange({ ...value, [language]: event.target.value }),
  };
  return (
    <Field
      label={label}
      htmlFor={inputId}
      error={error}
      hint={hint ?? t('settings.multilangHint')}
      aside={
        <LanguageTabs
          label={t('settings.languageOf', { label })}
          value={language}
          onChange={setLanguage}
          languages={CONSOLE_LANGUAGES.map((code) => ({ code, label: code, filled: Boolean(value[code]?.trim()), invalid: Boolean(errors?.[code]) }))}
        />
      }
    >
      {multiline ? <Textarea rows={4} {...props} /> : <Input {...props} />}
      <p className="-mt-1 text-right text-[11px] text-slate-400 tabular">
        {text.length} / {maxLength}
      </p>
    </Field>
  );
}
