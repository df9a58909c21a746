import { ReconciliationBanner } from '../../features/finance/components/reconciliation-banner.tsx';
import { useMerchantTimeZone } from '../../features/settings/hooks/use-merchant-time-zone.ts';

/** The frame's finance alert, rendered only for a logged-in operator with finance.read. */
export function FinanceBanner() {
  const timeZone = useMerchantTimeZone();
  return <ReconciliationBanner timeZone={timeZone} />;
}
