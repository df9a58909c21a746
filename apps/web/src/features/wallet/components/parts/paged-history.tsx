// The shape of the wallet's own histories (deposits, withdrawals, vendor transfers): a panel in the
// merchant's time zone holding a paged list, or why it cannot show one (loading, failed, empty).
import { clsx } from 'clsx';
import { History, type LucideIcon } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../../../../lib/error-codes.ts';
import { FormMessage } from '../../../../components/ui/form-message.tsx';
import { Pager } from '../../../../components/ui/pager.tsx';
import { EmptyList, Panel, Skeleton } from '../../../../components/ui/panel.tsx';
import { useWalletSettings } from '../wallet-settings.tsx';
import { Money } from './money.tsx';

interface PagedHistoryProps<Item extends { id: number }> {
  /** The panel's id (and its heading's). */
  id: string;
  title: string;
  listTestId: string;
  empty: { icon: LucideIcon; title: string; body: string };
  /** The page's query. While the next page loads, the last one stays, dimmed. */
  list: {
    data: { items: readonly Item[]; total: number; pageSize: number } | undefined;
    isPending: boolean;
    isError: boolean;
    error: unknown;
    isPlaceholderData: boolean;
    isFetching: boolean;
  };
  page: number;
  onPage: (page: number) => void;
  /** One row of the list, a HistoryRow. */
  children: (item: Item) => ReactNode;
}

export function PagedHistory<Item extends { id: number }>({ id, title, listTestId, empty, list, page, onPage, children }: PagedHistoryProps<Item>) {
  const { t } = useTranslation();
  const { timeZone } = useWalletSettings();
  const data = list.data;
  return (
    <Panel id={id} icon={History} title={title} subtitle={t('wallet.common.zone', { zone: timeZone })}>
      {list.isPending ? (
        <Skeleton rows={3} />
      ) : list.isError && !data ? (
        <FormMessage kind="error">{t(errorKey(list.error))}</FormMessage>
      ) : !data || data.items.length === 0 ? (
        <EmptyList icon={empty.icon} title={empty.title}>
          {empty.body}
        </EmptyList>
      ) : (
        <>
          <ul className={clsx('divide-y divide-border/60', list.isPlaceholderData && 'opacity-60')} data-testid={listTestId}>
            {data.items.map((item) => (
              <Fragment key={item.id}>{children(item)}</Fragment>
            ))}
          </ul>
          <Pager texts="wallet.pager" page={page} total={data.total} pageSize={data.pageSize} busy={list.isFetching} onPage={onPage} />
        </>
      )}
    </Panel>
  );
}

/** A history row: what and when on the start side, the amount over its status on the end side. */
export function HistoryRow({ amount, status, compact = false, children }: { amount: string; status: ReactNode; compact?: boolean; children: ReactNode }) {
  return (
    <li className={clsx('flex justify-between gap-3 text-sm', compact ? 'items-center py-2.5' : 'items-start py-3')}>
      <div className="min-w-0">{children}</div>
      <div className="flex shrink-0 flex-col items-end gap-1">
        <Money amount={amount} className="font-semibold" />
        {status}
      </div>
    </li>
  );
}
