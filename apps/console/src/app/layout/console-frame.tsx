import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import * as RadixDialog from '@radix-ui/react-dialog';
import { RotateCw, ShieldOff } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageLoader } from '../../components/ui/spinner.tsx';
import { useMe } from '../../features/session/api/get-me.ts';
import { OperatorContext } from '../../features/session/hooks/use-operator.ts';
import { useSessionToken } from '../../features/session/hooks/use-session-token.ts';
import { errorMessage } from '../../lib/errors.ts';
import { sessionEndReason } from '../../lib/session.ts';
import { permissionForPath } from '../navigation.ts';
import { FinanceBanner } from './finance-banner.tsx';
import { StatusBanner } from './status-banner.tsx';
import { Sidebar } from './sidebar.tsx';
import { TopBar } from './top-bar.tsx';

/** The logged-in frame: sidebar, top bar and the page. Without a session it sends the operator to log in. */
export function ConsoleFrame() {
  const { t } = useTranslation();
  const token = useSessionToken();
  const location = useLocation();
  const navigation = useNavigation();
  const me = useMe();
  const [menuOpen, setMenuOpen] = useState(false);

  useEffect(() => setMenuOpen(false), [location.pathname]);

  // After an explicit logout the next person starts on the dashboard; otherwise come back to this page.
  if (!token) return <Navigate to="/login" replace state={sessionEndReason() === 'logout' ? null : { from: location.pathname + location.search }} />;
  if (me.isPending) return <PageLoader label={t('common.loading')} />;
  if (me.isError) {
    return (
      <div className="flex min-h-dvh items-center justify-center">
        <EmptyState
          title={t('frame.loadFailed')}
          description={errorMessage(t, me.error)}
          action={
            <Button icon={<RotateCw className="size-4" />} onClick={() => void me.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      </div>
    );
  }

  const operator = me.data;
  const needed = permissionForPath(location.pathname);
  const allowed = needed === null || operator.permissions.includes(needed);

  return (
    <OperatorContext.Provider value={operator}>
      <div className="flex min-h-dvh">
        <div className="hidden w-60 shrink-0 bg-ink-900 lg:block">
          <div className="sticky top-0 h-dvh">
            <Sidebar permissions={operator.permissions} merchantName={operator.merchantName} />
          </div>
        </div>
        <RadixDialog.Root open={menuOpen} onOpenChange={setMenuOpen}>
          <RadixDialog.Portal>
            <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-950/60 lg:hidden" />
            <RadixDialog.Content className="fixed inset-y-0 left-0 z-50 w-64 shadow-2xl focus:outline-none lg:hidden">
              <RadixDialog.Title className="sr-only">{t('nav.label')}</RadixDialog.Title>
              <RadixDialog.Description className="sr-only">{t('nav.label')}</RadixDialog.Description>
              <Sidebar permissions={operator.permissions} merchantName={operator.merchantName} onNavigate={() => setMenuOpen(false)} />
            </RadixDialog.Content>
          </RadixDialog.Portal>
        </RadixDialog.Root>
        <div className="flex min-w-0 flex-1 flex-col">
          <TopBar operator={operator} onOpenMenu={() => setMenuOpen(true)} />
          <StatusBanner />
          {/* Money that does not add up is every finance operator's business, whatever page is open. */}
          {operator.permissions.includes('finance.read') && location.pathname !== '/finance/reconciliation' ? <FinanceBanner /> : null}
          {navigation.state === 'loading' ? <div aria-hidden className="fixed top-0 right-0 left-0 z-50 h-0.5 animate-pulse bg-accent-500" /> : null}
          <main className="mx-auto w-full max-w-[1400px] flex-1 px-4 py-6 sm:px-6 lg:px-8">
            {allowed ? (
              <Outlet />
            ) : (
              <EmptyState icon={<ShieldOff className="size-5" />} title={t('frame.forbiddenTitle')} description={t('frame.forbiddenText')} />
            )}
          </main>
        </div>
      </div>
    </OperatorContext.Provider>
  );
}
