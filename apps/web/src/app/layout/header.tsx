// The site header: a top bar (login box or logged-in bar, language) and a bottom bar (logo,
// navigation, with the game categories and their vendor panels after home). The header also mounts the
// account dialogs (their code loads on the first request for one).
import { clsx } from 'clsx';
import { BadgePercent, House, type LucideIcon } from 'lucide-react';
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { LanguagePicker } from '../../components/language-picker.tsx';
import { BrandLogo } from '../../components/ui/brand-logo.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { useWhitelabel } from '../../features/site/hooks/use-whitelabel.ts';
import { hasDialogLinkParams, openAuthDialog, useAuthDialogsRequested, type AuthDialog } from '../../lib/auth-dialogs.ts';
import { withAccountTexts } from '../../lib/i18n.ts';
import { useSession } from '../../lib/session.ts';
import { HOME_PATHS } from '../route-table.ts';

// Members only: visitors' first load does without the logged-in bar's code.
const loadLoggedInBar = () => import('./logged-in-bar.lazy.tsx');
const LoggedInBar = lazy(() => loadLoggedInBar().then((m) => ({ default: m.LoggedInBar })));

// The game categories wait for the catalogue's menus anyway: their code comes with that call, off the first load.
const HeaderGameNav = lazy(() => import('../../features/games/components/header-game-nav.lazy.tsx').then((m) => ({ default: m.HeaderGameNav })));

// What the bar has no room for goes under More: measured once the categories are there, off the first load.
const NavMoreItem = lazy(() => import('./nav-overflow.lazy.tsx').then((m) => ({ default: m.NavMoreItem })));

export const loadAuthHost = withAccountTexts(() => import('../../features/auth/components/auth-host.lazy.tsx'));
const AuthHost = lazy(() => loadAuthHost().then((m) => ({ default: m.AuthHost })));

/** A link that opens an account dialog on a plain click, and still works as a link (new tab, no script). */
function openDialogOnClick(dialog: AuthDialog) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    openAuthDialog(dialog);
  };
}

/** A visitor reaching for Log in or Register: fetch the dialogs, and the bar a login will show. */
const warmUpAuthHost = () => void Promise.all([loadAuthHost(), loadLoggedInBar()]).catch(() => undefined);

interface NavItem {
  to: string;
  labelKey: 'nav.home' | 'nav.promotions';
  icon: LucideIcon;
  activePaths: readonly string[];
}

const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', labelKey: 'nav.home', icon: House, activePaths: HOME_PATHS },
  { to: '/promotions', labelKey: 'nav.promotions', icon: BadgePercent, activePaths: ['/promotions', '/promoDetail'] },
];

export function isActivePath(pathname: string, paths: readonly string[]): boolean {
  const lower = pathname.toLowerCase();
  return paths.some((path) => path.toLowerCase() === lower);
}

/** Log in / Register for visitors (each opens its dialog); the logged-in bar for members. */
function LoginArea({ size }: { size: 'sm' | 'md' }) {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  const { flags } = useWhitelabel();
  if (loggedIn)
    return (
      <Suspense fallback={<span className="h-8 w-24" aria-hidden />}>
        <LoggedInBar size={size} manualRebate={flags.manualRebate === true} />
      </Suspense>
    );
  return (
    <div className="flex items-center gap-2" role="group" aria-label={t('auth.loginArea')}>
      <ButtonLink
        to="/login"
        variant="outline"
        size="sm"
        className={size === 'md' ? 'h-8 px-4' : 'px-2.5 max-[359px]:hidden'}
        onClick={openDialogOnClick({ kind: 'login' })}
        onPointerEnter={warmUpAuthHost}
        onFocus={warmUpAuthHost}
      >
        {t('auth.login')}
      </ButtonLink>
      <ButtonLink
        to="/register"
        variant="primary"
        size="sm"
        className={size === 'md' ? 'h-8 px-4' : 'px-2.5'}
        onClick={openDialogOnClick({ kind: 'register' })}
        onPointerEnter={warmUpAuthHost}
        onFocus={warmUpAuthHost}
      >
        {t('auth.register')}
      </ButtonLink>
    </div>
  );
}

