// The member's vendor transfers, newest first; pending ones re-read every few seconds until settled.
import type { VendorTransfer, VendorWallet } from '@orbit/contracts/wallet';
import { clsx } from 'clsx';
import { ArrowLeftRight, History } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format.ts';
import { TRANSFERS_PAGE_SIZE, useTransfers } from '../../api/get-transfers.ts';
import { errorKey } from '../../../../lib/error-codes.ts';
import { TRANSFER_TONES } from '../../model/statuses.ts';
import { FormMessage } from '../../../../components/ui/form-message.tsx';
import { Pager } from '../../../../components/ui/pager.tsx';
import { EmptyList, Panel, Skeleton } from '../../../../components/ui/panel.tsx';
import { Money } from '../parts/money.tsx';
import { StatusBadge } from '../parts/status-badge.tsx';
import { useWalletSettings } from '../wallet-settings.tsx';

function Route({ transfer, names }: { transfer: VendorTransfer; names: Map<string, string> }) {
  const { t } = useTranslation();
  const vendor = names.get(transfer.vendorCode) ?? transfer.vendorCode;
  const main = t('wallet.fund.main');
  const [from, to] = transfer.direction === 'in' ? [main, vendor] : [vendor, main];
  return (
    <span className="inline-flex min-w-0 items-center gap-1.5">
      <span className="truncate">{from}</span>
      <span className="text-text-muted" aria-label={t('wallet.fund.to')}>
        →
      </span>
      <span className="truncate">{to}</span>
    </span>
  );
}

export function RecentTransfers({ vendors }: { vendors: VendorWallet[] }) {
  const { t } = useTranslation();
  const { timeZone } = useWalletSettings();
  const [page, setPage] = useState(1);
  const transfers = useTransfers(page);
  const names = new Map(vendors.map((vendor) => [vendor.vendorCode, vendor.vendorName]));
  const items = transfers.data?.items ?? [];

  return (
    <Panel id="recent-transfers" icon={History} title={t('wallet.fund.recentTitle')} subtitle={t('wallet.common.zone', { zone: timeZone })}>
      {transfers.isPending ? (
        <Skeleton rows={3} />
      ) : transfers.isError && !transfers.data ? (
        <FormMessage kind="error">{t(errorKey(transfers.error))}</FormMessage>
      ) : items.length === 0 ? (
        <EmptyList icon={ArrowLeftRight} title={t('wallet.fund.recentEmptyTitle')}>
          {t('wallet.fund.recentEmptyBody')}
        </EmptyList>
      ) : (
        <>
          <ul className={clsx('divide-y divide-border/60', transfers.isPlaceholderData && 'opacity-60')} data-testid="transfer-list">
            {items.map((transfer) => (
              <li key={transfer.id} className="flex items-center justify-between gap-3 py-2.5 text-sm">
                <div className="min-w-0">
                  <div className="font-medium">
                    <Route transfer={transfer} names={names} />
                  </div>
                  <div className="font-mono text-[11px] text-text-muted tabular-nums">
                    {formatDateTime(transfer.createdAt, timeZone)} · {transfer.reference}
                  </div>
                </div>
                <div className="flex shrink-0 flex-col items-end gap-1">
                  <Money amount={transfer.amount} className="font-semibold" />
                  <StatusBadge tone={TRANSFER_TONES[transfer.status]}>{t(`wallet.fund.status.${transfer.status}`)}</StatusBadge>
                </div>
              </li>
            ))}
          </ul>
          <Pager
            texts="wallet.pager"
            page={page}
            total={transfers.data?.total ?? 0}
            pageSize={transfers.data?.pageSize ?? TRANSFERS_PAGE_SIZE}
            busy={transfers.isFetching}
            onPage={setPage}
          />
        </>
      )}
    </Panel>
  );
}
