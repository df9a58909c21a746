import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface SectionCardProps {
  id?: string;
  icon: LucideIcon;
  title: string;
  /** One line under the title: the current state (set, not set, the masked number…). */
  status?: ReactNode;
  /** Green when the protection is on, muted otherwise. */
  tone?: 'on' | 'off' | 'neutral';
  action?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** One card of "my account": an icon, what it is, its state, its action, and the form it opens. */
export function SectionCard({ id, icon: Icon, title, status, tone = 'neutral', action, children, className }: SectionCardProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={clsx('scroll-mt-24 rounded-2xl border border-border bg-surface p-4 sm:p-5', className)}>
      <div className="flex items-start gap-3">
        <span
          className={clsx(
            'flex size-10 shrink-0 items-center justify-center rounded-xl',
            tone === 'on' ? 'bg-success/15 text-success' : tone === 'off' ? 'bg-surface-raised text-text-muted' : 'bg-accent/15 text-accent',
          )}
        >
          <Icon className="size-5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="font-semibold">
            {title}
          </h3>
          {status ? <div className="mt-0.5 text-sm text-pretty text-text-muted">{status}</div> : null}
        </div>
        {action ? <div className="shrink-0">{action}</div> : null}
      </div>
      {children ? <div className="mt-4">{children}</div> : null}
    </section>
  );
}
