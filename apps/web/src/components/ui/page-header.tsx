import type { LucideIcon } from 'lucide-react';

/** The title block every page starts with; its h1 is what screen readers announce on navigation. */
export function PageHeader({ icon: Icon, title, description }: { icon: LucideIcon; title: string; description?: string }) {
  return (
    <header className="relative overflow-hidden rounded-2xl border border-border bg-gradient-to-br from-surface-raised via-surface to-surface px-5 py-7 sm:px-8 sm:py-10">
      <div className="pointer-events-none absolute -end-10 -top-16 size-56 rounded-full bg-accent/10 blur-3xl" aria-hidden />
      <div className="relative flex items-center gap-4">
        <div className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent/15 text-accent sm:size-14">
          <Icon className="size-6 sm:size-7" aria-hidden />
        </div>
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
          {description ? <p className="mt-1 text-sm text-text-muted sm:text-base">{description}</p> : null}
        </div>
      </div>
    </header>
  );
}
