import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import type { DepositRow } from '@orbit/contracts/console-finance';
import { formatDateTime } from '@orbit/contracts/format';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { showMoney, type Currency } from '../../../lib/amounts.ts';
import { approvalState } from '../../../lib/approvals.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { reasonValid } from '../../../lib/finance-status.ts';
import { useApproveDeposit } from '../api/approve-deposit.ts';
import { useRejectDeposit } from '../api/reject-deposit.ts';
import { Approvals } from './approvals-cell.tsx';
import { FactGrid } from './fact-grid.tsx';
import { MoneyText } from './money-text.tsx';
import { ReasonField } from './reason-field.tsx';
import { DepositStatusBadge } from './status-badges.tsx';
import { ApprovalNotices, ApproveButton, AskingFooter, MemberImage, MemberName } from './review-parts.tsx';

export interface DepositReviewDialogProps {
  deposit: DepositRow;
  onOpenChange: (open: boolean) => void;
  currency: Currency;
  timeZone: string;
  me: string;
  canReview: boolean;
  canOpenMember: boolean;
}

/** One deposit with its receipt: approve (credits the wallet, or the first of two approvals) or reject with a reason. */
export function DepositReviewDialog({ deposit, onOpenChange, currency, timeZone, me, canReview, canOpenMember }: DepositReviewDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const approve = useApproveDeposit();
  const reject = useRejectDeposit();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const state = approvalState(deposit, me);
  const pending = deposit.status === 'pending';
  const busy = approve.isPending || reject.isPending;

  const onApprove = async () => {
    try {
      const next = await approve.mutateAsync(deposit.id);
      toast.success(
        next.status === 'approved'
          ? t('finance.depositApproved', { amount: showMoney(next.credited, currency.symbol, currency.exponent), username: next.username })
          : t('finance.firstApprovalDone', { orderNo: next.orderNo }),
      );
      onOpenChange(false);
    } catch (error) {
      toast.error(errorMessage(t, error));
    }
  };

  const onReject = async () => {
    if (!reasonValid(reason)) {
      setReasonError(t('validation.reason'));
      return;
    }
    try {
      const next = await reject.mutateAsync({ id: deposit.id, reason: reason.trim() });
      toast.success(t('finance.depositRejected', { orderNo: next.orderNo }));
      onOpenChange(false);
    } catch (error) {
      setReasonError(errorMessage(t, error));
    }
  };

  const money = (amount: string) => <MoneyText amount={amount} currency={currency} />;

  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      size="lg"
      title={t('finance.depositTitle', { orderNo: deposit.orderNo })}
      description={t('finance.depositReviewText')}
      footer={
        canReview && pending ? (
          rejecting ? (
            <AskingFooter busy={busy} onCancel={() => setRejecting(false)}>
              <Button
                variant="danger"
                icon={<X className="size-4" />}
                loading={reject.isPending}
                onClick={() => void onReject()}
                data-testid="deposit-reject-confirm"
              >
                {t('finance.reject')}
              </Button>
            </AskingFooter>
          ) : (
            <>
              <Button variant="danger" icon={<X className="size-4" />} disabled={busy} onClick={() => setRejecting(true)} data-testid="deposit-reject">
                {t('finance.reject')}
              </Button>
              <ApproveButton
                state={state}
                loading={approve.isPending}
                disabled={!state.canApprove || busy}
                onClick={() => void onApprove()}
                testId="deposit-approve"
              />
            </>
          )
        ) : (
          <Button onClick={() => onOpenChange(false)}>{t('common.close')}</Button>
        )
      }
    >
      <div className="flex flex-col gap-5">
        <div className="flex flex-wrap items-center gap-2">
          <DepositStatusBadge status={deposit.status} />
          <Badge tone={deposit.kind === 'bank' ? 'info' : 'accent'}>{t(`payments.kinds.${deposit.kind}`)}</Badge>
          {deposit.promoCode ? <Badge tone="neutral">{t('finance.promo', { code: deposit.promoCode })}</Badge> : null}
        </div>
        {rejecting ? (
          <ReasonField
            id="deposit-reject-reason"
            autoFocus
            value={reason}
            onChange={(value) => {
              setReason(value);
              setReasonError(undefined);
            }}
            error={reasonError}
          />
        ) : null}
        <ApprovalNotices state={state} />
        <FactGrid
          facts={[
            {
              label: t('finance.member'),
              value: <MemberName memberId={deposit.memberId} username={deposit.username} canOpen={canOpenMember} />,
            },
            { label: t('finance.method'), value: deposit.methodName },
            { label: t('finance.amount'), value: <span className="text-base font-semibold">{money(deposit.amount)}</span> },
            {
              label: t('finance.feeAndCredited'),
              value: t('finance.feeAndCreditedValue', {
                fee: showMoney(deposit.fee, currency.symbol, currency.exponent),
                credited: showMoney(deposit.credited, currency.symbol, currency.exponent),
              }),
            },
            { label: t('finance.reference'), value: deposit.reference ? <span className="font-mono">{deposit.reference}</span> : '—' },
            deposit.bankAccount ? { label: t('finance.paidInto'), value: deposit.bankAccount } : null,
            { label: t('finance.createdAt'), value: <span className="tabular">{formatDateTime(deposit.createdAt, timeZone)}</span> },
            deposit.decidedAt
              ? {
                  label: t('finance.decided'),
                  value: (
                    <span className="tabular">
                      {t('finance.decidedBy', { time: formatDateTime(deposit.decidedAt, timeZone), operator: deposit.decidedBy ?? '—' })}
                    </span>
                  ),
                }
              : null,
            deposit.rejectReason ? { label: t('finance.rejectReason'), value: deposit.rejectReason, wide: true } : null,
          ]}
        />
        <Approvals item={deposit} me={me} timeZone={timeZone} />
        {deposit.receiptUploadId ? (
          <MemberImage title={t('finance.receipt')} uploadId={deposit.receiptUploadId} alt={t('finance.receiptAlt', { orderNo: deposit.orderNo })} />
        ) : deposit.kind === 'bank' ? (
          <p className="text-[13px] text-slate-500">{t('finance.noReceipt')}</p>
        ) : null}
      </div>
    </Dialog>
  );
}
