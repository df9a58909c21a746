// Forgot by SMS (docs/members.md): a code to the mobile number on file and a new password; on success the member
// is logged in with the new password and the site goes home.
import type { Country } from '@orbit/contracts/site';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { openAuthDialog } from '../../../lib/auth-dialogs.ts';
import { login } from '../api/login.ts';
import { resetBySms } from '../api/passwords.ts';
import { useErrorText } from '../hooks/use-error-text.ts';
import { useFinishLogin } from '../hooks/use-finish-login.ts';
import { usePasswordRule } from '../hooks/use-password-rule.ts';
import { useSmsSender } from '../hooks/use-sms-sender.ts';
import { useVerification } from '../hooks/use-verification.ts';
import { isValidMobile } from '../lib/contact.ts';
import { Field } from './form/field.tsx';
import { FormError } from './form/form-error.tsx';
import { MobileInput } from './form/mobile-input.tsx';
import { SmsCodeInput } from './form/sms-code-input.tsx';
import { SubmitButton } from './form/submit-button.tsx';
import { VerificationProgress } from './form/verification-progress.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { SmsFailureDialog } from './sms-failure-dialog.tsx';
import { focusFirstInvalid } from '../lib/focus.ts';

type Errors = Partial<Record<'mobileNum' | 'verificationCode' | 'newPassword' | 'confirmNewPassword', string>>;

export function ForgotBySmsForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const { handleResult } = useFinishLogin();
  const sender = useSmsSender('reset');
  const verification = useVerification();
  const rule = usePasswordRule();
  const [country, setCountry] = useState<Country | null>(null);
  const [mobileNum, setMobileNum] = useState('');
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const mobileError = () => (!mobileNum ? t('register.errors.required') : country && isValidMobile(mobileNum) ? undefined : t('register.errors.mobile'));

  const sendCode = () => {
    const problem = mobileError();
    setErrors((current) => ({ ...current, mobileNum: problem }));
    if (!problem && country) void sender.send(country.countryDialingCode, mobileNum);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {
      mobileNum: mobileError(),
      verificationCode: code.trim() ? undefined : t('register.errors.required'),
      newPassword: rule.check(newPassword),
      confirmNewPassword: rule.confirm(newPassword, confirmation),
    };
    setErrors(next);
    setFailure(null);
    if (Object.values(next).some(Boolean) || !country) return focusFirstInvalid(event.currentTarget);
    setBusy(true);
    try {
      const { account } = await resetBySms({ countryDialingCode: country.countryDialingCode, mobileNum, verificationCode: code.trim(), newPassword });
      try {
        const result = await login({ type: 'username', username: account, password: newPassword, verification: await verification.take() });
        void navigate('/');
        handleResult(result, 'password');
      } catch {
        // The password is changed; only the automatic login failed (a captcha, say): log in by hand.
        openAuthDialog({ kind: 'login' });
      }
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" onFocus={verification.prepare}>
      <p className="text-sm text-text-muted">{t('auth.forgotSmsIntro')}</p>
      <Field label={t('auth.mobile')} error={errors.mobileNum} required>
        {(ids) => <MobileInput ids={ids} country={country} onCountryChange={setCountry} value={mobileNum} onChange={setMobileNum} />}
      </Field>
      <Field label={t('auth.smsCode')} error={errors.verificationCode} required>
        {(ids) => <SmsCodeInput ids={ids} value={code} onChange={setCode} onSend={sendCode} sending={sender.sending} secondsLeft={sender.secondsLeft} />}
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
      <VerificationProgress waiting={verification.waiting && busy} progress={verification.progress} />
      <SubmitButton busy={busy}>{t('auth.resetPassword')}</SubmitButton>
      <SmsFailureDialog message={sender.failure} onClose={sender.dismissFailure} />
    </form>
  );
}
