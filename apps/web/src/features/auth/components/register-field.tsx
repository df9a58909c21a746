// One registration field: its label, the merchant's pattern hint, the right control, and its error.
import type { RegisterField as FieldName } from '@orbit/contracts/settings';
import type { Country } from '@orbit/contracts/site';
import { useTranslation } from 'react-i18next';
import type { CaptchaImage } from '../hooks/use-captcha.ts';
import type { FieldPlan } from '../lib/field-rules.ts';
import { patternHint } from '../lib/pattern-hints.ts';
import { CaptchaInput } from './form/captcha-input.tsx';
import { Field, TextInput } from './form/field.tsx';
import { MobileInput } from './form/mobile-input.tsx';
import { PasswordInput } from './form/password-input.tsx';
import { SmsCodeInput } from './form/sms-code-input.tsx';

export interface RegisterFieldContext {
  country: Country | null;
  setCountry: (country: Country) => void;
  sms: { send: () => void; sending: boolean; secondsLeft: number };
  captcha: { image: CaptchaImage | null; failed: boolean; refresh: () => void };
}

const AUTOCOMPLETE: Partial<Record<FieldName, string>> = {
  username: 'username',
  password: 'new-password',
  paymentPassword: 'off',
  email: 'email',
  payeeName: 'name',
  birthday: 'bday',
};

interface RegisterFieldProps {
  plan: FieldPlan;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error: string | undefined;
  context: RegisterFieldContext;
}

export function RegisterFieldInput({ plan, value, onChange, onBlur, error, context }: RegisterFieldProps) {
  const { t } = useTranslation();
  const { field, rule, required } = plan;
  const hint = patternHint(rule);
  const hintText = hint ? t(hint.key, hint.values) : undefined;
  return (
    <Field label={t(`register.fields.${field}`)} hint={hintText} error={error} required={required}>
      {(ids) => {
        switch (field) {
          case 'password':
          case 'paymentPassword':
            return (
              <PasswordInput
                ids={ids}
                autoComplete={AUTOCOMPLETE[field]}
                maxLength={rule.maxLength}
                value={value}
                onChange={(e) => onChange(e.target.value)}
                onBlur={onBlur}
              />
            );
          case 'mobileNum':
            return <MobileInput ids={ids} country={context.country} onCountryChange={context.setCountry} value={value} onChange={onChange} />;
          case 'verificationCode':
            return (
              <SmsCodeInput
                ids={ids}
                value={value}
                onChange={onChange}
                onSend={context.sms.send}
                sending={context.sms.sending}
                secondsLeft={context.sms.secondsLeft}
              />
            );
          case 'captcha':
            return (
              <CaptchaInput
                ids={ids}
                value={value}
                onChange={onChange}
                captcha={context.captcha.image}
                failed={context.captcha.failed}
                onRefresh={context.captcha.refresh}
              />
            );
          default:
            return (
              <TextInput
                ids={ids}
                type={field === 'email' ? 'email' : field === 'birthday' ? 'date' : 'text'}
                inputMode={rule.patternId === 6 ? 'numeric' : undefined}
                autoComplete={AUTOCOMPLETE[field] ?? 'off'}
                autoCapitalize={field === 'username' ? 'off' : undefined}
                spellCheck={false}
                maxLength={rule.maxLength}
                value={value}
                onChange={(e) => onChange(e.target.value)}
                onBlur={onBlur}
              />
            );
        }
      }}
    </Field>
  );
}
