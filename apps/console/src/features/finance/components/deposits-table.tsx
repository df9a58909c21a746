import { useTranslation } from 'react-i18next';
import { Eye, Paperclip } from 'lucide-react';
import type { DepositRow } from '@orbit/contracts/console-finance';
import { formatDateTime } from '@orbit/contracts/format';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Table, TD, TH, THead, TR } from '../../../components/ui/table.tsx';
import { showMoney, signOf, type Currency } from '../../../lib/amounts.ts';
import { approvalState } from '../../../lib/approvals.ts';
import { cn } from '../../../lib/cn.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { Approvals } from './approvals-cell.tsx';
import { MoneyText } from './money-text.tsx';
import { DepositStatusBadge } from './status-badges.tsx';

export interface DepositsTableProps {
  deposits: DepositRow[];
  currency: Currency;
  timeZone: string;
  me: string;
  onReview: (deposit: DepositRow) => void;
}

/** The deposit queue: a table on wide screens, cards on phones; a row waiting for this operator's second approval stands out. */
export function DepositsTable(props: DepositsTableProps) {
  const wide = useMediaQuery('(min-width: 768px)');
  return wide ? <DepositRows {...props} /> : <DepositCards {...props} />;
}

function ReviewButton({ deposit, me, onReview }: { deposit: DepositRow; me: string; onReview: (deposit: DepositRow) => void }) {
  const { t } = useTranslation();
  const state = approvalState(deposit, me);
  return (
    <Button
      size="sm"
      variant={deposit.status === 'pending' && state.canApprove ? 'primary' : 'secondary'}
      icon={<Eye className="size-4" />}
      onClick={() => onReview(deposit)}
      data-testid={`deposit-review-${deposit.id}`}
      aria-label={t('finance.reviewDeposit', { orderNo: deposit.orderNo })}
    >
      {deposit.status === 'pending' ? t('finance.review') : t('finance.view')}
    </Button>
  );
}

function DepositCards({ deposits, currency, timeZone, me, onReview }: DepositsTableProps) {
  const { t } = useTranslation();
  return (
    <ul className="divide-y divide-slate-100" aria-label={t('nav.deposits')}>
      {deposits.map((deposit) => {
        const state = approvalState(deposit, me);
        return (
          <li
            key={deposit.id}
            data-testid={`deposit-row-${deposit.id}`}
            className={cn('flex items-start gap-3 px-4 py-3', state.canApprove && state.awaitingSecond && 'bg-amber-50/60')}
          >
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-1.5">
                <span className="font-mono font-medium text-slate-900">{deposit.username}</span>
                <DepositStatusBadge status={deposit.status} />
              </div>
              <MoneyText amount={deposit.amount} currency={currency} className="mt-1 block text-base font-semibold text-slate-900" />
              <p className="truncate text-xs text-slate-600">
                {deposit.methodName} · <span className="font-mono">{deposit.reference ?? '—'}</span>
              </p>
              <p className="text-[11px] text-slate-400 tabular">
                {deposit.orderNo} · {formatDateTime(deposit.createdAt, timeZone)}
              </p>
              {deposit.status === 'pending' ? (
                <div className="mt-1">
                  <Approvals item={deposit} me={me} timeZone={timeZone} compact />
                </div>
              ) : null}
            </div>
            <ReviewButton deposit={deposit} me={me} onReview={onReview} />
          </li>
        );
      })}
    </ul>
  );
}

function DepositRows({ deposits, currency, timeZone, me, onReview }: DepositsTableProps) {
  const { t } = useTranslation();
  return (
    <Table label={t('nav.deposits')}>
      <THead>
        <tr>
          <TH>{t('finance.order')}</TH>
          <TH>{t('finance.member')}</TH>
          <TH>{t('finance.method')}</TH>
          <TH className="text-right">{t('finance.amount')}</TH>
          <TH>{t('finance.reference')}</TH>
          <TH>{t('finance.statusAndApprovals')}</TH>
          <TH className="text-right">{t('common.actions')}</TH>
        </tr>
      </THead>
      <tbody>
        {deposits.map((deposit) => {
          const state = approvalState(deposit, me);
          return (
            <TR key={deposit.id} data-testid={`deposit-row-${deposit.id}`} className={cn(state.canApprove && state.awaitingSecond && 'bg-amber-50/60')}>
              <TD>
                <p className="font-mono text-xs font-medium text-slate-900">{deposit.orderNo}</p>
                <p className="text-[11px] whitespace-nowrap text-slate-500 tabular">{formatDateTime(deposit.createdAt, timeZone)}</p>
              </TD>
              <TD className="font-mono text-slate-800">{deposit.username}</TD>
              <TD>
                <p className="whitespace-nowrap text-slate-800">{deposit.methodName}</p>
                {/* The kind only when the method's name does not already say it. */}
                {deposit.methodName !== t(`payments.kinds.${deposit.kind}`) ? (
                  <Badge tone={deposit.kind === 'bank' ? 'info' : 'accent'} className="mt-0.5">
                    {t(`payments.kinds.${deposit.kind}`)}
                  </Badge>
                ) : null}
              </TD>
              <TD className="text-right">
                <MoneyText amount={deposit.amount} currency={currency} className="font-medium text-slate-900" />
                {signOf(deposit.fee) !== 0 ? (
                  <p className="text-[11px] whitespace-nowrap text-slate-500">
                    {t('finance.feeShort', { fee: showMoney(deposit.fee, currency.symbol, currency.exponent) })}
                  </p>
                ) : null}
              </TD>
              <TD>
                <p className="max-w-36 truncate font-mono text-xs text-slate-700" title={deposit.reference ?? undefined}>
                  {deposit.reference ?? '—'}
                </p>
                {deposit.receiptUploadId ? (
                  <p className="mt-0.5 inline-flex items-center gap-1 text-[11px] text-slate-500">
                    <Paperclip aria-hidden className="size-3" />
                    {t('finance.hasReceipt')}
                  </p>
                ) : null}
              </TD>
              <TD>
                {/* Status and approvals share a column so the review button stays in view at 1280 px. */}
                <div className="flex flex-col items-start gap-1">
                  <DepositStatusBadge status={deposit.status} />
                  <Approvals item={deposit} me={me} timeZone={timeZone} compact />
                </div>
              </TD>
              <TD className="text-right">
                <ReviewButton deposit={deposit} me={me} onReview={onReview} />
              </TD>
            </TR>
          );
        })}
      </tbody>
    </Table>
  );
}
