// The small pieces every wallet form uses: a labelled field with its message, and the form's success or
// failure line. Labels are real <label>s; a field's message is tied to it with aria-describedby.
import { clsx } from 'clsx';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';

/** The look of a text box or select, without its width. */
export const fieldClass =
  'h-11 min-w-0 rounded-lg border bg-background px-3 text-sm text-text placeholder:text-text-muted/70 transition focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/30 disabled:opacity-60';

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
  /** Something after the input in the same row. */
  addon?: ReactNode;
  /** Something before the input, inside its box (the currency symbol). */
  prefix?: string;
  inputClassName?: string;
}

export function TextField({ label, error, hint, addon, prefix, inputClassName, ...input }: TextFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        {/* isolate + z-10: the symbol stays above the input while it is disabled (its opacity stacks it on top). */}
        <div className="relative isolate min-w-0 flex-1">
          {prefix ? (
            <span className="pointer-events-none absolute inset-y-0 start-3 z-10 flex items-center text-sm font-semibold text-text-muted" aria-hidden>
              {prefix}
            </span>
          ) : null}
          <input
            id={id}
            aria-invalid={error ? true : undefined}
            aria-describedby={error || hint ? messageId : undefined}
            className={clsx(fieldClass, 'w-full', error ? 'border-danger' : 'border-border', prefix && 'ps-12', inputClassName)}
            {...input}
          />
        </div>
        {addon}
      </div>
      <Message id={messageId} error={error} hint={hint} />
    </div>
  );
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> {
  label: string;
  error?: string | null;
  children: ReactNode;
}

export function SelectField({ label, error, children, ...select }: SelectFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? messageId : undefined}
        className={clsx(fieldClass, 'w-full', error ? 'border-danger' : 'border-border')}
        {...select}
      >
        {children}
      </select>
      <Message id={messageId} error={error} />
    </div>
  );
}

/** The outcome of the last submit: an alert for a failure, a polite status for a success or a note. */
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
