// The agent centre's frame (spec §2): like the member centre's, on a desktop a panel with the side menu and
// the page beside it, with a close button; on a phone a full-screen page whose menu is a row of tabs that
// scrolls sideways.
import type { AgentPage } from '@orbit/contracts/agents';
import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { AGENT_MENU_ICONS } from './menu-icons.ts';

export const agentPagePath = (page: AgentPage) => `/agent/${page}`;

interface AgentFrameProps {
  menu: readonly AgentPage[];
  current: AgentPage | null;
  title: string;
  onClose: () => void;
  /** The agent's name, level and team above the menu. */
  summary?: ReactNode;
  children: ReactNode;
}

/** While the full-screen phone layer is up, the page under it must not scroll along. */
function useLockPageScroll(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, [active]);
}

function MenuLink({ page, active }: { page: AgentPage; active: boolean }) {
  const { t } = useTranslation();
  const Icon = AGENT_MENU_ICONS[page];
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    // On a phone the active tab may sit off screen in the sideways row: centre it there.
    const link = ref.current;
    const row = link?.closest('ul');
    if (!active || !link || !row || row.scrollWidth <= row.clientWidth) return;
    row.scrollLeft = link.offsetLeft - row.offsetLeft - (row.clientWidth - link.offsetWidth) / 2;
  }, [active]);
  return (
    <Link
      ref={ref}
      to={agentPagePath(page)}
      // One history entry for the whole centre, so closing it (or Back) returns to where the agent was.
      replace
      data-testid={`agent-menu-${page}`}
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
      <span className="lg:min-w-0 lg:flex-1 lg:truncate">{t(`agents.menu.${page}`)}</span>
    </Link>
  );
}

export function AgentFrame({ menu, current, title, onClose, summary, children }: AgentFrameProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 1023.98px)');
  useLockPageScroll(phone);

  const closeButton = (extra: string) => (
    <button
      type="button"
      onClick={onClose}
      data-testid="agent-centre-close"
      className={clsx('rounded-lg p-2 text-text-muted transition hover:bg-surface-raised hover:text-text', extra)}
      aria-label={t('agents.frame.close')}
    >
      <X className="size-5" aria-hidden />
    </button>
  );

  return (
    <div
      className={clsx(
        'max-lg:fixed max-lg:inset-0 max-lg:z-50 max-lg:overflow-x-hidden max-lg:overflow-y-auto max-lg:overscroll-contain max-lg:bg-background',
        'lg:container-page lg:py-8',
      )}
    >
      <div
        className={clsx(
          'lg:grid lg:min-h-[38rem] lg:overflow-hidden',
          // A refusal (no menu) takes the whole panel.
          menu.length > 0 ? 'lg:grid-cols-[15.5rem_minmax(0,1fr)]' : 'lg:grid-cols-1',
          'lg:rounded-2xl lg:border lg:border-border lg:bg-surface lg:shadow-xl lg:shadow-black/20',
        )}
      >
        <div className="sticky top-0 z-20 flex h-14 items-center gap-2 border-b border-border bg-surface px-2 lg:hidden">
          {closeButton('')}
          <span className="font-semibold">{t('agents.frame.title')}</span>
        </div>
        <aside className={clsx('lg:border-e lg:border-border lg:bg-surface-raised/30', menu.length === 0 && !summary && 'hidden')}>
          {summary ? <div className="px-4 pt-4 lg:px-4 lg:pt-5 lg:pb-3">{summary}</div> : null}
          <nav aria-label={t('agents.frame.menu')} className="max-lg:border-b max-lg:border-border">
            <ul className="scrollbar-none flex gap-2 overflow-x-auto px-4 py-3 lg:flex-col lg:gap-0.5 lg:overflow-visible lg:px-3 lg:pt-1 lg:pb-4">
              {menu.map((page) => (
                <li key={page} className="flex lg:block">
                  <MenuLink page={page} active={page === current} />
                </li>
              ))}
            </ul>
          </nav>
        </aside>
        <section aria-labelledby="agent-page-title" className="min-w-0">
          <div className="flex items-center justify-between gap-3 px-4 pt-5 pb-3 sm:px-6 lg:border-b lg:border-border lg:py-4">
            <h1 id="agent-page-title" className="text-xl font-bold tracking-tight sm:text-2xl">
              {title}
            </h1>
            {closeButton('-me-2 max-lg:hidden')}
          </div>
          <div className="px-4 pb-8 sm:px-6 lg:py-6">{children}</div>
        </section>
      </div>
    </div>
  );
}
