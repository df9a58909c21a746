import { useTranslation } from 'react-i18next';
import { ArrowDownToLine, ArrowUpFromLine, Flag, Scale } from 'lucide-react';
import { formatDateTime } from '@orbit/contracts/format';
import { Skeleton } from '../../components/ui/spinner.tsx';
import { useReconciliation } from '../../features/finance/api/get-reconciliation.ts';
import { useDeposits } from '../../features/finance/api/list-deposits.ts';
import { useWithdrawals } from '../../features/finance/api/list-withdrawals.ts';
import { reconciliationVerdict } from '../../lib/finance-status.ts';
import { StatCard } from './stat-card.tsx';

/** The finance queues at a glance: what waits for review, payouts to follow up, and whether the books balance. */
export function FinanceSummary({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation();
  const deposits = useDeposits({ page: 1, pageSize: 1, status: 'pending' });
  const withdrawals = useWithdrawals({ page: 1, pageSize: 1, status: 'open' });
  const notReceived = useWithdrawals({ page: 1, pageSize: 1, status: 'not_received' });
  const partial = useWithdrawals({ page: 1, pageSize: 1, status: 'partially_received' });
  const reconciliation = useReconciliation(1);
  if (reconciliation.isPending && withdrawals.isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {[0, 1, 2, 3].map((card) => (
          <Skeleton key={card} className="h-24" />
        ))}
      </div>
    );
  }
  const count = (query: { data?: { total: number } | undefined; isError: boolean }) => (query.isError ? null : (query.data?.total ?? null));
  const waitingDeposits = count(deposits);
  const waitingWithdrawals = count(withdrawals);
  const followUps = (count(notReceived) ?? 0) + (count(partial) ?? 0);
  const latest = reconciliation.data?.latest ?? null;
  const verdict = reconciliationVerdict(latest);
  const queueValue = (n: number | null) => (n === null ? '—' : t('dashboard.waiting', { count: n }));

  return (
    <section aria-label={t('nav.finance')} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" data-testid="finance-summary">
      <StatCard
        label={t('nav.deposits')}
        value={queueValue(waitingDeposits)}
        detail={t('dashboard.depositsDetail')}
        tone={waitingDeposits ? 'warn' : 'neutral'}
        icon={<ArrowDownToLine className="size-4" />}
        to="/finance/deposits"
      />
      <StatCard
        label={t('nav.withdrawals')}
        value={queueValue(waitingWithdrawals)}
        detail={t('dashboard.withdrawalsDetail')}
        tone={waitingWithdrawals ? 'warn' : 'neutral'}
        icon={<ArrowUpFromLine className="size-4" />}
        to="/finance/withdrawals"
      />
      <StatCard
        label={t('dashboard.followUps')}
        value={followUps > 0 ? t('dashboard.followUpsValue', { count: followUps }) : t('dashboard.followUpsNone')}
        detail={t('dashboard.followUpsDetail')}
        tone={followUps > 0 ? 'bad' : 'ok'}
        icon={<Flag className="size-4" />}
        to={followUps > 0 ? `/finance/withdrawals?status=${count(notReceived) ? 'not_received' : 'partially_received'}` : '/finance/withdrawals'}
      />
      <StatCard
        label={t('nav.reconciliation')}
        value={verdict === 'not_run' ? t('dashboard.reconNone') : verdict === 'balanced' ? t('finance.reconOk') : t('finance.reconFailed')}
        detail={
          latest && verdict !== 'not_run' ? t('dashboard.reconAt', { time: formatDateTime(latest.finishedAt, timeZone) }) : t('dashboard.reconNoneDetail')
        }
        tone={verdict === 'not_run' ? 'neutral' : verdict === 'balanced' ? 'ok' : 'bad'}
        icon={<Scale className="size-4" />}
        to="/finance/reconciliation"
      />
    </section>
  );
}
