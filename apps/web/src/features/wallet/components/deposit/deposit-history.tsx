// The member's deposits with their statuses, newest first; a pending one is re-read every few seconds.
import type { Deposit } from '@orbit/contracts/payments';
import { ReceiptText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format.ts';
import { useDeposits } from '../../api/get-deposits.ts';
import { DEPOSIT_TONES } from '../../model/statuses.ts';
import { Money } from '../parts/money.tsx';
import { HistoryRow, PagedHistory } from '../parts/paged-history.tsx';
import { StatusBadge } from '../parts/status-badge.tsx';
import { useWalletSettings } from '../wallet-settings.tsx';

export function DepositStatus({ deposit }: { deposit: Deposit }) {
  const { t } = useTranslation();
  return (
    <StatusBadge tone={DEPOSIT_TONES[deposit.status]} testId={`deposit-status-${deposit.orderNo}`}>
      {t(`wallet.deposit.status.${deposit.status}`)}
    </StatusBadge>
  );
}

export function DepositHistory() {
  const { t } = useTranslation();
  const { timeZone } = useWalletSettings();
  const [page, setPage] = useState(1);
  const deposits = useDeposits(page, { watchPending: true });

  return (
    <PagedHistory
      id="deposit-history"
      title={t('wallet.deposit.historyTitle')}
      listTestId="deposit-list"
      empty={{ icon: ReceiptText, title: t('wallet.deposit.historyEmptyTitle'), body: t('wallet.deposit.historyEmptyBody') }}
      list={deposits}
      page={page}
      onPage={setPage}
    >
      {(deposit) => (
        <HistoryRow amount={deposit.amount} status={<DepositStatus deposit={deposit} />}>
          <div className="flex flex-wrap items-center gap-x-2 font-medium">
            <span className="truncate">{deposit.methodName}</span>
            <span className="font-mono text-xs text-text-muted">{deposit.orderNo}</span>
          </div>
          <div className="font-mono text-[11px] text-text-muted tabular-nums">{formatDateTime(deposit.createdAt, timeZone)}</div>
          {/[1-9]/.test(deposit.fee) ? (
            <div className="text-[11px] text-text-muted">
              {t('wallet.deposit.fee')} <Money amount={deposit.fee} /> · {t('wallet.deposit.credited')} <Money amount={deposit.credited} />
            </div>
          ) : null}
          {deposit.promoCode ? <div className="text-[11px] text-text-muted">{t('wallet.deposit.promoShown', { code: deposit.promoCode })}</div> : null}
          {deposit.rejectReason ? <div className="text-xs text-danger">{t('wallet.common.reason', { reason: deposit.rejectReason })}</div> : null}
        </HistoryRow>
      )}
    </PagedHistory>
  );
}
