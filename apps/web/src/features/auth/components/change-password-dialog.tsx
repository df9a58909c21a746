// The change-password modal: shows the account; old, new and confirmation under the
// password rule. Forced after a login with the default or an expired password. On success the session
// gets its new token, the member's info reloads, the modal closes and the site goes home.
import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { DialogContent } from '../../../components/ui/dialog.tsx';
import { closeAuthDialog, openAuthDialog } from '../../../lib/auth-dialogs.ts';
import { replaceToken, useSession } from '../../../lib/session.ts';
import { changePassword } from '../api/passwords.ts';
import { useErrorText } from '../hooks/use-error-text.ts';
import { usePasswordRule } from '../hooks/use-password-rule.ts';
import { Field } from './form/field.tsx';
import { FormError } from './form/form-error.tsx';
import { PasswordInput } from './form/password-input.tsx';
import { SubmitButton } from './form/submit-button.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { focusFirstInvalid } from '../lib/focus.ts';

type Errors = Partial<Record<'oldPassword' | 'newPassword' | 'confirmNewPassword', string>>;

export function ChangePasswordDialogContent({ forced }: { forced: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const session = useSession();
  const rule = usePasswordRule();
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {
      oldPassword: oldPassword ? undefined : t('register.errors.required'),
      newPassword: rule.check(newPassword),
      confirmNewPassword: rule.confirm(newPassword, confirmation),
    };
    setErrors(next);
    setFailure(null);
    if (Object.values(next).some(Boolean)) return focusFirstInvalid(event.currentTarget);
    setBusy(true);
    try {
      const { token } = await changePassword({ oldPassword, newPassword, confirmNewPassword: confirmation });
      // The new token keys the member's info afresh, so it reloads.
      replaceToken(token);
      closeAuthDialog();
      void navigate('/');
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <DialogContent title={t('auth.changePasswordTitle')} description={forced ? t('auth.changePasswordForced') : undefined}>
      <form onSubmit={submit} noValidate className="space-y-4 px-5 py-5">
        <div className="flex items-center gap-3 rounded-xl border border-border bg-background/60 px-4 py-3">
          <KeyRound className="size-5 text-accent" aria-hidden />
          <div className="min-w-0">
            <p className="text-xs text-text-muted">{t('auth.account')}</p>
            <p className="truncate font-semibold">{session.account}</p>
          </div>
        </div>
        <Field label={t('auth.oldPassword')} error={errors.oldPassword} required>
          {(ids) => (
            <PasswordInput ids={ids} autoComplete="current-password" maxLength={128} value={oldPassword} onChange={(e) => setOldPassword(e.target.value)} />
          )}
        </Field>
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
        <SubmitButton busy={busy}>{t('auth.changePasswordSubmit')}</SubmitButton>
        {forced ? (
          <Button variant="ghost" className="w-full" onClick={() => openAuthDialog({ kind: 'logout' })}>
            {t('auth.logout')}
          </Button>
        ) : null}
      </form>
    </DialogContent>
  );
}
