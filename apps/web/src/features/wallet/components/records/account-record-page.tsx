// Account record (transactionHistory): one row per thing the member did, by type and range of days, a page at
// a time, each with the change of its balance and, opened, the ledger movements inside (docs/wallet.md).
import { RECORD_TYPES, type RecordType } from '@orbit/contracts/wallet';
import { clsx } from 'clsx';
import { ReceiptText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RECORDS_PAGE_SIZE, useAccountRecords } from '../../api/get-account-records.ts';
import type { DayRange } from '../../model/date-range.ts';
import { errorKey } from '../../../../lib/error-codes.ts';
import { FormMessage } from '../../../../components/ui/form-message.tsx';
import { Pager } from '../../../../components/ui/pager.tsx';
import { EmptyList, Panel, Skeleton } from '../../../../components/ui/panel.tsx';
import { useWalletSettings } from '../wallet-settings.tsx';
import { AccountRecordRow } from './account-record-row.tsx';
import { RangeFilter, useDefaultRange } from './range-filter.tsx';

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
          <ul className={clsx('divide-y divide-border/60', records.isPlaceholderData && 'opacity-60')} data-testid="record-list">
            {items.map((record) => (
              <AccountRecordRow key={record.id} record={record} />
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
