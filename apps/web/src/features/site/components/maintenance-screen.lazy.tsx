import type { SiteStatus } from '@orbit/contracts/site';
import { CalendarClock, RefreshCw, Wrench } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { formatDateTime, pickLocalized } from '../../../lib/format.ts';
import { useCurrentLanguage } from '../../../lib/use-current-language.ts';
import { ContactUsButton } from './contact-us-button.tsx';
import { StatusScreenFrame, type StatusBranding } from './status-screen-frame.tsx';

interface MaintenanceScreenProps {
  status: SiteStatus;
  branding: StatusBranding;
  timeZone: string;
  checking: boolean;
  /** True after a refresh that found the site still in maintenance. */
  stillDown: boolean;
  onRefresh: () => void;
  toolbar?: ReactNode;
}

export function MaintenanceScreen({ status, branding, timeZone, checking, stillDown, onRefresh, toolbar }: MaintenanceScreenProps) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const message = pickLocalized(status.maintenance.message, language.code) || t('status.maintenance.body', { siteName: branding.siteName });
  const endAt = status.maintenance.endAt;

  return (
    <StatusScreenFrame branding={branding} icon={Wrench} tone="accent" title={t('status.maintenance.title')} toolbar={toolbar}>
      <p className="mt-3 text-base leading-relaxed whitespace-pre-line text-text-muted">{message}</p>
      {endAt ? (
        <div className="mx-auto mt-6 flex max-w-sm items-center gap-3 rounded-2xl border border-border bg-surface-raised/70 px-4 py-3 text-start">
          <CalendarClock className="size-6 shrink-0 text-accent" aria-hidden />
          <div className="min-w-0">
            <p className="text-xs tracking-wide text-text-muted uppercase">{t('status.maintenance.endsAt')}</p>
            <p className="text-lg font-semibold tabular-nums">
              <time dateTime={endAt}>{formatDateTime(endAt, timeZone)}</time>
            </p>
            <p className="text-xs text-text-muted">{t('status.maintenance.timeZone', { timeZone })}</p>
          </div>
        </div>
      ) : null}
      <div className="mt-8 flex flex-col-reverse items-stretch justify-center gap-3 sm:flex-row sm:items-center">
        <ContactUsButton entries={status.customerService} />
        <Button variant="primary" size="lg" onClick={onRefresh} disabled={checking} className="w-full sm:w-auto">
          <RefreshCw className={checking ? 'size-5 animate-spin' : 'size-5'} aria-hidden />
          {checking ? t('status.maintenance.checking') : t('status.maintenance.refresh')}
        </Button>
      </div>
      <p className="mt-4 text-sm text-text-muted empty:mt-0" aria-live="polite">
        {stillDown && !checking ? t('status.maintenance.stillDown') : ''}
      </p>
    </StatusScreenFrame>
  );
}
