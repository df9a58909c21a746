import type { InputHTMLAttributes, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';

const control =
  'w-full rounded-md border bg-white text-slate-900 shadow-xs placeholder:text-slate-400 transition-colors focus:outline-none focus:ring-2 disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500';

function tone(invalid: boolean | undefined) {
  return invalid ? 'border-red-400 focus:border-red-500 focus:ring-red-500/20' : 'border-slate-300 focus:border-accent-500 focus:ring-accent-500/20';
}

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  invalid?: boolean;
  compact?: boolean;
}

export function Input({ invalid, compact, className, ...rest }: InputProps) {
  return (
    <input
      aria-invalid={invalid || undefined}
      className={cn(control, tone(invalid), compact ? 'h-8 px-2 text-[13px]' : 'h-9 px-3 text-sm', className)}
      {...rest}
    />
  );
}

export function Textarea({ invalid, className, ...rest }: TextareaHTMLAttributes<HTMLTextAreaElement> & { invalid?: boolean }) {
  return (
    <textarea aria-invalid={invalid || undefined} className={cn(control, tone(invalid), 'min-h-20 px-3 py-2 text-sm leading-relaxed', className)} {...rest} />
  );
}

export function Select({ invalid, compact, className, children, ...rest }: SelectHTMLAttributes<HTMLSelectElement> & { invalid?: boolean; compact?: boolean }) {
  return (
    <select
      aria-invalid={invalid || undefined}
      className={cn(
        control,
        tone(invalid),
        'appearance-none bg-[length:16px] bg-[right_0.5rem_center] bg-no-repeat pr-8',
        compact ? 'h-8 pl-2 text-[13px]' : 'h-9 pl-3 text-sm',
        className,
      )}
      style={{
        backgroundImage:
          "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%2364748b' stroke-width='2'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E\")",
      }}
      {...rest}
    >
      {children}
    </select>
  );
}

export function Checkbox({ className, ...rest }: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return <input type="checkbox" className={cn('size-4 rounded border-slate-300 accent-accent-600 disabled:cursor-not-allowed', className)} {...rest} />;
}
