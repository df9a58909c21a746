// Transfer to upline (transferUpline): money from the main wallet to the member's upline agent,
// with the payment password. A member without an upline is told so.
import { RefreshCw, Send, UserRoundX } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { FormMessage } from '../../../../components/ui/form-message.tsx';
import { Panel, Skeleton } from '../../../../components/ui/panel.tsx';
import { useBalance } from '../../api/get-balance.ts';
import { useUpline } from '../../api/get-upline.ts';
import { useTransferToUpline } from '../../api/transfer-to-upline.ts';
import { checkAmount, fromMinor } from '../../model/amount.ts';
import { ErrorWithAction } from '../../../../components/error-with-action.tsx';
import { errorCodeOf, errorField, errorKey } from '../../../../lib/error-codes.ts';
import { createRequestIds, outcomeUnknown } from '../../../../lib/request-id.ts';
import { AmountField } from '../parts/amount-field.tsx';
import { Money, useFormatMoney } from '../parts/money.tsx';
import { PaymentPasswordField, paymentPasswordProblem } from '../parts/payment-password-field.tsx';
import { SubmitButton } from '../parts/submit-button.tsx';
import { useAmountProblemText } from '../parts/use-amount-problem.ts';
import { SetupNeeded } from '../withdraw/setup-needed.tsx';
import { useWalletSettings } from '../wallet-settings.tsx';

export function TransferUplinePage() {
  const { t } = useTranslation();
  const { exponent } = useWalletSettings();
  const format = useFormatMoney();
  const upline = useUpline();
  const balance = useBalance();
  const send = useTransferToUpline();
  const problemText = useAmountProblemText();
  const ids = useRef(createRequestIds());
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [checked, setChecked] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  if (upline.isPending || balance.isPending) return <Skeleton rows={3} />;
  if (!upline.data)
    return (
      <div className="space-y-3">
        <FormMessage kind="error">{t(errorKey(upline.error))}</FormMessage>
        <Button variant="secondary" onClick={() => void upline.refetch()}>
          <RefreshCw className="size-4" aria-hidden />
          {t('app.tryAgain')}
        </Button>
      </div>
    );
  if (upline.data.upline === null)
    return (
      <EmptyState icon={UserRoundX} title={t('wallet.upline.noneTitle')}>
        {t('wallet.upline.noneBody')}
      </EmptyState>
    );

  const main = balance.data?.mainBalance ?? null;
  const bounds = { available: main };
  const check = checkAmount(amount, exponent, bounds);
  const passwordProblem = paymentPasswordProblem(password);
  const blamed = send.isError ? errorField(send.error) : undefined;
  const serverSays = (field: string) => (blamed === field ? t(errorKey(send.error)) : null);
  const hasPassword = upline.data.hasPaymentPassword;
  // More than the main wallet holds: a deposit is the way forward, offered where the shortfall is said.
  const lowBalance = (checked && !check.ok && check.problem === 'insufficient') || (send.isError && errorCodeOf(send.error) === 'insufficient_funds');

  return (
    <div className="space-y-6">
      <SetupNeeded purpose="upline" realName={false} paymentPassword={!hasPassword} />
      <Panel id="upline-transfer" icon={Send} title={t('wallet.upline.title')} subtitle={t('wallet.upline.subtitle')}>
        <dl className="mb-5 grid grid-cols-2 gap-3 rounded-xl border border-border bg-background/60 p-3 text-sm">
          <div>
            <dt className="text-xs text-text-muted">{t('wallet.upline.to')}</dt>
            <dd className="truncate font-semibold" data-testid="upline-name">
              {upline.data.upline}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-text-muted">{t('wallet.withdraw.available')}</dt>
            <dd className="font-semibold text-accent">{main ? <Money amount={main} /> : '—'}</dd>
          </div>
        </dl>
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            setChecked(true);
            setSent(null);
            if (!check.ok || passwordProblem) return;
            const minor = check.minor;
            send.mutate(
              { requestId: ids.current.idFor(amount), amount, paymentPassword: password },
              {
                onSuccess: () => {
                  ids.current.settle();
                  setSent(format(fromMinor(minor, exponent)));
                  setAmount('');
                  setPassword('');
                  setChecked(false);
                },
                onError: (error) => {
                  if (!outcomeUnknown(error)) ids.current.settle();
                  setPassword('');
                },
              },
            );
          }}
        >
          <AmountField
            label={t('wallet.amount.label')}
            value={amount}
            onChange={setAmount}
            all={main}
            error={(checked ? problemText(check, bounds) : null) ?? serverSays('amount')}
            disabled={send.isPending || !hasPassword}
            testId="upline-amount"
          />
          <div className="max-w-xs">
            <PaymentPasswordField
              value={password}
              onChange={setPassword}
              error={(checked && passwordProblem ? t(passwordProblem) : null) ?? serverSays('paymentPassword')}
              disabled={send.isPending || !hasPassword}
            />
          </div>
          {lowBalance ? (
            <ErrorWithAction code="insufficient_funds" className="justify-start" testId="upline-too-low" />
          ) : send.isError && blamed !== 'amount' && blamed !== 'paymentPassword' ? (
            <FormMessage kind="error">
              {t(errorKey(send.error))}
              {outcomeUnknown(send.error) ? ` ${t('wallet.common.retrySafe')}` : ''}
            </FormMessage>
          ) : null}
          {sent ? (
            <FormMessage kind="success">
              <span data-testid="upline-done">{t('wallet.upline.done', { amount: sent, upline: upline.data.upline })}</span>
            </FormMessage>
          ) : null}
          <SubmitButton
            busy={send.isPending}
            busyLabel={t('wallet.upline.sending')}
            disabled={!hasPassword}
            className="w-full sm:w-auto"
            testId="upline-submit"
          >
            {t('wallet.upline.submit')}
          </SubmitButton>
        </form>
      </Panel>
    </div>
  );
}
