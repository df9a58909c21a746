// "Set new password" from the link of a reset e-mail (/?resetToken=…). A reset ends every session of the
// account, so the member logs in again afterwards.
import { CircleCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { DialogContent } from '../../../components/ui/dialog.tsx';
import { openAuthDialog } from '../../../lib/auth-dialogs.ts';
import { resetByEmail } from '../api/passwords.ts';
import { useErrorText } from '../hooks/use-error-text.ts';
import { usePasswordRule } from '../hooks/use-password-rule.ts';
import { FormError } from './form/form-error.tsx';
import { SubmitButton } from './form/submit-button.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { focusFirstInvalid } from '../lib/focus.ts';

export function ResetPasswordDialogContent({ resetToken }: { resetToken: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const rule = usePasswordRule();
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{ newPassword?: string | undefined; confirmNewPassword?: string | undefined }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [account, setAccount] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = { newPassword: rule.check(newPassword), confirmNewPassword: rule.confirm(newPassword, confirmation) };
    setErrors(next);
    setFailure(null);
    if (next.newPassword || next.confirmNewPassword) return focusFirstInvalid(event.currentTarget);
    setBusy(true);
    try {
      setAccount((await resetByEmail({ resetToken, newPassword, confirmNewPassword: confirmation })).account);
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <DialogContent title={t('auth.setNewPasswordTitle')}>
      {account ? (
        <div className="space-y-4 px-5 py-6 text-center" role="status">
          <CircleCheck className="mx-auto size-10 text-success" aria-hidden />
          <p className="text-sm">{t('auth.passwordResetDone', { account })}</p>
          <Button className="w-full" onClick={() => openAuthDialog({ kind: 'login' })}>
            {t('auth.login')}
          </Button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4 px-5 py-5">
          <NewPasswordFields
            value={newPassword}
            confirmation={confirmation}
            onChange={setNewPassword}
            onConfirmationChange={setConfirmation}
            errors={errors}
            hint={rule.hint}
            maxLength={rule.rule.maxLength}
          />
          <FormError message={failure} />
          <SubmitButton busy={busy}>{t('auth.setNewPassword')}</SubmitButton>
        </form>
      )}
    </DialogContent>
  );
}
