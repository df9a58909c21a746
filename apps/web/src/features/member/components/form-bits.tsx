// The small pieces every "my account" form uses: a labelled field with its message, and the form's
// success or failure line. Labels are real <label>s; a field's message is tied to it with aria-describedby.
import { clsx } from 'clsx';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string;
  error?: string | null;
  hint?: string;
  /** Something after the input in the same row (a send-code button). */
  addon?: ReactNode;
  /** Something before the input in the same row (the country code of a phone number). */
  leading?: ReactNode;
}

/** The look of a text box or select, without its width. */
export const fieldClass =
  'h-11 min-w-0 rounded-lg border bg-background px-3 text-sm text-text placeholder:text-text-muted/70 transition focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/30 disabled:opacity-60';

export function TextField({ label, error, hint, addon, leading, ...input }: TextFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        {leading}
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? messageId : undefined}
          className={clsx(fieldClass, 'w-full flex-1', error ? 'border-danger' : 'border-border')}
          {...input}
        />
        {addon}
      </div>
      {error ? (
        <p id={messageId} className="mt-1.5 flex items-center gap-1.5 text-xs text-danger">
          <CircleAlert className="size-3.5 shrink-0" aria-hidden />
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className="mt-1.5 text-xs text-text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The outcome of the last submit: an alert for a failure, a polite status for a success. */
export function FormMessage({ kind, children }: { kind: 'error' | 'success'; children: ReactNode }) {
  return kind === 'error' ? (
    <p role="alert" className="flex items-start gap-2 rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-danger">
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>{children}</span>
    </p>
  ) : (
    <p role="status" className="flex items-start gap-2 rounded-lg border border-success/40 bg-success/10 px-3 py-2 text-sm text-success">
      <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>{children}</span>
    </p>
  );
}
