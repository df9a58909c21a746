import { useTranslation } from 'react-i18next';
import { Eye, Flag } from 'lucide-react';
import type { WithdrawalRow } from '@orbit/contracts/console-finance';
import { formatDateTime } from '@orbit/contracts/format';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Table, TD, TH, THead, TR } from '../../../components/ui/table.tsx';
import type { Currency } from '../../../lib/amounts.ts';
import { approvalState } from '../../../lib/approvals.ts';
import { cn } from '../../../lib/cn.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { needsFollowUp } from '../../../lib/finance-status.ts';
import { Approvals } from './approvals-cell.tsx';
import { Confirmation } from './confirmation-cell.tsx';
import { MoneyText } from './money-text.tsx';
import { WithdrawalStatusBadge } from './status-badges.tsx';

export interface WithdrawalsTableProps {
  withdrawals: WithdrawalRow[];
  currency: Currency;
  timeZone: string;
  me: string;
  now: number;
  onReview: (withdrawal: WithdrawalRow) => void;
}

/** The withdrawal queue, a table on wide screens and cards on phones; a payout the member says did not arrive in full is marked for follow-up. */
export function WithdrawalsTable(props: WithdrawalsTableProps) {
  const wide = useMediaQuery('(min-width: 768px)');
  return wide ? <WithdrawalRows {...props} /> : <WithdrawalCards {...props} />;
}

function ReviewButton({ withdrawal, me, onReview }: { withdrawal: WithdrawalRow; me: string; onReview: (withdrawal: WithdrawalRow) => void }) {
  const { t } = useTranslation();
  const state = approvalState(withdrawal, me);
  const followUp = needsFollowUp(withdrawal.status);
  const actionable = (withdrawal.status === 'pending' && state.canApprove) || withdrawal.status === 'approved';
  return (
    <Button
      size="sm"
      variant={actionable ? 'primary' : followUp ? 'danger' : 'secondary'}
      icon={<Eye className="size-4" />}
      onClick={() => onReview(withdrawal)}
      data-testid={`withdrawal-review-${withdrawal.id}`}
      aria-label={t('finance.reviewWithdrawal', { orderNo: withdrawal.orderNo })}
    >
      {actionable || followUp ? t('finance.review') : t('finance.view')}
    </Button>
  );
}

function WithdrawalCards({ withdrawals, currency, timeZone, me, now, onReview }: WithdrawalsTableProps) {
  const { t } = useTranslation();
  return (
    <ul className="divide-y divide-slate-100" aria-label={t('nav.withdrawals')}>
      {withdrawals.map((withdrawal) => {
        const followUp = needsFollowUp(withdrawal.status);
        return (
          <li
            key={withdrawal.id}
            data-testid={`withdrawal-row-${withdrawal.id}`}
            data-follow-up={followUp || undefined}
            className={cn('flex items-start gap-3 px-4 py-3', followUp && 'bg-red-50/70 shadow-[inset_3px_0_0_0_var(--color-red-500)]')}
          >
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-1.5">
                <span className="font-mono font-medium text-slate-900">{withdrawal.username}</span>
                <WithdrawalStatusBadge status={withdrawal.status} />
                {followUp ? (
                  <Badge tone="danger" className="gap-1">
                    <Flag aria-hidden className="size-3" />
                    {t('finance.followUp')}
                  </Badge>
                ) : null}
              </div>
              <MoneyText amount={withdrawal.amount} currency={currency} className="mt-1 block text-base font-semibold text-slate-900" />
              <p className="truncate text-xs text-slate-600">
                {withdrawal.bank} · <span className="font-mono">{withdrawal.accountNumber}</span>
              </p>
              <p className="text-[11px] text-slate-400 tabular">
                {withdrawal.orderNo} · {formatDateTime(withdrawal.createdAt, timeZone)}
              </p>
              <div className="mt-1 flex flex-col items-start gap-1">
                <Confirmation withdrawal={withdrawal} currency={currency} timeZone={timeZone} now={now} />
                {withdrawal.status === 'pending' ? <Approvals item={withdrawal} me={me} timeZone={timeZone} compact /> : null}
              </div>
            </div>
            <ReviewButton withdrawal={withdrawal} me={me} onReview={onReview} />
          </li>
        );
      })}
    </ul>
  );
}

function WithdrawalRows({ withdrawals, currency, timeZone, me, now, onReview }: WithdrawalsTableProps) {
  const { t } = useTranslation();
  return (
    <Table label={t('nav.withdrawals')}>
      <THead>
        <tr>
          <TH>{t('finance.order')}</TH>
          <TH>{t('finance.member')}</TH>
          <TH className="text-right">{t('finance.amount')}</TH>
          <TH>{t('finance.payTo')}</TH>
          <TH>{t('finance.status')}</TH>
          <TH>{t('finance.approvals')}</TH>
          <TH className="text-right">{t('common.actions')}</TH>
        </tr>
      </THead>
      <tbody>
        {withdrawals.map((withdrawal) => {
          const followUp = needsFollowUp(withdrawal.status);
          return (
            <TR
              key={withdrawal.id}
              data-testid={`withdrawal-row-${withdrawal.id}`}
              data-follow-up={followUp || undefined}
              className={cn(followUp && 'bg-red-50/70 shadow-[inset_3px_0_0_0_var(--color-red-500)] hover:bg-red-50')}
            >
              <TD>
                <p className="font-mono text-xs font-medium text-slate-900">{withdrawal.orderNo}</p>
                <p className="text-[11px] whitespace-nowrap text-slate-500 tabular">{formatDateTime(withdrawal.createdAt, timeZone)}</p>
              </TD>
              <TD>
                <p className="font-mono text-slate-800">{withdrawal.username}</p>
                {withdrawal.realName ? <p className="text-[11px] whitespace-nowrap text-slate-500">{withdrawal.realName}</p> : null}
              </TD>
              <TD className="text-right">
                <MoneyText amount={withdrawal.amount} currency={currency} className="font-medium text-slate-900" />
              </TD>
              <TD>
                <p className="text-slate-800">{withdrawal.bank}</p>
                <p className="font-mono text-[11px] text-slate-500">{withdrawal.accountNumber}</p>
              </TD>
              <TD>
                <div className="flex flex-col items-start gap-1">
                  <WithdrawalStatusBadge status={withdrawal.status} />
                  <Confirmation withdrawal={withdrawal} currency={currency} timeZone={timeZone} now={now} />
                  {followUp ? (
                    <Badge tone="danger" className="gap-1">
                      <Flag aria-hidden className="size-3" />
                      {t('finance.followUp')}
                    </Badge>
                  ) : null}
                </div>
              </TD>
              <TD>
                {withdrawal.status === 'pending' || withdrawal.approvals.length > 0 ? (
                  <Approvals item={withdrawal} me={me} timeZone={timeZone} compact />
                ) : null}
              </TD>
              <TD className="text-right">
                <ReviewButton withdrawal={withdrawal} me={me} onReview={onReview} />
              </TD>
            </TR>
          );
        })}
      </tbody>
    </Table>
  );
}
