import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ShieldAlert } from 'lucide-react';
import { formatDateTime } from '@orbit/contracts/format';
import { useReconciliation } from '../api/get-reconciliation.ts';

/** A red band over every page while the latest reconciliation has failed (finance.read only). */
export function ReconciliationBanner({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation();
  const reconciliation = useReconciliation(1);
  const latest = reconciliation.data?.latest;
  if (!latest || latest.ok) return null;
  return (
    <div
      role="alert"
      data-testid="reconciliation-banner"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 bg-red-600 px-4 py-2 text-[13px] text-white sm:px-6 lg:px-8"
    >
      <ShieldAlert aria-hidden className="size-4 shrink-0" />
      <p className="min-w-0 flex-1">
        <span className="font-semibold">{t('finance.bannerTitle')}</span>{' '}
        {t('finance.bannerText', {
          time: formatDateTime(latest.finishedAt, timeZone),
          accounts: latest.mismatchedAccounts.length,
          transactions: latest.unbalancedTransactions.length,
        })}
      </p>
      <Link to="/finance/reconciliation" className="shrink-0 rounded bg-white/15 px-2.5 py-1 font-medium hover:bg-white/25">
        {t('finance.openReport')}
      </Link>
    </div>
  );
}
