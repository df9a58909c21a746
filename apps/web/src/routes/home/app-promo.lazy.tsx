import { Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Whitelabel } from '@orbit/contracts/site';
import { BrandLogo } from '../../components/ui/brand-logo.tsx';
import { AppDownloads } from '../../features/site/components/app-downloads.tsx';

/** The app-download promotion of the home page, built from the merchant's download resources. */
export function AppPromo({ resources, branding }: { resources: Whitelabel['resources']; branding: Whitelabel['branding'] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="app-promo-title" className="container-page">
      <div className="relative grid items-center gap-10 overflow-hidden rounded-3xl border border-border bg-gradient-to-br from-surface-raised via-surface to-background p-6 sm:p-10 lg:grid-cols-[1fr_auto] lg:p-14">
        <div className="pointer-events-none absolute -start-24 -bottom-24 size-80 rounded-full bg-accent/10 blur-3xl" aria-hidden />
        <div className="relative text-center lg:text-start">
          <p className="inline-flex items-center gap-2 rounded-full bg-accent/15 px-3 py-1 text-xs font-semibold text-accent">
            <Smartphone className="size-3.5" aria-hidden />
            {t('support.appDownload')}
          </p>
          <h2 id="app-promo-title" className="mt-4 text-2xl font-bold tracking-tight sm:text-4xl">
            {t('home.app.title', { siteName: branding.siteName })}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-text-muted lg:mx-0">{t('home.app.body')}</p>
          <p className="mt-2 text-sm text-text-muted">{t('home.app.scan')}</p>
          <div className="mt-8">
            <AppDownloads resources={resources} />
          </div>
        </div>
        <div className="relative hidden lg:block" aria-hidden>
          <div className="absolute inset-6 rounded-full bg-accent/25 blur-3xl" />
          <div className="relative h-[22rem] w-[11rem] rotate-3 rounded-[2.25rem] border-[6px] border-surface-raised bg-background p-2 shadow-2xl shadow-black/60 ring-1 ring-border">
            <div className="mx-auto mb-2 h-1.5 w-12 rounded-full bg-surface-raised" />
            <div className="flex h-[calc(100%-1rem)] flex-col items-center justify-center gap-5 rounded-[1.6rem] bg-gradient-to-b from-surface-raised to-background px-3">
              <BrandLogo logoUrl={branding.logoUrl} siteName={branding.siteName} className="h-auto w-full" />
              <div className="grid w-full grid-cols-3 gap-2">
                {Array.from({ length: 6 }, (_, cell) => (
                  <div key={cell} className="aspect-square rounded-lg border border-border bg-surface" />
                ))}
              </div>
              <div className="h-7 w-full rounded-lg bg-accent" />
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
