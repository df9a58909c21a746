import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** Says plainly that there is nothing to show, and why (every empty list says why it is empty). */
export function EmptyState({ icon: Icon, title, children, actions }: { icon: LucideIcon; title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-border bg-surface/60 px-6 py-14 text-center sm:py-20">
      <div className="relative mb-5">
        <div className="absolute inset-0 rounded-full bg-accent/20 blur-xl" aria-hidden />
        <div className="relative flex size-16 items-center justify-center rounded-full border border-accent/30 bg-surface-raised text-accent">
          <Icon className="size-7" aria-hidden />
        </div>
      </div>
      <h2 className="text-lg font-semibold">{title}</h2>
      <div className="mt-2 max-w-md text-sm leading-relaxed text-text-muted">{children}</div>
      {actions ? <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div> : null}
    </div>
  );
}
