// One entry of a centre's menu: a tab in the sideways row on a phone, a line of the side menu on a desktop.
import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';

export interface CentreMenuItem {
  key: string;
  to: string;
  label: string;
  icon: LucideIcon;
  /** Journeys click the agent centre's entries by it. */
  testId?: string;
  /** Shown after the label (the member centre's mission count). */
  badge?: ReactNode;
}

/** `place`: the entry's place in the row; a tab shown only until the member's info loads moves those after it. */
export function CentreMenuLink({ item, active, place }: { item: CentreMenuItem; active: boolean; place: number }) {
  const Icon = item.icon;
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    // On a phone the active tab may sit off screen in the sideways row: centre it there. (scrollIntoView
    // would scroll every ancestor, the page included.) Again when entries before it come or go, or its label
    // arrives: the row moved under it.
    const link = ref.current;
    const row = link?.closest('ul');
    if (!active || !link || !row || row.scrollWidth <= row.clientWidth) return;
    row.scrollLeft = link.offsetLeft - row.offsetLeft - (row.clientWidth - link.offsetWidth) / 2;
  }, [active, place, item.label]);
  return (
    <Link
      ref={ref}
      to={item.to}
      // One history entry for the whole centre, so closing it (or Back) returns to where the reader was.
      replace
      data-testid={item.testId}
      aria-current={active ? 'page' : undefined}
      className={clsx(
        'group flex shrink-0 items-center gap-2 whitespace-nowrap text-sm font-medium transition',
        'h-9 rounded-full border px-3.5 lg:h-10 lg:w-full lg:rounded-lg lg:border-0 lg:px-3',
        active
          ? 'border-accent bg-accent text-accent-text lg:bg-accent/15 lg:text-accent'
          : 'border-border bg-surface text-text-muted hover:text-text lg:bg-transparent lg:hover:bg-surface-raised',
      )}
    >
      <Icon className="size-4 shrink-0 max-lg:hidden" aria-hidden />
      <span className="lg:min-w-0 lg:flex-1 lg:truncate">{item.label}</span>
      {item.badge}
    </Link>
  );
}
