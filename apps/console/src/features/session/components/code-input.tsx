import type { ComponentProps } from 'react';
import { cn } from '../../../lib/cn.ts';

/** The six-digit authenticator code: numeric keyboard on phones, one-time-code autofill, digits only. */
export function CodeInput({
  invalid,
  className,
  onChange,
  ...rest
}: Omit<ComponentProps<'input'>, 'onChange'> & { invalid?: boolean; onChange: (value: string) => void }) {
  return (
    <input
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      pattern="\d{6}"
      placeholder="000000"
      aria-invalid={invalid || undefined}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, 6))}
      className={cn(
        'h-11 w-full rounded-md border bg-white px-3 text-center font-mono text-xl tracking-[0.5em] text-slate-900 shadow-xs placeholder:text-slate-300 focus:ring-2 focus:outline-none',
        invalid ? 'border-red-400 focus:ring-red-500/20' : 'border-slate-300 focus:border-accent-500 focus:ring-accent-500/20',
        className,
      )}
      {...rest}
    />
  );
}
