import { clsx } from 'clsx';
import type { ReactNode, SelectHTMLAttributes } from 'react';
import { fieldClass, LabelledField } from './labelled-field.tsx';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> {
  label: string;
  error?: string | null;
  children: ReactNode;
  /** A low box with a small label, for filters. */
  compact?: boolean;
}

/** A labelled select with its error, tied to it with aria-describedby. */
export function SelectField({ label, error, children, compact = false, ...select }: SelectFieldProps) {
  return (
    <LabelledField label={label} error={error} compact={compact}>
      {({ id, describedBy }) => (
        <select
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={clsx(fieldClass, 'w-full', compact ? 'h-9' : 'h-11', error ? 'border-danger' : 'border-border')}
          {...select}
        >
          {children}
        </select>
      )}
    </LabelledField>
  );
}
