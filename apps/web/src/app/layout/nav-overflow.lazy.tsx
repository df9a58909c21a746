// The desktop header's items that do not fit go under a "More" menu at the end of the bar, so no window width
// and no language (Malay labels run long) pushes the page sideways or hides an item out of reach. The items
// come from different components (home and promotions here, the game categories from the catalogue), so the
// bar is measured in the page rather than planned in advance: all items shown, widths read, the ones past the
// room left hidden, and their links listed in the menu. Off the first load: until the game categories arrive
// (their own lazy chunk) the bar holds home and promotions only, which always fit.
import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';

interface OverflowLink {
  to: string;
  label: string;
  current: boolean;
}

const MORE_ATTRIBUTE = 'data-nav-more';

/**
 * Which items of the list holding `item` fit the width of the navigation holding the list; answers the links of
 * those that do not.
 */
function useNavOverflow(item: { current: HTMLLIElement | null }): OverflowLink[] {
  const [hidden, setHidden] = useState<OverflowLink[]>([]);
  const lastKey = useRef('');

  const measure = useCallback(() => {
    const list = item.current?.parentElement;
    const nav = list?.parentElement;
    // Below the desktop width the bar is not shown at all (the tab bar serves phones).
    if (!nav || !list || nav.clientWidth === 0) return;
    const children = Array.from(list.children) as HTMLElement[];
    const more = children.find((child) => child.hasAttribute(MORE_ATTRIBUTE));
    const items = children.filter((child) => child !== more);
    for (const child of children) child.style.display = '';
    const gap = parseFloat(getComputedStyle(list).columnGap) || 0;
    const widths = items.map((item) => item.getBoundingClientRect().width + gap);
    const room = nav.clientWidth;
    let fitting = items.length;
    if (widths.reduce((sum, width) => sum + width, 0) > room) {
      const moreWidth = (more?.getBoundingClientRect().width ?? 0) + gap;
      let used = moreWidth;
      fitting = 0;
      while (fitting < items.length && used + widths[fitting]! <= room) used += widths[fitting++]!;
    }
    items.forEach((item, index) => (item.style.display = index < fitting ? '' : 'none'));
    if (more) more.style.display = fitting < items.length ? '' : 'none';
    const links = items.slice(fitting).flatMap((item) => {
      const anchor = item.querySelector('a');
      const href = anchor?.getAttribute('href');
      return anchor && href ? [{ to: href, label: anchor.textContent?.trim() ?? '', current: anchor.getAttribute('aria-current') === 'page' }] : [];
    });
    const key = JSON.stringify(links);
    if (key !== lastKey.current) {
      lastKey.current = key;
      setHidden(links);
    }
  }, [item]);

  useLayoutEffect(() => {
    const list = item.current?.parentElement;
    const nav = list?.parentElement;
    if (!nav || !list) return;
    measure();
    // The room changes with the window; the items change when the menus arrive, the language or the page changes.
    // Only the list's content is watched, not attributes: the measuring itself sets the items' style.
    const resized = new ResizeObserver(() => measure());
    resized.observe(nav);
    const changed = new MutationObserver(() => measure());
    changed.observe(list, { childList: true, subtree: true, characterData: true });
    void document.fonts?.ready.then(measure);
    return () => {
      resized.disconnect();
      changed.disconnect();
    };
  }, [measure, item]);

  return hidden;
}

/** The "More" item, last in the bar's list: a button opening a list of the items the bar had no room for. */
export function NavMoreItem() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const itemRef = useRef<HTMLLIElement>(null);
  const links = useNavOverflow(itemRef);
  const active = links.some((link) => link.current);

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!itemRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  return (
    <li
      ref={itemRef}
      {...{ [MORE_ATTRIBUTE]: '' }}
      className="relative flex"
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-haspopup="true"
        onClick={() => setOpen((value) => !value)}
        className={clsx(
          'relative flex items-center gap-1 px-2 text-sm font-semibold whitespace-nowrap transition xl:px-2.5 2xl:px-4',
          active || open ? 'text-accent' : 'text-text-muted hover:text-text',
        )}
      >
        {t('nav.more')}
        <ChevronDown className={clsx('size-4 transition', open && 'rotate-180')} aria-hidden />
        {active ? <span className="absolute inset-x-2 bottom-0 h-0.5 rounded-full bg-accent 2xl:inset-x-3" aria-hidden /> : null}
      </button>
      {open ? (
        <ul className="absolute end-0 top-full min-w-48 overflow-hidden rounded-b-xl border border-border bg-surface py-1 shadow-2xl shadow-black/50">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                onClick={() => setOpen(false)}
                aria-current={link.current ? 'page' : undefined}
                className={clsx(
                  'block px-4 py-2.5 text-sm font-semibold whitespace-nowrap transition hover:bg-surface-raised',
                  link.current ? 'text-accent' : 'text-text-muted hover:text-text',
                )}
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
