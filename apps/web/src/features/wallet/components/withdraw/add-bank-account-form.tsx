// Adding a bank account for withdrawals: a bank from the merchant's list (by its code), the account number, and the
// payment password. The payee is always the member's real name, so it is shown, not typed.
import type { OfferedBank } from '@orbit/contracts/banks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { FormMessage } from '../../../../components/ui/form-message.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { useAddBankAccount } from '../../api/add-bank-account.ts';
import { errorField, errorKey } from '../../../../lib/error-codes.ts';
import { PaymentPasswordField, paymentPasswordProblem } from '../parts/payment-password-field.tsx';
import { SubmitButton } from '../parts/submit-button.tsx';
import { BankPicker } from './bank-picker.tsx';

const EMPTY = { bank: '', accountNumber: '', paymentPassword: '' };

export function AddBankAccountForm({
  banks,
  realName,
  onDone,
  onCancel,
}: {
  banks: OfferedBank[];
  realName: string;
  onDone: (id: number) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const add = useAddBankAccount();
  const [values, setValues] = useState(EMPTY);
  const [checked, setChecked] = useState(false);
  const blamed = add.isError ? errorField(add.error) : undefined;
  const serverSays = (field: string) => (blamed === field ? t(errorKey(add.error)) : null);
  const passwordProblem = paymentPasswordProblem(values.paymentPassword);
  const problems = {
    bank: checked && values.bank === '' ? t('wallet.bank.bankRequired') : null,
    accountNumber: checked && !/^\d{6,20}$/.test(values.accountNumber) ? t('wallet.bank.numberInvalid') : null,
    paymentPassword: checked && passwordProblem ? t(passwordProblem) : null,
  };
  const set = (field: keyof typeof EMPTY) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  return (
    <form
      noValidate
      className="space-y-4 rounded-xl border border-border bg-background/60 p-4"
      data-testid="add-bank-account"
      onSubmit={(event) => {
        event.preventDefault();
        setChecked(true);
        if (values.bank === '' || !/^\d{6,20}$/.test(values.accountNumber) || passwordProblem !== null) return;
        add.mutate(values, { onSuccess: (account) => onDone(account.id) });
      }}
    >
      <h3 className="font-semibold">{t('wallet.bank.addTitle')}</h3>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <BankPicker banks={banks} label={t('wallet.bank.bank')} value={values.bank} onChange={set('bank')} error={problems.bank ?? serverSays('bank')} />
        <TextField
          label={t('wallet.bank.accountNumber')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          value={values.accountNumber}
          onChange={(event) => set('accountNumber')(event.target.value.replace(/\D/g, ''))}
          error={problems.accountNumber ?? serverSays('accountNumber')}
        />
        <TextField label={t('wallet.bank.payee')} value={realName} readOnly hint={t('wallet.bank.payeeHint')} />
        <PaymentPasswordField
          value={values.paymentPassword}
          onChange={set('paymentPassword')}
          error={problems.paymentPassword ?? serverSays('paymentPassword')}
        />
      </div>
      {add.isError && !blamed ? <FormMessage kind="error">{t(errorKey(add.error))}</FormMessage> : null}
      <div className="flex flex-wrap gap-2">
        <SubmitButton busy={add.isPending} busyLabel={t('wallet.bank.adding')} size="md" testId="add-bank-submit">
          {t('wallet.bank.add')}
        </SubmitButton>
        <Button variant="ghost" onClick={onCancel} disabled={add.isPending}>
          {t('wallet.common.cancel')}
        </Button>
      </div>
    </form>
  );
}