/** The account dialogs, mounted once one is asked for, a session owes a password change, or a link opens one. */
function AuthDialogs() {
  const requested = useAuthDialogsRequested();
  const { mustChangePassword } = useSession();
  const { search } = useLocation();
  const { flags, banners, branding } = useWhitelabel();
  const [mounted, setMounted] = useState(false);
  if (!mounted && (requested || mustChangePassword || hasDialogLinkParams(search))) setMounted(true);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <AuthHost flags={flags} banners={banners} siteName={branding.siteName} />
    </Suspense>
  );
}

export function Header() {
  const { t } = useTranslation();
  const { branding } = useWhitelabel();
  const { pathname } = useLocation();

  return (
    <header className="sticky top-0 z-40 shadow-lg shadow-black/20">
      <div className="hidden border-b border-border/60 bg-background lg:block">
        <div className="container-page flex h-11 items-center justify-between gap-4">
          {/* The note gives way (one line, cut short) to the login area, which never wraps. */}
          <p className="flex min-w-0 items-center gap-2 text-xs text-text-muted">
            <span className="shrink-0 rounded border border-danger/60 px-1 text-[10px] font-bold text-danger">{t('footer.adultsOnly')}</span>
            <span className="truncate" title={t('footer.responsibleNote')}>
              {t('footer.responsibleNote')}
            </span>
          </p>
          <div className="flex shrink-0 items-center gap-3 whitespace-nowrap">
            <LoginArea size="md" />
            <span className="h-5 w-px bg-border" aria-hidden />
            <LanguagePicker />
          </div>
        </div>
      </div>
      <div className="border-b border-border bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/85">
        <div className="container-page flex h-14 items-center gap-3 lg:h-16 lg:gap-6">
          <Link to="/" className="flex shrink-0 items-center" aria-label={`${branding.siteName} · ${t('nav.home')}`}>
            <BrandLogo
              logoUrl={branding.logoUrl}
              siteName={branding.siteName}
              className="h-7 max-w-[8rem] max-[399px]:max-w-[6rem] sm:h-8 sm:max-w-[9.5rem] lg:h-11 lg:max-w-none"
            />
          </Link>
          {/* Up to ten items: below 1536 px they go without icons and closer together, and what still does not
              fit goes under "More" (nav-overflow.tsx). */}
          <nav aria-label={t('nav.main')} className="hidden h-full min-w-0 flex-1 lg:block">
            <ul className="flex h-full items-stretch gap-1">
              {NAV_ITEMS.map((item, index) => {
                const active = isActivePath(pathname, item.activePaths);
                const link = (
                  <li key={item.to} className="flex">
                    <NavLink
                      to={item.to}
                      aria-current={active ? 'page' : undefined}
                      className={clsx(
                        'relative flex items-center gap-2 px-2 text-sm font-semibold whitespace-nowrap transition xl:px-2.5 2xl:px-4',
                        active ? 'text-accent' : 'text-text-muted hover:text-text',
                      )}
                    >
                      <item.icon className="hidden size-[18px] 2xl:block" aria-hidden />
                      {t(item.labelKey)}
                      {active ? <span className="absolute inset-x-2 bottom-0 h-0.5 rounded-full bg-accent 2xl:inset-x-3" aria-hidden /> : null}
                    </NavLink>
                  </li>
                );
                // The game categories follow home.
                return index === 0
                  ? [
                      link,
                      <Suspense key="games" fallback={null}>
                        <HeaderGameNav />
                      </Suspense>,
                    ]
                  : link;
              })}
              <Suspense fallback={null}>
                <NavMoreItem />
              </Suspense>
            </ul>
          </nav>
          <div className="ms-auto flex items-center gap-1.5 lg:hidden">
            <LanguagePicker compact className="px-1.5" />
            <LoginArea size="sm" />
          </div>
        </div>
      </div>
      <AuthDialogs />
    </header>
  );
}
