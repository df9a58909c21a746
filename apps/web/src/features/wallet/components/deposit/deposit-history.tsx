// The member's deposits with their statuses, newest first; a pending one is re-read every few seconds.
import type { Deposit } from '@orbit/contracts/payments';
import { clsx } from 'clsx';
import { History, ReceiptText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format.ts';
import { DEPOSITS_PAGE_SIZE, useDeposits } from '../../api/get-deposits.ts';
import { errorKey } from '../../../../lib/error-codes.ts';
import { DEPOSIT_TONES } from '../../model/statuses.ts';
import { FormMessage } from '../../../../components/ui/form-message.tsx';
import { Pager } from '../../../../components/ui/pager.tsx';
import { EmptyList, Panel, Skeleton } from '../../../../components/ui/panel.tsx';
import { Money } from '../parts/money.tsx';
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
  const items = deposits.data?.items ?? [];

  return (
    <Panel id="deposit-history" icon={History} title={t('wallet.deposit.historyTitle')} subtitle={t('wallet.common.zone', { zone: timeZone })}>
      {deposits.isPending ? (
        <Skeleton rows={3} />
      ) : deposits.isError && !deposits.data ? (
        <FormMessage kind="error">{t(errorKey(deposits.error))}</FormMessage>
      ) : items.length === 0 ? (
        <EmptyList icon={ReceiptText} title={t('wallet.deposit.historyEmptyTitle')}>
          {t('wallet.deposit.historyEmptyBody')}
        </EmptyList>
      ) : (
        <>
          <ul className={clsx('divide-y divide-border/60', deposits.isPlaceholderData && 'opacity-60')} data-testid="deposit-list">
            {items.map((deposit) => (
              <li key={deposit.id} className="flex items-start justify-between gap-3 py-3 text-sm">
                <div className="min-w-0">
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
                </div>
                <div className="flex shrink-0 flex-col items-end gap-1">
                  <Money amount={deposit.amount} className="font-semibold" />
                  <DepositStatus deposit={deposit} />
                </div>
              </li>
            ))}
          </ul>
          <Pager
            texts="wallet.pager"
            page={page}
            total={deposits.data?.total ?? 0}
            pageSize={deposits.data?.pageSize ?? DEPOSITS_PAGE_SIZE}
            busy={deposits.isFetching}
            onPage={setPage}
          />
        </>
      )}
    </Panel>
  );
}
