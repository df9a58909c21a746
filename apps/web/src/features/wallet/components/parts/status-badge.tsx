import { clsx } from 'clsx';
import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import type { StatusTone } from '../../model/statuses.ts';

const TONES: Record<StatusTone, string> = {
  pending: 'border-accent/40 bg-accent/10 text-accent',
  success: 'border-success/40 bg-success/10 text-success',
  danger: 'border-danger/40 bg-danger/10 text-danger',
  muted: 'border-border bg-surface-raised text-text-muted',
};

/** A status as a small coloured label; a pending one turns slowly, so "waiting" reads at a glance. */
export function StatusBadge({ tone, children, testId }: { tone: StatusTone; children: ReactNode; testId?: string }) {
  return (
    <span
      className={clsx('inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-[11px] font-semibold whitespace-nowrap', TONES[tone])}
      data-testid={testId}
    >
      {tone === 'pending' ? <LoaderCircle className="size-3 animate-spin [animation-duration:2s]" aria-hidden /> : null}
      {children}
    </span>
  );
}
