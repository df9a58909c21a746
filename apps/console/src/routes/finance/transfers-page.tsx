import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeftRight } from 'lucide-react';
import { TRANSFER_STATUSES } from '@orbit/contracts/wallet';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { useTransfers } from '../../features/finance/api/list-transfers.ts';
import { QueueToolbar } from '../../features/finance/components/queue-toolbar.tsx';
import { TransfersTable } from '../../features/finance/components/transfers-table.tsx';
import { useCan } from '../../features/session/hooks/use-operator.ts';
import { useMerchantCurrency } from '../../features/settings/hooks/use-merchant-currency.ts';
import { useMerchantTimeZone } from '../../features/settings/hooks/use-merchant-time-zone.ts';
import {
  FINANCE_PAGE_SIZE,
  hasQueueFilters,
  parseQueueFilters,
  queueFiltersToParams,
  queueQuery,
  type QueueFilters,
  type TransferStatus,
} from '../../lib/finance-filters.ts';
import { QueryFallback } from '../../components/ui/query-fallback.tsx';

const INITIAL: TransferStatus = 'pending';

export function TransfersPage() {
  const { t } = useTranslation();
  const canCheck = useCan('finance.review');
  const timeZone = useMerchantTimeZone();
  const currency = useMerchantCurrency();
  const [params, setParams] = useSearchParams();
  const filters = parseQueueFilters(params, TRANSFER_STATUSES, INITIAL);
  const transfers = useTransfers(queueQuery(filters));
  const filtered = hasQueueFilters(filters, INITIAL);
  const defaultView = filters.status === INITIAL && !filters.q;

  const update = (change: Partial<QueueFilters<TransferStatus, never>>) =>
    setParams(queueFiltersToParams({ ...filters, page: 1, ...change }, INITIAL), { replace: true });

  return (
    <div>
      <PageHeader
        title={t('nav.transfers')}
        description={t('finance.transfersText')}
        meta={transfers.data ? <span className="text-xs text-slate-500">{t('finance.count', { count: transfers.data.total })}</span> : null}
      />
      <Card>
        <QueueToolbar<TransferStatus, never>
          statuses={TRANSFER_STATUSES}
          status={filters.status}
          statusLabel={(status) => t(`finance.transferStatus.${status}`)}
          q={filters.q}
          fetching={transfers.isFetching && !transfers.isPending}
          filtered={filtered}
          onChange={update}
          onClear={() => setParams(new URLSearchParams(), { replace: true })}
        />
        {transfers.isPending || transfers.isError ? (
          <QueryFallback query={transfers} loadFailed={t('finance.loadFailed')} rows={3} rowClassName="h-12" />
        ) : transfers.data.items.length === 0 ? (
          <EmptyState
            icon={<ArrowLeftRight className="size-5" />}
            title={defaultView ? t('finance.noPendingTransfers') : t('finance.noMatchTitle')}
            description={defaultView ? t('finance.noPendingTransfersText') : t('finance.noMatchText')}
          />
        ) : (
          <>
            <TransfersTable transfers={transfers.data.items} currency={currency} timeZone={timeZone} canCheck={canCheck} />
            <Pager page={filters.page} pageSize={FINANCE_PAGE_SIZE} total={transfers.data.total} onPage={(page) => update({ page })} />
          </>
        )}
      </Card>
    </div>
  );
}
