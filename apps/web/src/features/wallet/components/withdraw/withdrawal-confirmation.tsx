// The withdrawal confirmation: a paid withdrawal asks the member whether the money arrived —
// in full, in part (how much), or not at all (with a proof image and a remark). Without an answer by the
// deadline it counts as received.
import { CONFIRM_OUTCOMES, type Withdrawal } from '@orbit/contracts/payments';
import { clsx } from 'clsx';
import { BadgeCheck, CircleHelp, Hourglass } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format.ts';
import { useConfirmWithdrawal, type ConfirmWithdrawalBody } from '../../api/confirm-withdrawal.ts';
import { checkAmount, toMinor } from '../../model/amount.ts';
import { errorKey } from '../../../../lib/error-codes.ts';
import { AmountField } from '../parts/amount-field.tsx';
import { FormMessage } from '../../../../components/ui/form-message.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { ImageUpload } from '../parts/image-upload.tsx';
import { Money } from '../parts/money.tsx';
import { SubmitButton } from '../parts/submit-button.tsx';
import { useAmountProblemText } from '../parts/use-amount-problem.ts';
import { useWalletSettings } from '../wallet-settings.tsx';

export type Outcome = (typeof CONFIRM_OUTCOMES)[number];
const REMARK_MAX = 140;

/** Minutes until the deadline, re-counted every half minute. */
function useMinutesLeft(deadline: string | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!deadline) return;
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, [deadline]);
  if (!deadline) return null;
  return Math.max(0, Math.ceil((Date.parse(deadline) - now) / 60_000));
}

export function WithdrawalConfirmation({ withdrawal, onDone }: { withdrawal: Withdrawal; onDone: (outcome: Outcome) => void }) {
  const { t } = useTranslation();
  const { timeZone, exponent } = useWalletSettings();
  const confirm = useConfirmWithdrawal();
  const problemText = useAmountProblemText();
  const minutesLeft = useMinutesLeft(withdrawal.confirmBy);
  const timeLeft = (minutes: number) =>
    minutes >= 60 ? t('wallet.confirm.leftHours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 }) : t('wallet.confirm.leftMinutes', { minutes });
  const [outcome, setOutcome] = useState<Outcome>('received');
  const [received, setReceived] = useState('');
  const [proof, setProof] = useState<string | null>(null);
  const [remark, setRemark] = useState('');
  const [checked, setChecked] = useState(false);

  // A part is more than nothing and less than the whole.
  const whole = toMinor(withdrawal.amount, exponent) ?? 0n;
  const partBounds = { max: withdrawal.amount };
  const partCheck = checkAmount(received, exponent, partBounds);
  const partProblem =
    outcome !== 'partially_received' || !checked
      ? null
      : partCheck.ok && partCheck.minor >= whole
        ? t('wallet.confirm.partLess')
        : problemText(partCheck, partBounds);
  const proofProblem = outcome === 'not_received' && checked && !proof ? t('wallet.confirm.proofRequired') : null;

  function body(): ConfirmWithdrawalBody | null {
    if (outcome === 'received') return { outcome };
    if (outcome === 'partially_received') return partCheck.ok && partCheck.minor < whole ? { outcome, amountReceived: received } : null;
    return proof ? { outcome, proofUploadId: proof, remark: remark.trim() || undefined } : null;
  }

  return (
    <section
      className="rounded-2xl border border-accent/50 bg-gradient-to-br from-accent/15 to-surface p-4 sm:p-5"
      data-testid={`confirm-withdrawal-${withdrawal.orderNo}`}
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent/20 text-accent">
          <CircleHelp className="size-5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold">{t('wallet.confirm.title')}</h2>
          <p className="mt-0.5 text-sm text-text-muted">
            <Money amount={withdrawal.amount} className="font-semibold text-text" /> · {withdrawal.bank} {withdrawal.accountNumber} ·{' '}
            <span className="font-mono text-xs">{withdrawal.orderNo}</span>
          </p>
          {withdrawal.paidAt ? (
            <p className="text-xs text-text-muted">{t('wallet.confirm.paidAt', { time: formatDateTime(withdrawal.paidAt, timeZone) })}</p>
          ) : null}
          {withdrawal.confirmBy ? (
            <p className="mt-1 flex items-center gap-1.5 text-xs font-medium text-accent">
              <Hourglass className="size-3.5 shrink-0" aria-hidden />
              {t('wallet.confirm.deadline', { time: formatDateTime(withdrawal.confirmBy, timeZone), left: timeLeft(minutesLeft ?? 0) })}
            </p>
          ) : null}
        </div>
      </div>
      <form
        noValidate
        className="mt-4 space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          setChecked(true);
          const answer = body();
          // mutateAsync, not mutate's onSuccess: the re-read after the answer removes this card before a per-call callback would run.
          if (answer)
            void confirm.mutateAsync({ id: withdrawal.id, body: answer }).then(
              () => onDone(answer.outcome),
              () => undefined,
            );
        }}
      >
        <div role="radiogroup" aria-label={t('wallet.confirm.title')} className="grid grid-cols-1 gap-2 sm:grid-cols-3">
          {CONFIRM_OUTCOMES.map((option) => (
            <button
              key={option}
              type="button"
              role="radio"
              aria-checked={outcome === option}
              onClick={() => {
                setOutcome(option);
                setChecked(false);
                confirm.reset();
              }}
              className={clsx(
                'h-11 rounded-xl border px-3 text-sm font-semibold transition',
                outcome === option
                  ? option === 'received'
                    ? 'border-success bg-success/15 text-success'
                    : 'border-danger bg-danger/10 text-danger'
                  : 'border-border bg-background/60 text-text-muted hover:text-text',
              )}
            >
              {t(`wallet.confirm.outcome.${option}`)}
            </button>
          ))}
        </div>
        {outcome === 'partially_received' ? (
          <AmountField
            label={t('wallet.confirm.amountReceived')}
            value={received}
            onChange={setReceived}
            error={partProblem}
            disabled={confirm.isPending}
            testId="confirm-amount"
          />
        ) : null}
        {outcome === 'not_received' ? (
          <>
            <ImageUpload label={t('wallet.confirm.proof')} onChange={setProof} error={proofProblem} disabled={confirm.isPending} testId="confirm-proof" />
            <TextField
              label={t('wallet.confirm.remark')}
              hint={t('wallet.confirm.remarkHint', { left: REMARK_MAX - remark.length })}
              value={remark}
              maxLength={REMARK_MAX}
              onChange={(event) => setRemark(event.target.value)}
              disabled={confirm.isPending}
            />
          </>
        ) : null}
        {outcome === 'received' ? <p className="text-xs text-text-muted">{t('wallet.confirm.receivedNote')}</p> : null}
        {confirm.isError ? <FormMessage kind="error">{t(errorKey(confirm.error))}</FormMessage> : null}
        <SubmitButton busy={confirm.isPending} busyLabel={t('wallet.confirm.sending')} className="w-full sm:w-auto" testId="confirm-submit">
          <BadgeCheck className="size-4" aria-hidden />
          {t(`wallet.confirm.submit.${outcome}`)}
        </SubmitButton>
      </form>
    </section>
  );
}
