// Decides what the visitor sees before any page: the site, or one of the full-page states
// (maintenance wins over restriction; the server already folds that into `status`). It also applies the
// merchant's theme, title and default language once its settings arrive.
import type { Whitelabel } from '@orbit/contracts/site';
import { lazy, Suspense, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguagePicker } from '../components/language-picker.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { SITE_STATUS, useSiteStatusQuery } from '../features/site/api/get-site-status.ts';
import { useWhitelabelQuery } from '../features/site/api/get-whitelabel.ts';
import type { StatusBranding } from '../features/site/components/status-screen-frame.tsx';
import { changeLanguage, storedLanguage } from '../lib/i18n.ts';
import { DEFAULT_TIME_ZONE } from '../lib/format.ts';
import { applyTheme } from './theme.ts';

// Rarely seen, so loaded only when needed.
const MaintenanceScreen = lazy(() => import('../features/site/components/maintenance-screen.lazy.tsx').then((m) => ({ default: m.MaintenanceScreen })));
const RestrictionScreen = lazy(() => import('../features/site/components/restriction-screen.lazy.tsx').then((m) => ({ default: m.RestrictionScreen })));
const UnreachableScreen = lazy(() => import('../features/site/components/unreachable-screen.lazy.tsx').then((m) => ({ default: m.UnreachableScreen })));

function statusBranding(whitelabel: Whitelabel | undefined): StatusBranding {
  return {
    siteName: whitelabel?.branding.siteName ?? window.location.hostname,
    logoUrl: whitelabel?.branding.logoUrl ?? null,
    copyright: whitelabel?.branding.copyright ?? '',
  };
}

function useMerchantSetup(whitelabel: Whitelabel | undefined): void {
  const theme = whitelabel?.branding.theme;
  useLayoutEffect(() => {
    if (theme) applyTheme(theme);
  }, [theme]);

  const siteName = whitelabel?.branding.siteName;
  useEffect(() => {
    if (siteName && (document.title === 'Loading…' || !document.title.includes(siteName))) document.title = siteName;
  }, [siteName]);

  // A first-time visitor sees the merchant's default language; a visitor who chose one keeps it.
  const defaultLang = whitelabel?.merchant.defaultLang;
  useEffect(() => {
    if (defaultLang && !storedLanguage()) void changeLanguage(defaultLang, { remember: false });
  }, [defaultLang]);
}

function Splash() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh items-center justify-center bg-background text-accent">
      <Spinner label={t('app.loading')} className="scale-150" />
    </div>
  );
}

export function SiteGate({ children }: { children: ReactNode }) {
  const whitelabel = useWhitelabelQuery();
  const status = useSiteStatusQuery();
  const [stillDown, setStillDown] = useState(false);
  useMerchantSetup(whitelabel.data);

  const toolbar = <LanguagePicker />;
  const branding = statusBranding(whitelabel.data);

  if (status.data?.status === SITE_STATUS.maintenance) {
    return (
      <Suspense fallback={<Splash />}>
        <MaintenanceScreen
          status={status.data}
          branding={branding}
          timeZone={whitelabel.data?.merchant.timeZone ?? DEFAULT_TIME_ZONE}
          checking={status.isFetching}
          stillDown={stillDown}
          onRefresh={() => {
            setStillDown(false);
            void status.refetch().then((result) => setStillDown(result.data?.status === SITE_STATUS.maintenance));
          }}
          toolbar={toolbar}
        />
      </Suspense>
    );
  }
  if (status.data?.status === SITE_STATUS.regionRestricted) {
    return (
      <Suspense fallback={<Splash />}>
        <RestrictionScreen status={status.data} branding={branding} toolbar={toolbar} />
      </Suspense>
    );
  }
  if (whitelabel.data) return children;
  // Wait for the status too: during maintenance the settings call may fail, and the status says why.
  if (whitelabel.isPending || status.isPending) return <Splash />;
  return (
    <Suspense fallback={<Splash />}>
      <UnreachableScreen
        error={whitelabel.error}
        branding={branding}
        retrying={whitelabel.isFetching}
        onRetry={() => {
          void whitelabel.refetch();
          void status.refetch();
        }}
        toolbar={toolbar}
      />
    </Suspense>
  );
}
