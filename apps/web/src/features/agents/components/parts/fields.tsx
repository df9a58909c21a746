// The small pieces every agent form uses: a labelled field with its message, and the form's outcome line.
// Labels are real <label>s; a field's message is tied to it with aria-describedby.
import { clsx } from 'clsx';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';

/** The look of a text box or select, without its width or height (h-11 in forms, h-9 in filters). */
export const fieldClass =
  'min-w-0 rounded-lg border bg-background px-3 text-sm text-text placeholder:text-text-muted/70 transition focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/30 disabled:opacity-60';

function Message({ id, error, hint }: { id: string; error?: string | null; hint?: ReactNode }) {
  if (error)
    return (
      <p id={id} className="mt-1.5 flex items-center gap-1.5 text-xs text-danger">
        <CircleAlert className="size-3.5 shrink-0" aria-hidden />
        {error}
      </p>
    );
  if (hint)
    return (
      <p id={id} className="mt-1.5 text-xs text-text-muted">
        {hint}
      </p>
    );
  return null;
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string;
  error?: string | null;
  hint?: ReactNode;
  /** A unit after the value inside the box ("%"). */
  suffix?: string;
  compact?: boolean;
}

export function TextField({ label, error, hint, suffix, compact = false, ...input }: TextFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className="min-w-0">
      <label htmlFor={id} className={clsx('mb-1.5 block font-medium', compact ? 'text-xs text-text-muted' : 'text-sm')}>
        {label}
      </label>
      <div className="relative isolate">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? messageId : undefined}
          className={clsx(fieldClass, 'w-full', compact ? 'h-9' : 'h-11', error ? 'border-danger' : 'border-border', suffix && 'pe-8')}
          {...input}
        />
        {suffix ? (
          <span className="pointer-events-none absolute inset-y-0 end-3 z-10 flex items-center text-sm text-text-muted" aria-hidden>
            {suffix}
          </span>
        ) : null}
      </div>
      <Message id={messageId} error={error} hint={hint} />
    </div>
  );
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> {
  label: string;
  error?: string | null;
  children: ReactNode;
  compact?: boolean;
}

export function SelectField({ label, error, children, compact = false, ...select }: SelectFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className="min-w-0">
      <label htmlFor={id} className={clsx('mb-1.5 block font-medium', compact ? 'text-xs text-text-muted' : 'text-sm')}>
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? messageId : undefined}
        className={clsx(fieldClass, 'w-full', compact ? 'h-9' : 'h-11', error ? 'border-danger' : 'border-border')}
        {...select}
      >
        {children}
      </select>
      <Message id={messageId} error={error} />
    </div>
  );
}

export function FormMessage({ kind, children }: { kind: 'error' | 'success' | 'info'; children: ReactNode }) {
  if (kind === 'error')
    return (
      <p role="alert" className="flex items-start gap-2 rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-danger">
        <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span className="min-w-0">{children}</span>
      </p>
    );
  if (kind === 'info')
    return (
      <div role="status" className="flex items-start gap-2 rounded-lg border border-accent/40 bg-accent/10 px-3 py-2 text-sm text-text">
        <Info className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden />
        <div className="min-w-0">{children}</div>
      </div>
    );
  return (
    <div role="status" className="flex items-start gap-2 rounded-lg border border-success/40 bg-success/10 px-3 py-2 text-sm text-success">
      <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="min-w-0">{children}</div>
    </div>
  );
}

/** Two or more choices as a row of pill buttons (a range, a side, a kind). */
export function Segmented<T extends string>({
  label,
  options,
  value,
  onChange,
  text,
}: {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  text: (option: T) => string;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={clsx(
            'h-8 rounded-full border px-3 text-xs font-semibold transition',
            value === option ? 'border-accent bg-accent/15 text-accent' : 'border-border text-text-muted hover:border-accent/60 hover:text-text',
          )}
        >
          {text(option)}
        </button>
      ))}
    </div>
  );
}
