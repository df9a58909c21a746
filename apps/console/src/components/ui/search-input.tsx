import { Search, X } from 'lucide-react';
import { Input } from './input.tsx';
import { cn } from '../../lib/cn.ts';

/** A search box with a clear button; the caller decides when the typed text becomes the filter. */
export function SearchInput({
  value,
  onChange,
  label,
  clearLabel,
  placeholder,
  className,
  maxLength,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  clearLabel: string;
  placeholder?: string;
  className?: string;
  maxLength?: number;
}) {
  return (
    <div className={cn('relative', className)}>
      <Search aria-hidden className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-slate-400" />
      <Input
        compact
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        aria-label={label}
        className="pr-8 pl-8 [&::-webkit-search-cancel-button]:hidden"
        maxLength={maxLength}
      />
      {value ? (
        <button
          type="button"
          onClick={() => onChange('')}
          aria-label={clearLabel}
          className="absolute top-1/2 right-2 -translate-y-1/2 rounded p-0.5 text-slate-400 hover:text-slate-700"
        >
          <X className="size-3.5" />
        </button>
      ) : null}
    </div>
  );
}
