import { useState } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, IconButton } from './button.tsx';
import { FieldError } from './field.tsx';
import { Input } from './input.tsx';

export interface StringListEditorProps {
  id: string;
  value: string[];
  onChange: (value: string[]) => void;
  placeholder?: string;
  disabled?: boolean;
  max?: number;
  /** Errors by row index, from the form's validation. */
  errors?: (string | undefined)[];
  emptyText: string;
  addLabel: string;
  mono?: boolean;
}

/** Edits a short list of strings (CDN URLs, domains, IP ranges): one row per entry, add and remove. */
export function StringListEditor({ id, value, onChange, placeholder, disabled, max, errors, emptyText, addLabel, mono }: StringListEditorProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const full = max !== undefined && value.length >= max;

  function add() {
    const entry = draft.trim();
    if (!entry || full) return;
    onChange([...value, entry]);
    setDraft('');
  }

  return (
    <div className="flex flex-col gap-2">
      {value.length === 0 ? <p className="rounded-md border border-dashed border-slate-300 px-3 py-2 text-[13px] text-slate-500">{emptyText}</p> : null}
      {value.map((entry, index) => (
        <div key={index} className="flex flex-col gap-1">
          <div className="flex items-center gap-2">
            <Input
              id={index === 0 ? id : undefined}
              aria-label={`${addLabel} ${index + 1}`}
              value={entry}
              compact
              invalid={Boolean(errors?.[index])}
              disabled={disabled}
              className={mono ? 'font-mono' : undefined}
              onChange={(event) => onChange(value.map((item, i) => (i === index ? event.target.value : item)))}
            />
            {!disabled ? (
              <IconButton label={t('common.remove')} icon={<Trash2 className="size-4" />} onClick={() => onChange(value.filter((_, i) => i !== index))} />
            ) : null}
          </div>
          {errors?.[index] ? <FieldError message={errors[index]!} /> : null}
        </div>
      ))}
      {!disabled ? (
        <div className="flex items-center gap-2">
          <Input
            id={value.length === 0 ? id : undefined}
            aria-label={addLabel}
            value={draft}
            compact
            placeholder={placeholder}
            disabled={full}
            className={mono ? 'font-mono' : undefined}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
          />
          <Button size="sm" icon={<Plus className="size-4" />} onClick={add} disabled={!draft.trim() || full}>
            {t('common.add')}
          </Button>
        </div>
      ) : null}
      {full ? <p className="text-xs text-slate-500">{t('common.listFull', { max })}</p> : null}
    </div>
  );
}
