// What the form fields share: the look of a box, and the label and message around it.
import { clsx } from 'clsx';
import { CircleAlert } from 'lucide-react';
import { useId, type ReactNode } from 'react';

/** The look of a text box or select, without its width or height (h-11 in forms, h-9 in filters). */
export const fieldClass =
  'min-w-0 rounded-lg border bg-background px-3 text-sm text-text placeholder:text-text-muted/70 transition focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/30 disabled:opacity-60';

/** A field's error, or else its hint, under it; the field points to it with aria-describedby. */
function FieldMessage({ id, error, hint }: { id: string; error?: string | null; hint?: ReactNode }) {
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

/** The ids a control takes from its frame: its own, and the message's while there is one. */
export interface ControlIds {
  id: string;
  describedBy: string | undefined;
}

/**
 * A control with its real <label> above it and its error or hint below. Compact: a smaller, quieter label
 * for rate tables and filters.
 */
export function LabelledField({
  label,
  error,
  hint,
  compact,
  children,
}: {
  label: string;
  error?: string | null;
  hint?: ReactNode;
  compact: boolean;
  children: (ids: ControlIds) => ReactNode;
}) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className="min-w-0">
      <label htmlFor={id} className={clsx('mb-1.5 block font-medium', compact ? 'text-xs text-text-muted' : 'text-sm')}>
        {label}
      </label>
      {children({ id, describedBy: error || hint ? messageId : undefined })}
      <FieldMessage id={messageId} error={error} hint={hint} />
    </div>
  );
}
