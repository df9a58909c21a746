import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TriangleAlert } from 'lucide-react';
import { useConsoleStatus } from '../../features/settings/api/get-console-status.ts';

/**
 * An amber band over every page while the built-in sandbox gateway takes payments: its Pay button credits a
 * deposit with no money behind it, which an operator must know about, above all in production.
 */
export function StatusBanner() {
  const { t } = useTranslation();
  const status = useConsoleStatus();
  if (!status.data?.warnings.includes('sandbox_gateway_on')) return null;
  return (
    <div
      role="alert"
      data-testid="sandbox-gateway-banner"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 bg-amber-500 px-4 py-2 text-[13px] text-slate-950 sm:px-6 lg:px-8"
    >
      <TriangleAlert aria-hidden className="size-4 shrink-0" />
      <p className="min-w-0 flex-1">
        <span className="font-semibold">{t('frame.sandboxGatewayTitle')}</span>{' '}
        {/* On a phone the title and the link say enough; the explanation would push every page down. */}
        <span className="hidden sm:inline">{t(status.data.production ? 'frame.sandboxGatewayProduction' : 'frame.sandboxGatewayText')}</span>
      </p>
      <Link to="/settings/payments" className="shrink-0 rounded bg-slate-950/10 px-2.5 py-1 font-medium hover:bg-slate-950/20">
        {t('frame.sandboxGatewayOpen')}
      </Link>
    </div>
  );
}
