import { cn } from '../../lib/cn.ts';

export interface LanguageTabsProps {
  languages: readonly { code: string; label: string; filled?: boolean; invalid?: boolean }[];
  value: string;
  onChange: (code: string) => void;
  label: string;
}

/** Switches between the per-language versions of one text (EN, MS, CN). */
export function LanguageTabs({ languages, value, onChange, label }: LanguageTabsProps) {
  return (
    <div role="tablist" aria-label={label} className="inline-flex rounded-md bg-slate-100 p-0.5">
      {languages.map((language) => (
        <button
          key={language.code}
          type="button"
          role="tab"
          aria-selected={value === language.code}
          onClick={() => onChange(language.code)}
          className={cn(
            'flex items-center gap-1.5 rounded px-2.5 py-1 text-xs font-medium transition-colors',
            value === language.code ? 'bg-white text-slate-900 shadow-xs' : 'text-slate-600 hover:text-slate-900',
            language.invalid && 'text-red-600',
          )}
        >
          {language.label}
          <span aria-hidden className={cn('size-1.5 rounded-full', language.filled ? 'bg-emerald-500' : 'bg-slate-300')} />
        </button>
      ))}
    </div>
  );
}
