// Login by mobile number and SMS code (docs/members.md): no proof of work on the login itself; the code's
// sender is throttled and counts down.
import type { Country } from '@orbit/contracts/site';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { login } from '../api/login.ts';
import { useErrorText } from '../hooks/use-error-text.ts';
import { useFinishLogin } from '../hooks/use-finish-login.ts';
import { useSmsSender } from '../hooks/use-sms-sender.ts';
import { isValidMobile } from '../lib/contact.ts';
import { Field } from './form/field.tsx';
import { FormError } from './form/form-error.tsx';
import { MobileInput } from './form/mobile-input.tsx';
import { SmsCodeInput } from './form/sms-code-input.tsx';
import { SubmitButton } from './form/submit-button.tsx';
import { SmsFailureDialog } from './sms-failure-dialog.tsx';
import { focusFirstInvalid } from '../lib/focus.ts';

type Errors = Partial<Record<'mobileNum' | 'verificationCode', string>>;

export function SmsLoginForm({
  options,
  initialMobile,
}: {
  options: (remember: boolean, setRemember: (value: boolean) => void) => ReactNode;
  initialMobile?: string;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { handleResult } = useFinishLogin();
  const sender = useSmsSender('login');
  const [country, setCountry] = useState<Country | null>(null);
  const [mobileNum, setMobileNum] = useState(initialMobile ?? '');
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const mobileError = (): string | undefined => {
    if (!mobileNum) return t('register.errors.required');
    if (!country || !isValidMobile(mobileNum)) return t('register.errors.mobile');
    return undefined;
  };

  const sendCode = () => {
    const problem = mobileError();
    setErrors((current) => ({ ...current, mobileNum: problem }));
    if (problem || !country) return;
    void sender.send(country.countryDialingCode, mobileNum);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = { mobileNum: mobileError(), verificationCode: code.trim() ? undefined : t('register.errors.required') };
    setErrors(next);
    setFailure(null);
    if (next.mobileNum || next.verificationCode || !country) return focusFirstInvalid(event.currentTarget);
    setBusy(true);
    try {
      const result = await login({ type: 'sms', countryDialingCode: country.countryDialingCode, mobileNum, verificationCode: code.trim(), remember });
      handleResult(result, 'sms');
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field label={t('auth.mobile')} error={errors.mobileNum} required>
        {(ids) => <MobileInput ids={ids} country={country} onCountryChange={setCountry} value={mobileNum} onChange={setMobileNum} />}
      </Field>
      <Field label={t('auth.smsCode')} error={errors.verificationCode} required>
        {(ids) => <SmsCodeInput ids={ids} value={code} onChange={setCode} onSend={sendCode} sending={sender.sending} secondsLeft={sender.secondsLeft} />}
      </Field>
      {options(remember, setRemember)}
      <FormError message={failure} />
      <SubmitButton busy={busy}>{t('auth.login')}</SubmitButton>
      <SmsFailureDialog message={sender.failure} onClose={sender.dismissFailure} />
    </form>
  );
}
