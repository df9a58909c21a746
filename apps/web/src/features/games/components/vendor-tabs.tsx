// A lobby's vendor tabs: All, then each vendor of the category (the page query is the vendor code).
import type { GameVendor } from '@orbit/contracts/games';
import { clsx } from 'clsx';
import { LayoutGrid, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface VendorTabsProps {
  route: string;
  vendors: readonly GameVendor[];
  current: string | null;
  /** A VASSALAGE vendor opens its popup game list instead of a tab. */
  onPopupVendor: (vendor: GameVendor) => void;
}

const tabClass = (active: boolean) =>
  clsx(
    'flex h-11 shrink-0 items-center gap-2 rounded-xl border px-3 text-sm font-semibold whitespace-nowrap transition focus-visible:outline-2 focus-visible:outline-accent',
    active ? 'border-accent bg-accent/15 text-accent' : 'border-border bg-surface text-text-muted hover:border-accent/50 hover:text-text',
  );

export function VendorTabs({ route, vendors, current, onPopupVendor }: VendorTabsProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('games.lobby.vendors')} className="-mx-4 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:px-0">
      <ul className="flex gap-2">
        <li>
          <Link to={route} replace aria-current={current === null ? 'page' : undefined} className={tabClass(current === null)}>
            <LayoutGrid className="size-4" aria-hidden />
            {t('games.lobby.all')}
          </Link>
        </li>
        {vendors.map((vendor) => {
          const active = vendor.vendorCode === current;
          const content = (
            <>
              <span className="flex h-6 w-16 items-center justify-center">
                <img src={vendor.logoUrl} alt="" className="max-h-6 max-w-16 object-contain" loading="lazy" />
              </span>
              <span>{vendor.name}</span>
              {vendor.maintenance ? <Wrench className="size-3.5 text-accent" aria-label={t('games.tile.maintenance')} /> : null}
            </>
          );
          return (
            <li key={vendor.vendorCode}>
              {vendor.isGame === 'VASSALAGE' ? (
                <button type="button" className={tabClass(false)} onClick={() => onPopupVendor(vendor)}>
                  {content}
                </button>
              ) : (
                <Link
                  to={`${route}?page=${encodeURIComponent(vendor.vendorCode)}`}
                  replace
                  aria-current={active ? 'page' : undefined}
                  className={tabClass(active)}
                  data-testid={`vendor-tab-${vendor.vendorCode}`}
                >
                  {content}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
