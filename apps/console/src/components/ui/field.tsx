import type { ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

export interface FieldProps {
  label: ReactNode;
  htmlFor?: string;
  hint?: ReactNode;
  error?: string | undefined;
  className?: string;
  children: ReactNode;
  /** Shown beside the label, e.g. a character counter. */
  aside?: ReactNode;
}

export function Field({ label, htmlFor, hint, error, className, children, aside }: FieldProps) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={htmlFor} className="text-[13px] font-medium text-slate-700">
          {label}
        </label>
        {aside}
      </div>
      {children}
      {error ? <FieldError message={error} /> : hint ? <p className="text-xs text-slate-500">{hint}</p> : null}
    </div>
  );
}

export function FieldError({ message, className }: { message: string; className?: string }) {
  return (
    <p role="alert" className={cn('flex items-start gap-1 text-xs text-red-600', className)}>
      <CircleAlert aria-hidden className="mt-px size-3.5 shrink-0" />
      <span>{message}</span>
    </p>
  );
}
