// The header's game categories (docs/games.md): one item per category with a vendor, in the server's order (the
// cockfight item after live when SV3 exists). Hovering or focusing an item opens a panel of its first 11
// vendors' marks and MORE (the lobby). Part of the first load: no zod, the menus arrive with the API client.
import type { MenuItem } from '@orbit/contracts/games';
import { clsx } from 'clsx';
import { ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { categoryTextsKey } from '../../../lib/category-texts.ts';
import { useGameMenus } from '../api/get-game-menus.ts';
import { categoryIcon } from './category-icons.ts';

/** Header vendor icons before MORE (contracts' HEADER_VENDOR_LIMIT, repeated to keep zod out). */
export const HEADER_VENDOR_LIMIT = 11;

export function useMenuLabel(): (item: Pick<MenuItem, 'key' | 'category' | 'liveDealer'>) => string {
  const { t } = useTranslation();
  return (item) => (item.key === 'cockfight' ? t('nav.cockfight') : t(`${categoryTextsKey(item.category, item.liveDealer)}.title`));
}

/** Where a vendor of a menu leads: its lobby with page = its code. */
export function vendorPath(item: Pick<MenuItem, 'route'>, vendorCode: string): string {
  return `${item.route}?page=${encodeURIComponent(vendorCode)}`;
}

function VendorPanel({ item, label, open, onChoose }: { item: MenuItem; label: string; open: boolean; onChoose: () => void }) {
  const { t } = useTranslation();
  const shown = item.vendors.slice(0, HEADER_VENDOR_LIMIT);
  return (
    <div
      className={clsx(
        'absolute inset-x-0 top-full border-b border-border bg-surface shadow-2xl shadow-black/50 transition',
        open ? 'visible opacity-100' : 'invisible opacity-0',
      )}
      data-testid={`vendor-panel-${item.key}`}
    >
      <div className="container-page py-5">
        <p className="mb-3 text-xs font-semibold tracking-wide text-text-muted uppercase" aria-hidden>
          {t('nav.vendorsOf', { category: label })}
        </p>
        <ul className="flex flex-wrap gap-3" aria-label={t('nav.vendorsOf', { category: label })}>
          {shown.map((vendor) => (
            <li key={vendor.vendorCode}>
              <Link
                to={vendorPath(item, vendor.vendorCode)}
                onClick={onChoose}
                className="flex w-32 flex-col items-center gap-2 rounded-xl border border-border bg-gradient-to-b from-surface-raised to-surface px-3 py-3 text-center transition hover:-translate-y-0.5 hover:border-accent/70 focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-accent"
              >
                <span className="flex h-10 w-full items-center justify-center">
                  <img src={vendor.logoUrl} alt="" className="max-h-10 max-w-full object-contain" loading="lazy" />
                </span>
                <span className="w-full truncate text-xs font-medium text-text-muted">{vendor.name}</span>
              </Link>
            </li>
          ))}
          {item.vendors.length > HEADER_VENDOR_LIMIT ? (
            <li>
              <Link
                to={item.route}
                onClick={onChoose}
                className="flex h-full w-32 flex-col items-center justify-center gap-1 rounded-xl border border-dashed border-accent/60 px-3 py-3 text-sm font-semibold text-accent transition hover:bg-accent/10"
              >
                {t('nav.more')}
                <ChevronRight className="size-4" aria-hidden />
              </Link>
            </li>
          ) : null}
        </ul>
      </div>
    </div>
  );
}

/** The category items of the desktop header's navigation, as list items of its menu. */
export function HeaderGameNav() {
  const menus = useGameMenus();
  const { pathname } = useLocation();
  const labelOf = useMenuLabel();
  // The open panel: hover or focus opens it; leaving, Escape or choosing a link closes it.
  const [open, setOpen] = useState<string | null>(null);
  const close = () => {
    setOpen(null);
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  };
  return (
    <>
      {(menus.data ?? []).map((item) => {
        const label = labelOf(item);
        const Icon = categoryIcon(item.key);
        const active = pathname.toLowerCase() === item.route.toLowerCase();
        return (
          <li
            key={item.key}
            className="group flex"
            data-testid={`nav-${item.key}`}
            onPointerEnter={() => setOpen(item.key)}
            onPointerLeave={() => setOpen((current) => (current === item.key ? null : current))}
            onFocus={() => setOpen(item.key)}
            onBlur={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen((current) => (current === item.key ? null : current));
            }}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setOpen(null);
            }}
          >
            <NavLink
              to={item.route}
              onClick={close}
              aria-current={active ? 'page' : undefined}
              aria-expanded={item.vendors.length > 0 ? open === item.key : undefined}
              className={clsx(
                'relative flex items-center gap-1.5 px-2 text-sm font-semibold whitespace-nowrap transition xl:px-2.5 2xl:px-4',
                active || open === item.key ? 'text-accent' : 'text-text-muted hover:text-text',
              )}
            >
              <Icon className="hidden size-[18px] 2xl:block" aria-hidden />
              {label}
              <span
                className={clsx(
                  'absolute inset-x-2 bottom-0 h-0.5 rounded-full bg-accent 2xl:inset-x-3 transition',
                  active ? 'opacity-100' : 'opacity-0 group-hover:opacity-60',
                )}
                aria-hidden
              />
            </NavLink>
            {item.vendors.length > 0 ? <VendorPanel item={item} label={label} open={open === item.key} onChoose={close} /> : null}
          </li>
        );
      })}
    </>
  );
}
