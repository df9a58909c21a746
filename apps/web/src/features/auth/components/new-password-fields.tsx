// A new password typed twice, under the merchant's password rule.
import { useTranslation } from 'react-i18next';
import { Field } from './form/field.tsx';
import { PasswordInput } from './form/password-input.tsx';

interface NewPasswordFieldsProps {
  value: string;
  confirmation: string;
  onChange: (value: string) => void;
  onConfirmationChange: (value: string) => void;
  errors: { newPassword?: string | undefined; confirmNewPassword?: string | undefined };
  hint: string | undefined;
  maxLength: number;
}

export function NewPasswordFields({ value, confirmation, onChange, onConfirmationChange, errors, hint, maxLength }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Field label={t('auth.newPassword')} hint={hint} error={errors.newPassword} required>
        {(ids) => <PasswordInput ids={ids} autoComplete="new-password" maxLength={maxLength} value={value} onChange={(e) => onChange(e.target.value)} />}
      </Field>
      <Field label={t('auth.confirmNewPassword')} error={errors.confirmNewPassword} required>
        {(ids) => (
          <PasswordInput
            ids={ids}
            autoComplete="new-password"
            maxLength={maxLength}
            value={confirmation}
            onChange={(e) => onConfirmationChange(e.target.value)}
          />
        )}
      </Field>
    </>
  );
}
