import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowUpFromLine, Flag } from 'lucide-react';
import type { WithdrawalRow } from '@orbit/contracts/console-finance';
import { WITHDRAWAL_QUEUE_FILTERS, type WithdrawalQueueFilter } from '@orbit/contracts/payments';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { useWithdrawals } from '../../features/finance/api/list-withdrawals.ts';
import { QueueToolbar } from '../../features/finance/components/queue-toolbar.tsx';
import { WithdrawalReviewDialog } from '../../features/finance/components/withdrawal-review-dialog.tsx';
import { WithdrawalsTable } from '../../features/finance/components/withdrawals-table.tsx';
import { useCan, useOperator } from '../../features/session/hooks/use-operator.ts';
import { useMerchantCurrency } from '../../features/settings/hooks/use-merchant-currency.ts';
import { useMerchantTimeZone } from '../../features/settings/hooks/use-merchant-time-zone.ts';
import { FINANCE_PAGE_SIZE, hasQueueFilters, parseQueueFilters, queueFiltersToParams, queueQuery, type QueueFilters } from '../../lib/finance-filters.ts';
import { useNow } from '../../lib/use-now.ts';
import { QueryFallback } from '../../components/ui/query-fallback.tsx';

// The queue opens on what still needs an operator: pending review, or approved and waiting for its payout.
const INITIAL: WithdrawalQueueFilter = 'open';

export function WithdrawalsPage() {
  const { t } = useTranslation();
  const operator = useOperator();
  const canReview = useCan('finance.review');
  const canOpenMember = useCan('members.read');
  const timeZone = useMerchantTimeZone();
  const currency = useMerchantCurrency();
  const now = useNow();
  const [params, setParams] = useSearchParams();
  const filters = parseQueueFilters(params, WITHDRAWAL_QUEUE_FILTERS, INITIAL);
  const [reviewing, setReviewing] = useState<WithdrawalRow | null>(null);
  const withdrawals = useWithdrawals(queueQuery(filters));
  // The payouts members say did not arrive in full, whatever the list shows: counted for the shortcut.
  const notReceived = useWithdrawals({ page: 1, pageSize: 1, status: 'not_received' });
  const partial = useWithdrawals({ page: 1, pageSize: 1, status: 'partially_received' });
  const followUps = (notReceived.data?.total ?? 0) + (partial.data?.total ?? 0);
  const filtered = hasQueueFilters(filters, INITIAL);

  const update = (change: Partial<QueueFilters<WithdrawalQueueFilter, never>>) =>
    setParams(queueFiltersToParams({ ...filters, page: 1, ...change }, INITIAL), { replace: true });
  const defaultView = filters.status === INITIAL && !filters.q;

  return (
    <div>
      <PageHeader
        title={t('nav.withdrawals')}
        description={t('finance.withdrawalsText', { zone: timeZone })}
        meta={withdrawals.data ? <span className="text-xs text-slate-500">{t('finance.count', { count: withdrawals.data.total })}</span> : null}
        actions={
          followUps > 0 ? (
            <div className="flex flex-wrap gap-2">
              {(['not_received', 'partially_received'] as const).map((status) => {
                const count = (status === 'not_received' ? notReceived : partial).data?.total ?? 0;
                return count > 0 ? (
                  <Button
                    key={status}
                    variant={filters.status === status ? 'danger' : 'secondary'}
                    icon={<Flag className="size-4 text-red-600" />}
                    onClick={() => update({ status })}
                  >
                    {t(`finance.followUpButton.${status}`, { count })}
                  </Button>
                ) : null;
              })}
            </div>
          ) : null
        }
      />
      <Card>
        <QueueToolbar<WithdrawalQueueFilter, never>
          statuses={WITHDRAWAL_QUEUE_FILTERS}
          status={filters.status}
          statusLabel={(status) => t(`finance.withdrawalStatus.${status}`)}
          q={filters.q}
          searchPlaceholder={t('finance.searchOrderPlaceholder')}
          fetching={withdrawals.isFetching && !withdrawals.isPending}
          filtered={filtered}
          onChange={update}
          onClear={() => setParams(new URLSearchParams(), { replace: true })}
        />
        {withdrawals.isPending || withdrawals.isError ? (
          <QueryFallback query={withdrawals} loadFailed={t('finance.loadFailed')} rows={5} rowClassName="h-12" />
        ) : withdrawals.data.items.length === 0 ? (
          <EmptyState
            icon={<ArrowUpFromLine className="size-5" />}
            title={defaultView ? t('finance.noPendingWithdrawals') : t('finance.noMatchTitle')}
            description={defaultView ? t('finance.noPendingWithdrawalsText') : t('finance.noMatchText')}
          />
        ) : (
          <>
            <WithdrawalsTable
              withdrawals={withdrawals.data.items}
              currency={currency}
              timeZone={timeZone}
              me={operator.username}
              now={now}
              onReview={setReviewing}
            />
            <Pager page={filters.page} pageSize={FINANCE_PAGE_SIZE} total={withdrawals.data.total} onPage={(page) => update({ page })} />
          </>
        )}
      </Card>
      {reviewing ? (
        <WithdrawalReviewDialog
          withdrawal={withdrawals.data?.items.find((item) => item.id === reviewing.id) ?? reviewing}
          onOpenChange={(open) => !open && setReviewing(null)}
          currency={currency}
          timeZone={timeZone}
          me={operator.username}
          now={now}
          canReview={canReview}
          canOpenMember={canOpenMember}
        />
      ) : null}
    </div>
  );
}
