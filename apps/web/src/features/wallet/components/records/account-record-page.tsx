// Account record (transactionHistory): every movement of the member's money, by type and range of
// days, a page at a time, each with its signed amount and the balance after it.
import { RECORD_TYPES, type AccountRecord, type RecordType } from '@orbit/contracts/wallet';
import { clsx } from 'clsx';
import { ReceiptText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format.ts';
import { useWallets } from '../../api/get-wallets.ts';
import { RECORDS_PAGE_SIZE, useAccountRecords } from '../../api/get-account-records.ts';
import type { DayRange } from '../../model/date-range.ts';
import { errorKey } from '../../../../lib/error-codes.ts';
import { FormMessage } from '../../../../components/ui/form-message.tsx';
import { Pager } from '../../../../components/ui/pager.tsx';
import { EmptyList, Panel, Skeleton } from '../../../../components/ui/panel.tsx';
import { Money } from '../parts/money.tsx';
import { useWalletSettings } from '../wallet-settings.tsx';
import { RangeFilter, useDefaultRange } from './range-filter.tsx';

/** A wallet as the member knows it: a vendor wallet by the vendor's name (its code until the list loads). */
function useWalletName(): (wallet: string) => string {
  const { t } = useTranslation();
  const vendors = useWallets().data?.vendors;
  return (wallet) => {
    if (wallet === 'main' || wallet === 'hold' || wallet === 'bonus') return t(`wallet.record.wallet.${wallet}`);
    if (!wallet.startsWith('vendor:')) return wallet;
    const code = wallet.slice('vendor:'.length);
    return t('wallet.record.wallet.vendor', { code: vendors?.find((vendor) => vendor.vendorCode === code)?.vendorName ?? code });
  };
}

function Details({ record }: { record: AccountRecord }) {
  const { t } = useTranslation();
  const walletName = useWalletName();
  return (
    <div className="min-w-0">
      <div className="font-medium">{t(`wallet.kind.${record.kind}`)}</div>
      <div className="truncate text-xs text-text-muted">
        {[record.wallet === 'main' ? null : walletName(record.wallet), record.reference, record.note].filter(Boolean).join(' · ')}
      </div>
    </div>
  );
}

export function AccountRecordPage() {
  const { t } = useTranslation();
  const { timeZone } = useWalletSettings();
  const [type, setType] = useState<RecordType | null>(null);
  const initialRange = useDefaultRange();
  const [range, setRange] = useState<DayRange>(initialRange);
  const [page, setPage] = useState(1);
  const records = useAccountRecords({ page, pageSize: RECORDS_PAGE_SIZE, type: type ?? undefined, from: range.from, to: range.to });
  const items = records.data?.items ?? [];
  const chip = (selected: boolean) =>
    clsx(
      'h-8 shrink-0 rounded-full border px-3 text-xs font-semibold transition',
      selected ? 'border-accent bg-accent/15 text-accent' : 'border-border text-text-muted hover:border-accent/60 hover:text-text',
    );

  return (
    <Panel id="account-record" icon={ReceiptText} title={t('wallet.record.listTitle')} subtitle={t('wallet.common.zone', { zone: timeZone })}>
      <div className="mb-4 space-y-3">
        <div role="group" aria-label={t('wallet.record.typeLabel')} className="scrollbar-none -mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
          {[null, ...RECORD_TYPES].map((option) => (
            <button
              key={option ?? 'all'}
              type="button"
              aria-pressed={type === option}
              className={chip(type === option)}
              onClick={() => {
                setType(option);
                setPage(1);
              }}
            >
              {option ? t(`wallet.recordType.${option}`) : t('wallet.record.all')}
            </button>
          ))}
        </div>
        <RangeFilter
          value={range}
          onChange={(next) => {
            setRange(next);
            setPage(1);
          }}
        />
      </div>
      {records.isPending ? (
        <Skeleton rows={5} />
      ) : records.isError && !records.data ? (
        <FormMessage kind="error">{t(errorKey(records.error))}</FormMessage>
      ) : items.length === 0 ? (
        <EmptyList icon={ReceiptText} title={t('wallet.record.emptyTitle')}>
          {type ? t('wallet.record.emptyType', { type: t(`wallet.recordType.${type}`) }) : t('wallet.record.emptyBody')}
        </EmptyList>
      ) : (
        <>
          <div className={clsx('overflow-x-auto max-md:hidden', records.isPlaceholderData && 'opacity-60')}>
            <table className="w-full text-sm" data-testid="record-table">
              <thead className="text-xs text-text-muted">
                <tr className="border-b border-border">
                  <th scope="col" className="py-2 pe-3 text-start font-medium">
                    {t('wallet.record.time')}
                  </th>
                  <th scope="col" className="py-2 pe-3 text-start font-medium">
                    {t('wallet.record.details')}
                  </th>
                  <th scope="col" className="py-2 pe-3 text-end font-medium">
                    {t('wallet.record.amount')}
                  </th>
                  <th scope="col" className="py-2 text-end font-medium">
                    {t('wallet.record.balance')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((record) => (
                  <tr key={`${record.transactionId}-${record.wallet}`} className="border-b border-border/60 last:border-0">
                    <td className="py-2.5 pe-3 font-mono text-xs whitespace-nowrap tabular-nums">{formatDateTime(record.at, timeZone)}</td>
                    <td className="max-w-[18rem] py-2.5 pe-3">
                      <Details record={record} />
                    </td>
                    <td className="py-2.5 pe-3 text-end font-semibold">
                      <Money amount={record.amount} signed />
                    </td>
                    <td className="py-2.5 text-end text-text-muted">
                      <Money amount={record.balanceAfter} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className={clsx('divide-y divide-border/60 md:hidden', records.isPlaceholderData && 'opacity-60')}>
            {items.map((record) => (
              <li key={`${record.transactionId}-${record.wallet}`} className="flex items-start justify-between gap-3 py-2.5 text-sm">
                <div className="min-w-0">
                  <Details record={record} />
                  <div className="font-mono text-[11px] text-text-muted tabular-nums">{formatDateTime(record.at, timeZone)}</div>
                </div>
                <div className="flex shrink-0 flex-col items-end">
                  <Money amount={record.amount} signed className="font-semibold" />
                  <span className="text-[11px] text-text-muted">
                    {t('wallet.record.balanceShort')} <Money amount={record.balanceAfter} />
                  </span>
                </div>
              </li>
            ))}
          </ul>
          <Pager
            texts="wallet.pager"
            page={page}
            total={records.data?.total ?? 0}
            pageSize={records.data?.pageSize ?? RECORDS_PAGE_SIZE}
            busy={records.isFetching}
            onPage={setPage}
          />
        </>
      )}
    </Panel>
  );
}
