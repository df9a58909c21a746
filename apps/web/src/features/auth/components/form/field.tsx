// A labelled form field: the label, the control, then either the error (announced) or the hint under it.
import { clsx } from 'clsx';
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';

export const INPUT_CLASS =
  'h-11 w-full min-w-0 rounded-lg border bg-background/70 px-3 text-sm text-text placeholder:text-text-muted/60 transition focus:border-accent focus:ring-2 focus:ring-accent/25 focus:outline-none disabled:opacity-60';

export interface FieldIds {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
}

interface FieldProps {
  label: ReactNode;
  /** Shown under the control until there is an error. */
  hint?: ReactNode;
  error?: string | null | undefined;
  required?: boolean;
  /** Renders the control with the ids that tie it to its label, hint and error. */
  children: (ids: FieldIds) => ReactNode;
  className?: string;
}

export function Field({ label, hint, error, required, children, className }: FieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error ?? hint;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-xs font-medium text-text-muted">
        {label}
        {required ? (
          <span className="ms-0.5 text-danger" aria-hidden>
            *
          </span>
        ) : null}
      </label>
      {children({ id, describedBy: message ? messageId : undefined, invalid: Boolean(error) })}
      {message ? (
        <p id={messageId} role={error ? 'alert' : undefined} className={clsx('mt-1 text-xs leading-snug', error ? 'text-danger' : 'text-text-muted')}>
          {message}
        </p>
      ) : null}
    </div>
  );
}

type InputProps = InputHTMLAttributes<HTMLInputElement> & { ids: FieldIds };

/** A text input wired to its Field. */
export const TextInput = forwardRef<HTMLInputElement, InputProps>(function TextInput({ ids, className, ...props }, ref) {
  return (
    <input
      ref={ref}
      id={ids.id}
      aria-describedby={ids.describedBy}
      aria-invalid={ids.invalid || undefined}
      className={clsx(INPUT_CLASS, ids.invalid ? 'border-danger' : 'border-border', className)}
      {...props}
    />
  );
});
