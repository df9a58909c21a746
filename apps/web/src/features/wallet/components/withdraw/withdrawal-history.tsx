// The member's withdrawals with their statuses, newest first.
import { Landmark } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format.ts';
import { useWithdrawals } from '../../api/get-withdrawals.ts';
import { WITHDRAWAL_TONES } from '../../model/statuses.ts';
import { Money } from '../parts/money.tsx';
import { HistoryRow, PagedHistory } from '../parts/paged-history.tsx';
import { StatusBadge } from '../parts/status-badge.tsx';
import { useWalletSettings } from '../wallet-settings.tsx';

export function WithdrawalHistory() {
  const { t } = useTranslation();
  const { timeZone } = useWalletSettings();
  const [page, setPage] = useState(1);
  const withdrawals = useWithdrawals(page);

  return (
    <PagedHistory
      id="withdrawal-history"
      title={t('wallet.withdraw.historyTitle')}
      listTestId="withdrawal-list"
      empty={{ icon: Landmark, title: t('wallet.withdraw.historyEmptyTitle'), body: t('wallet.withdraw.historyEmptyBody') }}
      list={withdrawals}
      page={page}
      onPage={setPage}
    >
      {(withdrawal) => (
        <HistoryRow
          amount={withdrawal.amount}
          status={
            <StatusBadge tone={WITHDRAWAL_TONES[withdrawal.status]} testId={`withdrawal-status-${withdrawal.orderNo}`}>
              {t(`wallet.withdraw.status.${withdrawal.status}`)}
            </StatusBadge>
          }
        >
          <div className="flex flex-wrap items-center gap-x-2 font-medium">
            <span className="truncate">
              {withdrawal.bank} {withdrawal.accountNumber}
            </span>
            <span className="font-mono text-xs text-text-muted">{withdrawal.orderNo}</span>
          </div>
          <div className="font-mono text-[11px] text-text-muted tabular-nums">{formatDateTime(withdrawal.createdAt, timeZone)}</div>
          {withdrawal.amountReceived !== null && withdrawal.status === 'partially_received' ? (
            <div className="text-xs text-text-muted">
              {t('wallet.withdraw.received')} <Money amount={withdrawal.amountReceived} />
            </div>
          ) : null}
          {withdrawal.rejectReason ? <div className="text-xs text-danger">{t('wallet.common.reason', { reason: withdrawal.rejectReason })}</div> : null}
        </HistoryRow>
      )}
    </PagedHistory>
  );
}
