import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banknote, Copy, X } from 'lucide-react';
import type { WithdrawalRow } from '@orbit/contracts/console-finance';
import { formatDateTime } from '@orbit/contracts/format';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, IconButton } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { showMoney, type Currency } from '../../../lib/amounts.ts';
import { approvalState } from '../../../lib/approvals.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { needsFollowUp, reasonValid, withdrawalActions } from '../../../lib/finance-status.ts';
import { useApproveWithdrawal } from '../api/approve-withdrawal.ts';
import { useMarkWithdrawalPaid } from '../api/mark-withdrawal-paid.ts';
import { useRejectWithdrawal } from '../api/reject-withdrawal.ts';
import { Approvals } from './approvals-cell.tsx';
import { Confirmation } from './confirmation-cell.tsx';
import { FactGrid } from './fact-grid.tsx';
import { ReasonField } from './reason-field.tsx';
import { WithdrawalStatusBadge } from './status-badges.tsx';
import { ApprovalNotices, ApproveButton, AskingFooter, MemberImage, MemberName } from './review-parts.tsx';

export interface WithdrawalReviewDialogProps {
  withdrawal: WithdrawalRow;
  onOpenChange: (open: boolean) => void;
  currency: Currency;
  timeZone: string;
  me: string;
  now: number;
  canReview: boolean;
  canOpenMember: boolean;
}

type Mode = 'view' | 'reject' | 'pay';

/** One withdrawal: approve, reject with a reason (releases the hold), mark paid with the payout reference, and the member's answer. */
export function WithdrawalReviewDialog({ withdrawal, onOpenChange, currency, timeZone, me, now, canReview, canOpenMember }: WithdrawalReviewDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const approve = useApproveWithdrawal();
  const reject = useRejectWithdrawal();
  const pay = useMarkWithdrawalPaid();
  const [mode, setMode] = useState<Mode>('view');
  const [reason, setReason] = useState('');
  const [payoutReference, setPayoutReference] = useState('');
  const [inputError, setInputError] = useState<string | undefined>();
  const state = approvalState(withdrawal, me);
  const actions = canReview ? withdrawalActions(withdrawal.status, state.canApprove) : { approve: false, reject: false, markPaid: false };
  const busy = approve.isPending || reject.isPending || pay.isPending;
  const followUp = needsFollowUp(withdrawal.status);

  const run = async (action: () => Promise<WithdrawalRow>, done: (row: WithdrawalRow) => string, inline: boolean) => {
    try {
      const next = await action();
      toast.success(done(next));
      onOpenChange(false);
    } catch (error) {
      if (inline) setInputError(errorMessage(t, error));
      else toast.error(errorMessage(t, error));
    }
  };

  const onApprove = () =>
    run(
      () => approve.mutateAsync(withdrawal.id),
      (next) =>
        next.status === 'approved' ? t('finance.withdrawalApproved', { orderNo: next.orderNo }) : t('finance.firstApprovalDone', { orderNo: next.orderNo }),
      false,
    );
  const onReject = () => {
    if (!reasonValid(reason)) return setInputError(t('validation.reason'));
    return run(
      () => reject.mutateAsync({ id: withdrawal.id, reason: reason.trim() }),
      (next) => t('finance.withdrawalRejected', { orderNo: next.orderNo }),
      true,
    );
  };
  const onPaid = () => {
    if (payoutReference.trim() === '') return setInputError(t('validation.required'));
    return run(
      () => pay.mutateAsync({ id: withdrawal.id, payoutReference: payoutReference.trim() }),
      (next) => t('finance.withdrawalPaid', { orderNo: next.orderNo }),
      true,
    );
  };
  const switchTo = (next: Mode) => {
    setMode(next);
    setInputError(undefined);
  };

  const footer =
    mode !== 'view' ? (
      <AskingFooter busy={busy} onCancel={() => switchTo('view')}>
        <Button
          variant={mode === 'reject' ? 'danger' : 'primary'}
          icon={mode === 'reject' ? <X className="size-4" /> : <Banknote className="size-4" />}
          loading={mode === 'reject' ? reject.isPending : pay.isPending}
          onClick={() => void (mode === 'reject' ? onReject() : onPaid())}
          data-testid={mode === 'reject' ? 'withdrawal-reject-confirm' : 'withdrawal-paid-confirm'}
        >
          {mode === 'reject' ? t('finance.reject') : t('finance.markPaid')}
        </Button>
      </AskingFooter>
    ) : actions.approve || actions.reject || actions.markPaid || (canReview && withdrawal.status === 'pending') ? (
      <>
        {actions.reject ? (
          <Button variant="danger" icon={<X className="size-4" />} disabled={busy} onClick={() => switchTo('reject')} data-testid="withdrawal-reject">
            {t('finance.reject')}
          </Button>
        ) : null}
        {withdrawal.status === 'pending' ? (
          <ApproveButton
            state={state}
            loading={approve.isPending}
            disabled={!actions.approve || busy}
            onClick={() => void onApprove()}
            testId="withdrawal-approve"
          />
        ) : null}
        {actions.markPaid ? (
          <Button variant="primary" icon={<Banknote className="size-4" />} disabled={busy} onClick={() => switchTo('pay')} data-testid="withdrawal-paid">
            {t('finance.markPaid')}
          </Button>
        ) : null}
      </>
    ) : (
      <Button onClick={() => onOpenChange(false)}>{t('common.close')}</Button>
    );

  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      size="lg"
      title={t('finance.withdrawalTitle', { orderNo: withdrawal.orderNo })}
      description={t('finance.withdrawalReviewText')}
      footer={footer}
    >
      <div className="flex flex-col gap-5">
        <div className="flex flex-wrap items-center gap-2">
          <WithdrawalStatusBadge status={withdrawal.status} />
          <Confirmation withdrawal={withdrawal} currency={currency} timeZone={timeZone} now={now} />
        </div>
        {mode === 'reject' ? (
          <ReasonField
            id="withdrawal-reject-reason"
            autoFocus
            value={reason}
            hint={t('finance.withdrawalReasonHint')}
            onChange={(value) => {
              setReason(value);
              setInputError(undefined);
            }}
            error={inputError}
          />
        ) : null}
        {mode === 'pay' ? (
          <Field label={t('finance.payoutReference')} htmlFor="withdrawal-payout-reference" hint={t('finance.payoutReferenceHint')} error={inputError}>
            <Input
              id="withdrawal-payout-reference"
              maxLength={64}
              className="font-mono"
              autoFocus
              value={payoutReference}
              invalid={Boolean(inputError)}
              onChange={(event) => {
                setPayoutReference(event.target.value);
                setInputError(undefined);
              }}
            />
          </Field>
        ) : null}
        {followUp ? (
          <Alert tone="danger" title={t(`finance.followUpTitle.${withdrawal.status}`)}>
            {t('finance.followUpText')}
          </Alert>
        ) : null}
        <ApprovalNotices state={state} />
        <WithdrawalFacts withdrawal={withdrawal} currency={currency} timeZone={timeZone} canOpenMember={canOpenMember} />
        <Approvals item={withdrawal} me={me} timeZone={timeZone} />
        {withdrawal.proofUploadId ? (
          <MemberImage title={t('finance.proof')} uploadId={withdrawal.proofUploadId} alt={t('finance.proofAlt', { orderNo: withdrawal.orderNo })} />
        ) : null}
      </div>
    </Dialog>
  );
}

