// The phone's bottom tab bar (docs/product.md). Wallet and account lead to the member centre's pages after the
// login check: visitors get the login dialog, a free-play account the real-account warning.
import { clsx } from 'clsx';
import { BadgePercent, CircleUserRound, Gamepad2, House, Wallet, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useGameMenus } from '../../features/games/api/get-game-menus.ts';
import { checkLogin } from '../../lib/login-check.ts';
import { useIsLoggedIn } from '../../lib/session.ts';
import { HOME_PATHS } from '../route-table.ts';
import { isActivePath } from './header.tsx';

interface Tab {
  key: 'home' | 'games' | 'promotions' | 'wallet' | 'account';
  to: string;
  icon: LucideIcon;
  activePaths: readonly string[];
  /** Behind the login check. */
  members?: boolean;
}

const TABS: readonly Tab[] = [
  { key: 'home', to: '/', icon: House, activePaths: HOME_PATHS },
  { key: 'games', to: '/games', icon: Gamepad2, activePaths: ['/games', '/rng', '/live', '/fish', '/pvp', '/esports', '/sports', '/seamless', '/game'] },
  { key: 'promotions', to: '/promotions', icon: BadgePercent, activePaths: ['/promotions', '/promoDetail'] },
  { key: 'wallet', to: '/member/transferFund', icon: Wallet, activePaths: ['/member/transferFund', '/member/depositv2', '/member/withdraw'], members: true },
  { key: 'account', to: '/member/securityCenter', icon: CircleUserRound, activePaths: ['/member/securityCenter', '/login'], members: true },
];

export function TabBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const loggedIn = useIsLoggedIn();
  // Games opens the games hub (every category and the hot games); it stays lit in any of the lobbies.
  const lobbies = (useGameMenus().data ?? []).filter((menu) => menu.category !== 'lottery' && menu.category !== 'elott');
  return (
    <nav
      aria-label={t('nav.tabs')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden"
    >
      <ul className="mx-auto grid h-16 max-w-lg grid-cols-5">
        {TABS.map((tab) => {
          const active = isActivePath(pathname, tab.key === 'games' ? [...tab.activePaths, ...lobbies.map((menu) => menu.route)] : tab.activePaths);
          return (
            <li key={tab.key} className="flex">
              <Link
                to={tab.members && !loggedIn ? '/login' : tab.to}
                onClick={
                  tab.members
                    ? (event) => {
                        if (!checkLogin()) event.preventDefault();
                      }
                    : undefined
                }
                aria-current={active ? 'page' : undefined}
                className={clsx(
                  'flex flex-1 flex-col items-center justify-center gap-1 text-[11px] font-medium transition',
                  active ? 'text-accent' : 'text-text-muted hover:text-text',
                )}
              >
                <span className={clsx('flex h-7 w-12 items-center justify-center rounded-full transition', active && 'bg-accent/15')}>
                  <tab.icon className="size-5" aria-hidden />
                </span>
                {t(`nav.${tab.key}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
