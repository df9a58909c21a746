// The blocks the wallet's and the agent centre's screens are made of: a titled card, loading blocks and an
// empty list that says why.
import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface PanelProps {
  /** Also names the heading (`<id>-title`), so the section is labelled by it. */
  id?: string;
  icon?: LucideIcon;
  title: string;
  /** A line under the title. */
  subtitle?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A titled card. The scroll margin keeps its top clear of the sticky bar when a link or a scroll brings it into view. */
export function Panel({ id, icon: Icon, title, subtitle, action, children, className }: PanelProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={clsx('scroll-mt-24 rounded-2xl border border-border bg-surface p-4 sm:p-5', className)}>
      <div className="mb-4 flex flex-wrap items-start gap-3">
        {Icon ? (
          <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-accent/15 text-accent">
            <Icon className="size-[18px]" aria-hidden />
          </span>
        ) : null}
        <div className="min-w-0 flex-1 basis-48">
          <h2 id={headingId} className="font-semibold">
            {title}
          </h2>
          {subtitle ? <div className="mt-0.5 text-sm text-pretty text-text-muted">{subtitle}</div> : null}
        </div>
        {action ? <div className="max-sm:w-full sm:shrink-0">{action}</div> : null}
      </div>
      {children}
    </section>
  );
}

/** Grey blocks in the shape of what is loading. */
export function Skeleton({ rows = 3, className }: { rows?: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('app.loading')} className={clsx('space-y-3', className)}>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="h-14 animate-pulse rounded-xl bg-surface-raised/60" />
      ))}
    </div>
  );
}

/** An empty list that says why it is empty. */
export function EmptyList({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-border px-4 py-8 text-center">
      <Icon className="mb-2 size-7 text-text-muted/70" aria-hidden />
      <p className="text-sm font-medium">{title}</p>
      {children ? <p className="mt-1 max-w-md text-xs leading-relaxed text-text-muted">{children}</p> : null}
    </div>
  );
}
