import { MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { closeAuthDialog } from '../../../lib/auth-dialogs.ts';
import { forgotByEmail } from '../api/passwords.ts';
import { useErrorText } from '../hooks/use-error-text.ts';
import { useVerification } from '../hooks/use-verification.ts';
import { isValidEmail } from '../lib/contact.ts';
import { Field, TextInput } from './form/field.tsx';
import { FormError } from './form/form-error.tsx';
import { SubmitButton } from './form/submit-button.tsx';
import { focusFirstInvalid } from '../lib/focus.ts';

/** The reset link goes to the e-mail address on file; the answer is the same whether or not they match. */
export function ForgotByEmailForm() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const verification = useVerification();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ username?: string | undefined; email?: string | undefined }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  if (sent)
    return (
      <div className="space-y-4 text-center" role="status">
        <MailCheck className="mx-auto size-10 text-accent" aria-hidden />
        <p className="font-semibold">{t('auth.checkMailboxTitle')}</p>
        <p className="text-sm text-text-muted">{t('auth.checkMailbox', { email: email.trim() })}</p>
        <Button className="w-full" onClick={closeAuthDialog}>
          {t('auth.ok')}
        </Button>
      </div>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const name = username.trim();
    const address = email.trim();
    const next = {
      username: name ? undefined : t('register.errors.required'),
      email: !address ? t('register.errors.required') : isValidEmail(address) ? undefined : t('auth.emailInvalid'),
    };
    setErrors(next);
    setFailure(null);
    if (next.username || next.email) return focusFirstInvalid(event.currentTarget);
    setBusy(true);
    try {
      await forgotByEmail({ username: name, email: address, verification: await verification.take() });
      setSent(true);
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" onFocus={verification.prepare}>
      <p className="text-sm text-text-muted">{t('auth.forgotEmailIntro')}</p>
      <Field label={t('auth.username')} error={errors.username} required>
        {(ids) => (
          <TextInput ids={ids} autoComplete="username" autoCapitalize="off" maxLength={64} value={username} onChange={(e) => setUsername(e.target.value)} />
        )}
      </Field>
      <Field label={t('register.fields.email')} error={errors.email} required>
        {(ids) => <TextInput ids={ids} type="email" autoComplete="email" maxLength={255} value={email} onChange={(e) => setEmail(e.target.value)} />}
      </Field>
      <FormError message={failure} />
      <SubmitButton busy={busy}>{t('auth.sendResetLink')}</SubmitButton>
    </form>
  );
}
