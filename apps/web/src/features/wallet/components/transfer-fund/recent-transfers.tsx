// The member's vendor transfers, newest first; pending ones re-read every few seconds until settled.
import type { VendorTransfer, VendorWallet } from '@orbit/contracts/wallet';
import { ArrowLeftRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format.ts';
import { useTransfers } from '../../api/get-transfers.ts';
import { TRANSFER_TONES } from '../../model/statuses.ts';
import { HistoryRow, PagedHistory } from '../parts/paged-history.tsx';
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

  return (
    <PagedHistory
      id="recent-transfers"
      title={t('wallet.fund.recentTitle')}
      listTestId="transfer-list"
      empty={{ icon: ArrowLeftRight, title: t('wallet.fund.recentEmptyTitle'), body: t('wallet.fund.recentEmptyBody') }}
      list={transfers}
      page={page}
      onPage={setPage}
    >
      {(transfer) => (
        <HistoryRow
          compact
          amount={transfer.amount}
          status={<StatusBadge tone={TRANSFER_TONES[transfer.status]}>{t(`wallet.fund.status.${transfer.status}`)}</StatusBadge>}
        >
          <div className="font-medium">
            <Route transfer={transfer} names={names} />
          </div>
          <div className="font-mono text-[11px] text-text-muted tabular-nums">
            {formatDateTime(transfer.createdAt, timeZone)} · {transfer.reference}
          </div>
        </HistoryRow>
      )}
    </PagedHistory>
  );
}
