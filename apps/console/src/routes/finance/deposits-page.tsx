import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowDownToLine } from 'lucide-react';
import type { DepositRow } from '@orbit/contracts/console-finance';
import { DEPOSIT_KINDS, DEPOSIT_STATUSES } from '@orbit/contracts/payments';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { useDeposits } from '../../features/finance/api/list-deposits.ts';
import { DepositReviewDialog } from '../../features/finance/components/deposit-review-dialog.tsx';
import { DepositsTable } from '../../features/finance/components/deposits-table.tsx';
import { QueueToolbar } from '../../features/finance/components/queue-toolbar.tsx';
import { useCan, useOperator } from '../../features/session/hooks/use-operator.ts';
import { useMerchantCurrency } from '../../features/settings/hooks/use-merchant-currency.ts';
import { useMerchantTimeZone } from '../../features/settings/hooks/use-merchant-time-zone.ts';
import {
  FINANCE_PAGE_SIZE,
  hasQueueFilters,
  parseQueueFilters,
  queueFiltersToParams,
  queueQuery,
  type DepositKind,
  type DepositStatus,
  type QueueFilters,
} from '../../lib/finance-filters.ts';
import { QueryFallback } from '../../components/ui/query-fallback.tsx';

const INITIAL: DepositStatus = 'pending';

export function DepositsPage() {
  const { t } = useTranslation();
  const operator = useOperator();
  const canReview = useCan('finance.review');
  const canOpenMember = useCan('members.read');
  const timeZone = useMerchantTimeZone();
  const currency = useMerchantCurrency();
  const [params, setParams] = useSearchParams();
  const filters = parseQueueFilters(params, DEPOSIT_STATUSES, INITIAL, DEPOSIT_KINDS);
  const [reviewing, setReviewing] = useState<DepositRow | null>(null);
  const deposits = useDeposits(queueQuery(filters));
  const filtered = hasQueueFilters(filters, INITIAL);

  const update = (change: Partial<QueueFilters<DepositStatus, DepositKind>>) =>
    setParams(queueFiltersToParams({ ...filters, page: 1, ...change }, INITIAL), { replace: true });

  return (
    <div>
      <PageHeader
        title={t('nav.deposits')}
        description={t('finance.depositsText', { zone: timeZone })}
        meta={deposits.data ? <span className="text-xs text-slate-500">{t('finance.count', { count: deposits.data.total })}</span> : null}
      />
      <Card>
        <QueueToolbar
          statuses={DEPOSIT_STATUSES}
          status={filters.status}
          statusLabel={(status) => t(`finance.depositStatus.${status}`)}
          kinds={DEPOSIT_KINDS}
          kind={filters.kind}
          kindLabel={(kind) => t(`payments.kinds.${kind}`)}
          q={filters.q}
          fetching={deposits.isFetching && !deposits.isPending}
          filtered={filtered}
          onChange={update}
          onClear={() => setParams(new URLSearchParams(), { replace: true })}
        />
        {deposits.isPending || deposits.isError ? (
          <QueryFallback query={deposits} loadFailed={t('finance.loadFailed')} rows={5} rowClassName="h-12" />
        ) : deposits.data.items.length === 0 ? (
          <EmptyState
            icon={<ArrowDownToLine className="size-5" />}
            title={filters.status === 'pending' && !filters.q && !filters.kind ? t('finance.noPendingDeposits') : t('finance.noMatchTitle')}
            description={filters.status === 'pending' && !filters.q && !filters.kind ? t('finance.noPendingDepositsText') : t('finance.noMatchText')}
          />
        ) : (
          <>
            <DepositsTable deposits={deposits.data.items} currency={currency} timeZone={timeZone} me={operator.username} onReview={setReviewing} />
            <Pager page={filters.page} pageSize={FINANCE_PAGE_SIZE} total={deposits.data.total} onPage={(page) => update({ page })} />
          </>
        )}
      </Card>
      {reviewing ? (
        <DepositReviewDialog
          deposit={deposits.data?.items.find((item) => item.id === reviewing.id) ?? reviewing}
          onOpenChange={(open) => !open && setReviewing(null)}
          currency={currency}
          timeZone={timeZone}
          me={operator.username}
          canReview={canReview}
          canOpenMember={canOpenMember}
        />
      ) : null}
    </div>
  );
}
