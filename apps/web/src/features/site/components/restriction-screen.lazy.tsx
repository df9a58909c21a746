import type { SiteStatus } from '@orbit/contracts/site';
import { Globe2, MapPinOff, Network } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactUsButton } from './contact-us-button.tsx';
import { StatusScreenFrame, type StatusBranding } from './status-screen-frame.tsx';

export function RestrictionScreen({ status, branding, toolbar }: { status: SiteStatus; branding: StatusBranding; toolbar?: ReactNode }) {
  const { t } = useTranslation();
  const country = status.countryName ?? status.country ?? t('status.restricted.unknownCountry');
  return (
    <StatusScreenFrame branding={branding} icon={MapPinOff} tone="danger" title={t('status.restricted.title')} toolbar={toolbar}>
      <p className="mt-3 text-base leading-relaxed text-text-muted">{t('status.restricted.body', { siteName: branding.siteName })}</p>
      <dl className="mt-6 grid gap-3 text-start sm:grid-cols-2">
        <div className="rounded-2xl border border-border bg-surface-raised/70 px-4 py-3">
          <dt className="flex items-center gap-2 text-xs tracking-wide text-text-muted uppercase">
            <Network className="size-4 shrink-0" aria-hidden />
            {t('status.restricted.ip')}
          </dt>
          <dd className="mt-1 truncate text-base font-semibold tabular-nums">{status.ip}</dd>
        </div>
        <div className="rounded-2xl border border-border bg-surface-raised/70 px-4 py-3">
          <dt className="flex items-center gap-2 text-xs tracking-wide text-text-muted uppercase">
            <Globe2 className="size-4 shrink-0" aria-hidden />
            {t('status.restricted.country')}
          </dt>
          <dd className="mt-1 truncate text-base font-semibold">{country}</dd>
        </div>
      </dl>
      <div className="mt-8 flex justify-center">
        <ContactUsButton entries={status.customerService} variant="primary" />
      </div>
    </StatusScreenFrame>
  );
}
