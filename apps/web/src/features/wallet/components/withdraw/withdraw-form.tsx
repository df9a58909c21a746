// The withdrawal request: an amount within the merchant's bounds and the main balance, and the payment
// password. The amount is held at once and paid by finance to the chosen account.
import { ApiError } from '@orbit/contracts/api-error';
import type { Withdrawal } from '@orbit/contracts/payments';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWithdraw } from '../../api/withdraw.ts';
import { checkAmount, minAmount } from '../../model/amount.ts';
import { errorField, errorKey } from '../../../../lib/error-codes.ts';
import { createRequestIds, outcomeUnknown } from '../../../../lib/request-id.ts';
import { AmountField } from '../parts/amount-field.tsx';
import { BonusForfeitDialog } from './bonus-forfeit-dialog.tsx';
import { FormMessage } from '../../../../components/ui/form-message.tsx';
import { PaymentPasswordField, paymentPasswordProblem } from '../parts/payment-password-field.tsx';
import { SubmitButton } from '../parts/submit-button.tsx';
import { useAmountProblemText } from '../parts/use-amount-problem.ts';
import { useWalletSettings } from '../wallet-settings.tsx';

interface WithdrawFormProps {
  bankAccountId: number | null;
  min: string;
  max: string;
  mainBalance: string;
  disabled: boolean;
  onDone: (withdrawal: Withdrawal) => void;
}

export function WithdrawForm({ bankAccountId, min, max, mainBalance, disabled, onDone }: WithdrawFormProps) {
  const { t } = useTranslation();
  const { exponent } = useWalletSettings();
  const withdraw = useWithdraw();
  const problemText = useAmountProblemText();
  const ids = useRef(createRequestIds());
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [checked, setChecked] = useState(false);
  // Bonus money in progress (bonus_active): the dialog offers to forfeit it and withdraw.
  const [bonusAmount, setBonusAmount] = useState<string | null>(null);

  const bounds = { min, max, available: mainBalance };
  const check = checkAmount(amount, exponent, bounds);
  const passwordProblem = paymentPasswordProblem(password);
  const blamed = withdraw.isError ? errorField(withdraw.error) : undefined;
  const serverSays = (field: string) => (blamed === field ? t(errorKey(withdraw.error)) : null);
  const busy = withdraw.isPending;

  function submit() {
    if (bankAccountId === null) return;
    withdraw.mutate(
      { requestId: ids.current.idFor(`${bankAccountId}:${amount}`), bankAccountId, amount, paymentPassword: password },
      {
        onSuccess: (withdrawal) => {
          ids.current.settle();
          setAmount('');
          setPassword('');
          setChecked(false);
          onDone(withdrawal);
        },
        onError: (error) => {
          if (!outcomeUnknown(error)) ids.current.settle();
          // The password stays for "Forfeit & continue", which asks again with it.
          if (error instanceof ApiError && error.errorCode === 'bonus_active') setBonusAmount(String(error.details?.amount ?? '0'));
          else setPassword('');
        },
      },
    );
  }

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        setChecked(true);
        if (!check.ok || passwordProblem || bankAccountId === null) return;
        submit();
      }}
    >
      <BonusForfeitDialog
        amount={bonusAmount}
        onCancel={() => {
          setBonusAmount(null);
          setPassword('');
        }}
        onForfeited={() => {
          setBonusAmount(null);
          submit();
        }}
      />
      {checked && bankAccountId === null ? <FormMessage kind="error">{t('wallet.withdraw.chooseAccount')}</FormMessage> : null}
      <AmountField
        label={t('wallet.amount.label')}
        value={amount}
        onChange={setAmount}
        min={min}
        max={max}
        all={minAmount(mainBalance, max, exponent)}
        error={(checked ? problemText(check, bounds) : null) ?? serverSays('amount')}
        disabled={busy || disabled}
        testId="withdraw-amount"
      />
      <div className="max-w-xs">
        <PaymentPasswordField
          value={password}
          onChange={setPassword}
          error={(checked && passwordProblem ? t(passwordProblem) : null) ?? serverSays('paymentPassword')}
          disabled={busy || disabled}
        />
      </div>
      {withdraw.isError && blamed !== 'amount' && blamed !== 'paymentPassword' && bonusAmount === null ? (
        <FormMessage kind="error">
          {t(errorKey(withdraw.error))}
          {outcomeUnknown(withdraw.error) ? ` ${t('wallet.common.retrySafe')}` : ''}
        </FormMessage>
      ) : null}
      <SubmitButton busy={busy} busyLabel={t('wallet.withdraw.submitting')} disabled={disabled} className="w-full sm:w-auto" testId="withdraw-submit">
        {t('wallet.withdraw.submit')}
      </SubmitButton>
    </form>
  );
}
