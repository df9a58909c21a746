// One row of the account record: what the member did in its own words (a deposit, a withdrawal, a transfer
// to a game wallet, a round of a named game…), where it stands, and how much the balance changed; opening it
// shows the references and every ledger movement inside (docs/wallet.md, Records).
import type { MemberRecord, MemberRecordStatus } from '@orbit/contracts/wallet';
import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format.ts';
import { Money, useFormatMoney } from '../parts/money.tsx';
import { useWalletSettings } from '../wallet-settings.tsx';

const negative = (amount: string) => amount.startsWith('-');

/** The row's title as the member would say it. */
function useTitle(): (record: MemberRecord) => string {
  const { t } = useTranslation();
  return (record) => {
    const vendor = record.vendorName ?? '';
    switch (record.kind) {
      case 'transfer_in':
        return t('wallet.record.row.transferIn', { vendor });
      case 'transfer_out':
        return t('wallet.record.row.transferOut', { vendor });
      case 'upline_transfer':
        return t(negative(record.amount) ? 'wallet.record.row.uplineSent' : 'wallet.record.row.uplineReceived');
      case 'downline_transfer':
        return t(negative(record.amount) ? 'wallet.record.row.downlineSent' : 'wallet.record.row.downlineReceived');
      case 'adjustment':
        return t(negative(record.amount) ? 'wallet.record.row.adjustmentOut' : 'wallet.record.row.adjustmentIn');
      default:
        if (record.type === 'game') return record.gameName ?? record.vendorName ?? t('wallet.record.row.game');
        if (record.type === 'deposit') return t('wallet.record.row.deposit');
        if (record.type === 'withdrawal') return t('wallet.record.row.withdrawal');
        return t(`wallet.kind.${record.kind}`);
    }
  };
}

const STATUS_TONE: Record<MemberRecordStatus, string> = {
  done: 'text-text-muted',
  pending: 'text-accent',
  open: 'text-accent',
  won: 'text-success',
  lost: 'text-danger',
  even: 'text-text-muted',
  refunded: 'text-text-muted',
  returned: 'text-text-muted',
  failed: 'text-danger',
};

/** A wallet of a posting as the member knows it. */
function useWalletName(): (wallet: string, vendorName: string | null) => string {
  const { t } = useTranslation();
  return (wallet, vendorName) => {
    if (wallet === 'main' || wallet === 'hold' || wallet === 'bonus') return t(`wallet.record.wallet.${wallet}`);
    if (wallet.startsWith('vendor:')) return t('wallet.record.wallet.vendor', { code: vendorName ?? wallet.slice('vendor:'.length) });
    if (wallet.startsWith('transit:')) return t('wallet.record.detail.transit', { code: vendorName ?? wallet.slice('transit:'.length) });
    return wallet;
  };
}

function RecordDetail({ record }: { record: MemberRecord }) {
  const { t } = useTranslation();
  const { timeZone } = useWalletSettings();
  const walletName = useWalletName();
  const format = useFormatMoney();
  return (
    <div className="mt-2 space-y-2 rounded-lg bg-surface-raised p-3 text-xs" data-testid="record-detail">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        {record.reference ? (
          <>
            <dt className="text-text-muted">{t('wallet.record.detail.reference')}</dt>
            <dd className="font-mono break-all">{record.reference}</dd>
          </>
        ) : null}
        {record.type === 'game' ? (
          <>
            <dt className="text-text-muted">{t('wallet.record.detail.stake')}</dt>
            <dd>
              <Money amount={record.gross} />
            </dd>
            <dt className="text-text-muted">{t('wallet.record.detail.win')}</dt>
            <dd>
              <Money amount={record.win ?? '0'} />
            </dd>
          </>
        ) : (
          <>
            <dt className="text-text-muted">{t('wallet.record.detail.requested')}</dt>
            <dd>
              <Money amount={record.gross} />
            </dd>
          </>
        )}
      </dl>
      <div className="font-medium text-text-muted">{t('wallet.record.detail.movements')}</div>
      <ul className="space-y-1.5">
        {record.entries.map((entry) => (
          <li key={entry.transactionId} className="border-t border-border/60 pt-1.5">
            <div className="flex flex-wrap justify-between gap-x-3">
              <span className="font-medium">{t(`wallet.kind.${entry.kind}`)}</span>
              <span className="font-mono text-text-muted tabular-nums">
                {formatDateTime(entry.at, timeZone)} · {t('wallet.record.detail.entry', { id: entry.transactionId })}
              </span>
            </div>
            {entry.postings.map((posting) => (
              <div key={posting.wallet} className="flex flex-wrap justify-between gap-x-3 text-text-muted">
                <span>{walletName(posting.wallet, record.vendorName)}</span>
                <span>
                  <Money amount={posting.amount} signed /> · {t('wallet.record.detail.after', { amount: format(posting.balanceAfter) })}
                </span>
              </div>
            ))}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function AccountRecordRow({ record }: { record: MemberRecord }) {
  const { t } = useTranslation();
  const { timeZone } = useWalletSettings();
  const title = useTitle();
  return (
    <li data-testid="record-row" data-record-id={record.id}>
      <details className="group py-2.5 text-sm">
        <summary className="flex cursor-pointer list-none items-start justify-between gap-3 [&::-webkit-details-marker]:hidden">
          <div className="min-w-0">
            <div className="truncate font-medium" data-testid="record-title">
              {title(record)}
            </div>
            <div className="flex flex-wrap gap-x-2 text-[11px] text-text-muted">
              <span className="font-mono tabular-nums">{formatDateTime(record.at, timeZone)}</span>
              <span className={clsx('font-semibold', STATUS_TONE[record.status])} data-testid="record-status">
                {t(`wallet.record.status.${record.status}`)}
              </span>
            </div>
          </div>
          <div className="flex shrink-0 items-center gap-2">
            <div className="flex flex-col items-end" data-testid="record-amount">
              {record.type === 'transfer' || record.status === 'returned' || record.status === 'failed' ? (
                <Money amount={record.gross} className="font-semibold" />
              ) : (
                <Money amount={record.amount} signed className="font-semibold" />
              )}
            </div>
            <ChevronDown aria-label={t('wallet.record.detail.open')} className="size-4 text-text-muted transition group-open:rotate-180" />
          </div>
        </summary>
        <RecordDetail record={record} />
      </details>
    </li>
  );
}
