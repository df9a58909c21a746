import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';

/** The outcome of the last submit or load: an alert for a failure, a polite status for a success or a note. */
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
