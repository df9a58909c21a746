import { cn } from '../../../lib/cn.ts';

const HEX = /^#[0-9a-fA-F]{6}$/;

export interface ColourFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  disabled?: boolean;
}

/** A theme colour: the native picker and the hex text side by side, either one editable. */
export function ColourField({ id, label, value, onChange, invalid, disabled }: ColourFieldProps) {
  return (
    <div className={cn('flex items-center gap-2 rounded-md border bg-white p-1.5 pr-2', invalid ? 'border-red-400' : 'border-slate-200')}>
      <input
        type="color"
        aria-label={label}
        value={HEX.test(value) ? value.toLowerCase() : '#000000'}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        className="size-8 shrink-0 cursor-pointer rounded-md disabled:cursor-not-allowed"
      />
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="block truncate text-xs font-medium text-slate-700">
          {label}
        </label>
        <input
          id={id}
          value={value}
          disabled={disabled}
          maxLength={7}
          spellCheck={false}
          aria-invalid={invalid || undefined}
          onChange={(event) => onChange(event.target.value.trim())}
          className="w-full bg-transparent font-mono text-xs text-slate-500 uppercase focus:text-slate-900 focus:outline-none"
        />
      </div>
    </div>
  );
}