/** What finance checks before paying: who, how much, where to, and what has happened to the order so far. */
function WithdrawalFacts({
  withdrawal,
  currency,
  timeZone,
  canOpenMember,
}: {
  withdrawal: WithdrawalRow;
  currency: Currency;
  timeZone: string;
  canOpenMember: boolean;
}) {
  const { t } = useTranslation();
  const money = (amount: string) => showMoney(amount, currency.symbol, currency.exponent);
  return (
    <FactGrid
      facts={[
        {
          label: t('finance.member'),
          value: <MemberName memberId={withdrawal.memberId} username={withdrawal.username} canOpen={canOpenMember} />,
        },
        { label: t('finance.realName'), value: withdrawal.realName ?? '—' },
        { label: t('finance.amount'), value: <span className="text-base font-semibold tabular">{money(withdrawal.amount)}</span> },
        { label: t('payments.bank'), value: withdrawal.bank },
        { label: t('payments.accountName'), value: withdrawal.accountName },
        { label: t('payments.accountNumber'), value: <CopyText text={withdrawal.accountNumber} /> },
        { label: t('finance.createdAt'), value: <span className="tabular">{formatDateTime(withdrawal.createdAt, timeZone)}</span> },
        withdrawal.payoutReference ? { label: t('finance.payoutReference'), value: <span className="font-mono">{withdrawal.payoutReference}</span> } : null,
        withdrawal.paidAt ? { label: t('finance.paidAt'), value: <span className="tabular">{formatDateTime(withdrawal.paidAt, timeZone)}</span> } : null,
        withdrawal.confirmedAt
          ? { label: t('finance.confirmedAt'), value: <span className="tabular">{formatDateTime(withdrawal.confirmedAt, timeZone)}</span> }
          : null,
        withdrawal.amountReceived
          ? { label: t('finance.amountReceived'), value: <span className="font-semibold text-red-700 tabular">{money(withdrawal.amountReceived)}</span> }
          : null,
        withdrawal.decidedBy ? { label: t('finance.decidedByLabel'), value: withdrawal.decidedBy } : null,
        withdrawal.memberRemark ? { label: t('finance.memberRemark'), value: <q className="italic">{withdrawal.memberRemark}</q>, wide: true } : null,
        withdrawal.rejectReason ? { label: t('finance.rejectReason'), value: withdrawal.rejectReason, wide: true } : null,
      ]}
    />
  );
}

/** An account number finance copies into the bank's payout form. */
function CopyText({ text }: { text: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  return (
    <span className="inline-flex items-center gap-1">
      <span className="font-mono">{text}</span>
      <IconButton
        label={t('finance.copy')}
        icon={<Copy className="size-3.5" />}
        className="h-6 w-6"
        onClick={() =>
          void navigator.clipboard
            .writeText(text)
            .then(() => toast.success(t('finance.copied')))
            .catch(() => undefined)
        }
      />
    </span>
  );
}
