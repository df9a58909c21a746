// Login by username and password (docs/members.md): trimmed username, the proof-of-work verification
// before the call, and the image captcha once the server asks for it.
import { ApiError } from '@orbit/contracts/api-error';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { login } from '../api/login.ts';
import { useCaptcha } from '../hooks/use-captcha.ts';
import { useErrorText } from '../hooks/use-error-text.ts';
import { useFinishLogin } from '../hooks/use-finish-login.ts';
import { useVerification } from '../hooks/use-verification.ts';
import { CaptchaInput } from './form/captcha-input.tsx';
import { Field, TextInput } from './form/field.tsx';
import { FormError } from './form/form-error.tsx';
import { PasswordInput } from './form/password-input.tsx';
import { SubmitButton } from './form/submit-button.tsx';
import { VerificationProgress } from './form/verification-progress.tsx';
import { focusFirstInvalid } from '../lib/focus.ts';

interface UsernameLoginFormProps {
  /** The remember checkbox and forgot link row. */
  options: (remember: boolean, setRemember: (value: boolean) => void) => ReactNode;
  initialUsername?: string;
}

type Errors = Partial<Record<'username' | 'password' | 'captcha', string>>;

export function UsernameLoginForm({ options, initialUsername = '' }: UsernameLoginFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { handleResult } = useFinishLogin();
  const verification = useVerification();
  const captcha = useCaptcha();
  const [username, setUsername] = useState(initialUsername);
  const [password, setPassword] = useState('');
  const [captchaValue, setCaptchaValue] = useState('');
  const [captchaShown, setCaptchaShown] = useState(false);
  const [remember, setRemember] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { prepare } = verification;

  useEffect(() => prepare(), [prepare]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const name = username.trim();
    const answer = captchaValue.trim();
    const next: Errors = {};
    if (!name) next.username = t('register.errors.required');
    if (!password) next.password = t('register.errors.required');
    if (captchaShown && !answer) next.captcha = t('register.errors.required');
    setErrors(next);
    setFailure(null);
    if (Object.keys(next).length > 0) return focusFirstInvalid(event.currentTarget);
    setBusy(true);
    try {
      const solution = await verification.take();
      const result = await login({
        type: 'username',
        username: name,
        password,
        remember,
        verification: solution,
        ...(captchaShown && captcha.captcha ? { captchaId: captcha.captcha.captchaId, captcha: answer } : {}),
      });
      handleResult(result, 'password');
    } catch (error) {
      setFailure(errorText(error));
      if ((error instanceof ApiError && error.captchaRequired) || captchaShown) {
        setCaptchaShown(true);
        setCaptchaValue('');
        void captcha.load();
      }
      prepare();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field label={t('auth.username')} error={errors.username} required>
        {(ids) => (
          <TextInput
            ids={ids}
            autoComplete="username"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={64}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            placeholder={t('auth.usernamePlaceholder')}
          />
        )}
      </Field>
      <Field label={t('auth.password')} error={errors.password} required>
        {(ids) => (
          <PasswordInput
            ids={ids}
            autoComplete="current-password"
            maxLength={128}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            placeholder={t('auth.passwordPlaceholder')}
          />
        )}
      </Field>
      {captchaShown ? (
        <Field label={t('auth.captcha')} error={errors.captcha} required>
          {(ids) => (
            <CaptchaInput
              ids={ids}
              value={captchaValue}
              onChange={setCaptchaValue}
              captcha={captcha.captcha}
              failed={captcha.failed}
              onRefresh={captcha.refresh}
            />
          )}
        </Field>
      ) : null}
      {options(remember, setRemember)}
      <FormError message={failure} />
      <VerificationProgress waiting={verification.waiting && busy} progress={verification.progress} />
      <SubmitButton busy={busy}>{t('auth.login')}</SubmitButton>
    </form>
  );
}
