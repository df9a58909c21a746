import { useTranslation } from 'react-i18next';
import { TextField } from '../../../../components/ui/text-field.tsx';

/** The 6-digit payment password asked for by withdrawals, bank accounts and upline transfers. */
export function PaymentPasswordField({
  value,
  onChange,
  error,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('wallet.paymentPassword.label')}
      type="password"
      inputMode="numeric"
      pattern="[0-9]*"
      maxLength={6}
      autoComplete="off"
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, 6))}
      error={error}
      disabled={disabled}
      inputClassName="tracking-[0.4em]"
    />
  );
}

/** The payment password is 6 digits; the key of the message to show, or null. */
export function paymentPasswordProblem(value: string): 'wallet.paymentPassword.required' | 'wallet.paymentPassword.digits' | null {
  if (value === '') return 'wallet.paymentPassword.required';
  return /^\d{6}$/.test(value) ? null : 'wallet.paymentPassword.digits';
}
