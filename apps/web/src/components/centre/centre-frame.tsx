// The frame the member centre and the agent centre share (docs/product.md): on a desktop a panel with the side menu
// and the page beside it, with a close button; on a phone a full-screen page whose menu is a row of tabs
// that scrolls sideways. Each centre brings its menu, its texts and its ids.
import { clsx } from 'clsx';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { CentreMenuLink, type CentreMenuItem } from './centre-menu-link.tsx';
import { useLockPageScroll } from './use-lock-page-scroll.ts';

/** Where a frame's texts live (`.title`, `.close`, `.menu`): each centre brings its own. */
export type CentreFrameTexts = 'member.frame' | 'agents.frame';

interface CentreFrameProps {
  texts: CentreFrameTexts;
  menu: readonly CentreMenuItem[];
  currentKey: string | null;
  title: string;
  /** The id of the page's heading, which names the page's section. */
  titleId: string;
  onClose: () => void;
  closeTestId?: string;
  /** With no menu and no summary, the page takes the whole panel (the agent centre's refusals). */
  collapseEmptyMenu?: boolean;
  /** Who is reading, above the menu. */
  summary?: ReactNode;
  children: ReactNode;
}

export function CentreFrame({ texts, menu, currentKey, title, titleId, onClose, closeTestId, collapseEmptyMenu = false, summary, children }: CentreFrameProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 1023.98px)');
  useLockPageScroll(phone);
  const collapsed = collapseEmptyMenu && menu.length === 0;

  const closeButton = (extra: string) => (
    <button
      type="button"
      onClick={onClose}
      data-testid={closeTestId}
      className={clsx('rounded-lg p-2 text-text-muted transition hover:bg-surface-raised hover:text-text', extra)}
      aria-label={t(`${texts}.close`)}
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
          collapsed ? 'lg:grid-cols-1' : 'lg:grid-cols-[15.5rem_minmax(0,1fr)]',
          'lg:rounded-2xl lg:border lg:border-border lg:bg-surface lg:shadow-xl lg:shadow-black/20',
        )}
      >
        <div className="sticky top-0 z-20 flex h-14 items-center gap-2 border-b border-border bg-surface px-2 lg:hidden">
          {closeButton('')}
          <span className="font-semibold">{t(`${texts}.title`)}</span>
        </div>
        <aside className={clsx('lg:border-e lg:border-border lg:bg-surface-raised/30', collapsed && !summary && 'hidden')}>
          {summary ? <div className="px-4 pt-4 lg:px-4 lg:pt-5 lg:pb-3">{summary}</div> : null}
          <nav aria-label={t(`${texts}.menu`)} className="max-lg:border-b max-lg:border-border">
            <ul className="scrollbar-none flex gap-2 overflow-x-auto px-4 py-3 lg:flex-col lg:gap-0.5 lg:overflow-visible lg:px-3 lg:pt-1 lg:pb-4">
              {menu.map((item, place) => (
                <li key={item.key} className="flex lg:block">
                  <CentreMenuLink item={item} active={item.key === currentKey} place={place} />
                </li>
              ))}
            </ul>
          </nav>
        </aside>
        <section aria-labelledby={titleId} className="min-w-0">
          <div className="flex items-center justify-between gap-3 px-4 pt-5 pb-3 sm:px-6 lg:border-b lg:border-border lg:py-4">
            <h1 id={titleId} className="text-xl font-bold tracking-tight sm:text-2xl">
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
