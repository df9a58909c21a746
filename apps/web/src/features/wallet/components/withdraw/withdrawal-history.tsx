// The member's withdrawals with their statuses, newest first.
import { clsx } from 'clsx';
import { History, Landmark } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format.ts';
import { useWithdrawals, WITHDRAWALS_PAGE_SIZE } from '../../api/get-withdrawals.ts';
import { errorKey } from '../../../../lib/error-codes.ts';
import { WITHDRAWAL_TONES } from '../../model/statuses.ts';
import { FormMessage } from '../../../../components/ui/form-message.tsx';
import { Pager } from '../../../../components/ui/pager.tsx';
import { EmptyList, Panel, Skeleton } from '../../../../components/ui/panel.tsx';
import { Money } from '../parts/money.tsx';
import { StatusBadge } from '../parts/status-badge.tsx';
import { useWalletSettings } from '../wallet-settings.tsx';

export function WithdrawalHistory() {
  const { t } = useTranslation();
  const { timeZone } = useWalletSettings();
  const [page, setPage] = useState(1);
  const withdrawals = useWithdrawals(page);
  const items = withdrawals.data?.items ?? [];

  return (
    <Panel id="withdrawal-history" icon={History} title={t('wallet.withdraw.historyTitle')} subtitle={t('wallet.common.zone', { zone: timeZone })}>
      {withdrawals.isPending ? (
        <Skeleton rows={3} />
      ) : withdrawals.isError && !withdrawals.data ? (
        <FormMessage kind="error">{t(errorKey(withdrawals.error))}</FormMessage>
      ) : items.length === 0 ? (
        <EmptyList icon={Landmark} title={t('wallet.withdraw.historyEmptyTitle')}>
          {t('wallet.withdraw.historyEmptyBody')}
        </EmptyList>
      ) : (
        <>
          <ul className={clsx('divide-y divide-border/60', withdrawals.isPlaceholderData && 'opacity-60')} data-testid="withdrawal-list">
            {items.map((withdrawal) => (
              <li key={withdrawal.id} className="flex items-start justify-between gap-3 py-3 text-sm">
                <div className="min-w-0">
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
                </div>
                <div className="flex shrink-0 flex-col items-end gap-1">
                  <Money amount={withdrawal.amount} className="font-semibold" />
                  <StatusBadge tone={WITHDRAWAL_TONES[withdrawal.status]} testId={`withdrawal-status-${withdrawal.orderNo}`}>
                    {t(`wallet.withdraw.status.${withdrawal.status}`)}
                  </StatusBadge>
                </div>
              </li>
            ))}
          </ul>
          <Pager
            texts="wallet.pager"
            page={page}
            total={withdrawals.data?.total ?? 0}
            pageSize={withdrawals.data?.pageSize ?? WITHDRAWALS_PAGE_SIZE}
            busy={withdrawals.isFetching}
            onPage={setPage}
          />
        </>
      )}
    </Panel>
  );
}
