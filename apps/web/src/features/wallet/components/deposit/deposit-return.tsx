// Back from the payment gateway at /member/depositv2?deposit=<orderNo>: that deposit's status, re-read every
// few seconds until the gateway's webhook has settled it.
import { clsx } from 'clsx';
import { CircleCheck, CircleX, Clock, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { useDeposits } from '../../api/get-deposits.ts';
import { Money } from '../parts/money.tsx';
import { DepositStatus } from './deposit-history.tsx';

export function DepositReturn({ orderNo, onDismiss }: { orderNo: string; onDismiss: () => void }) {
  const { t } = useTranslation();
  const deposits = useDeposits(1, { watchPending: true });
  const deposit = deposits.data?.items.find((item) => item.orderNo === orderNo);

  let icon = <Clock className="size-6 text-accent" aria-hidden />;
  let title = t('wallet.deposit.returnChecking');
  let body = t('wallet.deposit.returnCheckingBody');
  if (deposits.isSuccess && !deposit) {
    icon = <CircleX className="size-6 text-text-muted" aria-hidden />;
    title = t('wallet.deposit.returnUnknown', { orderNo });
    body = t('wallet.deposit.returnUnknownBody');
  } else if (deposit?.status === 'approved') {
    icon = <CircleCheck className="size-6 text-success" aria-hidden />;
    title = t('wallet.deposit.returnApproved');
    body = '';
  } else if (deposit?.status === 'rejected' || deposit?.status === 'expired') {
    icon = <CircleX className="size-6 text-danger" aria-hidden />;
    title = t(`wallet.deposit.return_${deposit.status}`);
    body = deposit.rejectReason ? t('wallet.common.reason', { reason: deposit.rejectReason }) : t('wallet.deposit.returnFailedBody');
  } else if (deposit) {
    title = t('wallet.deposit.returnPending');
    body = t('wallet.deposit.returnPendingBody');
  }

  return (
    <section
      role="status"
      aria-live="polite"
      className={clsx(
        'flex items-start gap-3 rounded-2xl border p-4',
        deposit?.status === 'approved'
          ? 'border-success/40 bg-success/10'
          : deposit?.status === 'rejected' || deposit?.status === 'expired'
            ? 'border-danger/40 bg-danger/10'
            : 'border-accent/40 bg-accent/10',
      )}
      data-testid="deposit-return"
    >
      <span className="mt-0.5 shrink-0">{icon}</span>
      <div className="min-w-0 flex-1">
        <h2 className="font-semibold">{title}</h2>
        {deposit ? (
          <div className="mt-1 flex flex-wrap items-center gap-2 text-sm">
            <span className="font-mono text-xs text-text-muted">{deposit.orderNo}</span>
            <Money amount={deposit.amount} className="font-semibold" />
            <DepositStatus deposit={deposit} />
            {deposit.status === 'approved' ? (
              <span className="text-success">
                {t('wallet.deposit.credited')} <Money amount={deposit.credited} />
              </span>
            ) : null}
          </div>
        ) : null}
        {body ? <p className="mt-1 text-sm text-text-muted">{body}</p> : null}
      </div>
      <Button variant="ghost" size="sm" onClick={onDismiss} aria-label={t('wallet.common.close')}>
        <X className="size-4" aria-hidden />
      </Button>
    </section>
  );
}
