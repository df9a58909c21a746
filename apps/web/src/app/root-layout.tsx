// Above every layout: the loginedToHomePage guard, scroll-to-top on navigation, and a loading bar.
import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation, useNavigation } from 'react-router';
import { useWhitelabel } from '../features/site/hooks/use-whitelabel.ts';
import { useIsLoggedIn } from '../lib/session.ts';
import { guardRedirect } from './guard.ts';

function useScrollToTopOnNavigation(): void {
  const { pathname, search } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
    // Move keyboard and screen-reader focus to the new page without jumping the smooth scroll; not when a
    // dialog opened by the address (a sign-in ticket, a reset link) holds it, or it would land behind the modal.
    if (!document.activeElement?.closest('[role="dialog"], [role="alertdialog"]')) document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname, search]);
}

function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden" role="progressbar" aria-hidden>
      <div className="h-full w-1/3 animate-progress bg-accent" />
    </div>
  );
}

export function RootLayout() {
  const { flags } = useWhitelabel();
  const loggedIn = useIsLoggedIn();
  const { pathname } = useLocation();
  useScrollToTopOnNavigation();

  const redirect = guardRedirect(pathname, { loginedToHomePage: flags.loginedToHomePage === true, loggedIn });
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <>
      <NavigationProgress />
      <Outlet />
    </>
  );
}
