// A labelled text box with its error or hint, tied to it with aria-describedby.
import { clsx } from 'clsx';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { fieldClass, LabelledField } from './labelled-field.tsx';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string;
  error?: string | null;
  hint?: ReactNode;
  /** Something before the value, inside its box (the currency symbol). */
  prefix?: string;
  /** A unit after the value, inside its box ("%"). */
  suffix?: string;
  /** Something after the box in the same row. */
  addon?: ReactNode;
  /** A low box with a small label, for rate tables and filters. */
  compact?: boolean;
  inputClassName?: string;
}

export function TextField({ label, error, hint, prefix, suffix, addon, compact = false, inputClassName, ...input }: TextFieldProps) {
  return (
    <LabelledField label={label} error={error} hint={hint} compact={compact}>
      {({ id, describedBy }) => (
        <div className="flex gap-2">
          {/* isolate + z-10: the symbol and the unit stay above the input while it is disabled (its opacity stacks it on top). */}
          <div className="relative isolate min-w-0 flex-1">
            {prefix ? (
              <span className="pointer-events-none absolute inset-y-0 start-3 z-10 flex items-center text-sm font-semibold text-text-muted" aria-hidden>
                {prefix}
              </span>
            ) : null}
            <input
              id={id}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              className={clsx(
                fieldClass,
                'w-full',
                compact ? 'h-9' : 'h-11',
                error ? 'border-danger' : 'border-border',
                prefix && 'ps-12',
                suffix && 'pe-8',
                inputClassName,
              )}
              {...input}
            />
            {suffix ? (
              <span className="pointer-events-none absolute inset-y-0 end-3 z-10 flex items-center text-sm text-text-muted" aria-hidden>
                {suffix}
              </span>
            ) : null}
          </div>
          {addon}
        </div>
      )}
    </LabelledField>
  );
}
