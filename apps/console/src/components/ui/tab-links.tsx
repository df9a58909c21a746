import type { ReactNode } from 'react';
import { Link, type To } from 'react-router';
import { cn } from '../../lib/cn.ts';

export interface TabLink {
  key: string;
  label: ReactNode;
  /** Where the tab leads (its own address, so a tab can be linked to and the back button returns to it). */
  to: To;
  /** History state to keep while switching tabs. */
  state?: unknown;
  icon?: ReactNode;
}

/** Page sections as links under the page header; the current one is marked for assistive technology too. */
export function TabLinks({ tabs, current, label }: { tabs: readonly TabLink[]; current: string; label: string }) {
  return (
    <nav aria-label={label} className="mb-5 border-b border-slate-200">
      <ul className="-mb-px flex gap-1 overflow-x-auto">
        {tabs.map((tab) => {
          const active = tab.key === current;
          return (
            <li key={tab.key}>
              <Link
                to={tab.to}
                state={tab.state}
                replace
                preventScrollReset
                aria-current={active ? 'page' : undefined}
                data-testid={`tab-${tab.key}`}
                className={cn(
                  'inline-flex items-center gap-1.5 border-b-2 px-3 py-2 text-[13px] font-medium whitespace-nowrap transition-colors',
                  active ? 'border-accent-600 text-accent-700' : 'border-transparent text-slate-500 hover:border-slate-300 hover:text-slate-800',
                )}
              >
                {tab.icon}
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
