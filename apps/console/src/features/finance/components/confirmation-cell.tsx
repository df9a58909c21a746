import { useTranslation } from 'react-i18next';
import type { WithdrawalRow } from '@orbit/contracts/console-finance';
import { formatDateTime } from '@orbit/contracts/format';
import { Badge } from '../../../components/ui/badge.tsx';
import { showMoney, type Currency } from '../../../lib/amounts.ts';
import { confirmationState } from '../../../lib/finance-status.ts';

/**
 * The member's side of a paid withdrawal, under its status: waiting for an answer until a time,
 * or how much arrived when only part did. Nothing for the other statuses, whose badge says it all.
 */
export function Confirmation({ withdrawal, currency, timeZone, now }: { withdrawal: WithdrawalRow; currency: Currency; timeZone: string; now: number }) {
  const { t } = useTranslation();
  const state = confirmationState(withdrawal, now);
  if (state === 'waiting' || state === 'overdue') {
    return (
      <div className="flex flex-col items-start gap-0.5">
        <Badge tone={state === 'overdue' ? 'warning' : 'neutral'}>{t(`finance.confirmation.${state}`)}</Badge>
        {withdrawal.confirmBy ? (
          <span className="text-[11px] whitespace-nowrap text-slate-500 tabular">
            {t('finance.confirmBy', { time: formatDateTime(withdrawal.confirmBy, timeZone) })}
          </span>
        ) : null}
      </div>
    );
  }
  if (state === 'partially_received' && withdrawal.amountReceived) {
    return (
      <span className="text-[11px] whitespace-nowrap text-red-700 tabular">
        {t('finance.receivedOnly', { amount: showMoney(withdrawal.amountReceived, currency.symbol, currency.exponent) })}
      </span>
    );
  }
  return null;
}
