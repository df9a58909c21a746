import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useIsLoggedIn } from '../../lib/session.ts';
import { Header } from './header.tsx';
import { TabBar } from './tab-bar.tsx';

// Below the fold and off to the side: they load right after the page, keeping the first load small.
const Footer = lazy(() => import('./footer.lazy.tsx').then((m) => ({ default: m.Footer })));
// Popups after login: only for a logged-in member, loaded once they are.
const LoginPopup = lazy(() => import('../../features/content/components/login-popup.lazy.tsx').then((m) => ({ default: m.LoginPopup })));
const RightBar = lazy(() => import('./right-bar.lazy.tsx').then((m) => ({ default: m.RightBar })));

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className="sr-only z-[70] rounded-lg bg-accent px-4 py-2 font-semibold text-accent-text focus:not-sr-only focus:fixed focus:start-3 focus:top-3"
    >
      {t('app.skipToContent')}
    </a>
  );
}

/** Header, footer and right bar around the page: most routes. */
export function SiteLayout() {
  const loggedIn = useIsLoggedIn();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <Suspense fallback={null}>
        <Footer />
        <RightBar />
        {loggedIn ? <LoginPopup /> : null}
      </Suspense>
      <TabBar />
    </div>
  );
}
