// The registration form (Register modal, docs/members.md): tabs for username and mobile registration,
// every field shown, required and checked by the merchant's rules, the affiliate code from the URL or the
// field (checked first), human verification, then the register call, which logs the new member in.
import { ApiError } from '@orbit/contracts/api-error';
import type { RegisterBody } from '@orbit/contracts/member';
import type { RegisterField, RegisterRules } from '@orbit/contracts/settings';
import type { Country } from '@orbit/contracts/site';
import { Fragment, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { setSession } from '../../../lib/session.ts';
import { checkAffiliate } from '../api/check-affiliate.ts';
import { register } from '../api/register.ts';
import { useCaptcha } from '../hooks/use-captcha.ts';
import { useErrorText } from '../hooks/use-error-text.ts';
import { useMessageText } from '../hooks/use-message-text.ts';
import { useSmsSender } from '../hooks/use-sms-sender.ts';
import { useVerification } from '../hooks/use-verification.ts';
import {
  affiliateCodeFromUrl,
  checkConfirmation,
  referralCodeFromUrl,
  checkField,
  cleanValue,
  registerPlan,
  type RegisterFlags,
  type RegisterTab,
} from '../lib/field-rules.ts';
import { Checkbox } from './form/checkbox.tsx';
import { Field } from './form/field.tsx';
import { FormError } from './form/form-error.tsx';
import { PasswordInput } from './form/password-input.tsx';
import { SubmitButton } from './form/submit-button.tsx';
import { VerificationProgress } from './form/verification-progress.tsx';
import { MessageDialog } from './message-dialog.tsx';
import { RegisterFieldInput } from './register-field.tsx';
import { RegisterTabs } from './register-tabs.tsx';
import { SmsFailureDialog } from './sms-failure-dialog.tsx';
import { SocialButtons } from './social-buttons.tsx';
import { focusFirstInvalid, revealMessage } from '../lib/focus.ts';
import { registerFailure } from '../lib/register-failure.ts';

type Values = Partial<Record<RegisterField | 'confirmPassword', string>>;
type Errors = Partial<Record<RegisterField | 'confirmPassword' | 'agree', string>>;

interface RegisterFormProps {
  rules: RegisterRules;
  flags: RegisterFlags & { googleLogin: boolean; facebookLogin: boolean; registerActiveConsent: boolean };
  initialTab?: RegisterTab | undefined;
  onLogin: () => void;
  /** After the new member is logged in. */
  onRegistered: () => void;
}

export function RegisterForm({ rules, flags, initialTab, onLogin, onRegistered }: RegisterFormProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const errorText = useErrorText();
  const urlCode = useMemo(() => affiliateCodeFromUrl(search), [search]);
  // A friend's invite link (docs/referrals.md) carries referralCode; a code the server refuses is dropped, so
  // the next try registers without it.
  const [referralCode, setReferralCode] = useState(() => referralCodeFromUrl(search));
  const { urlCodeValid, setUrlCodeValid, invitationError, setInvitationError } = useUrlCodeCheck(urlCode);
  const showAffiliate = urlCode === null || urlCodeValid === false;
  const tabs = registerPlan(rules, flags, 'username', { showAffiliate }).tabs;
  const [tab, setTab] = useState<RegisterTab>(initialTab && tabs.includes(initialTab) ? initialTab : (tabs[0] ?? 'username'));
  const plan = registerPlan(rules, flags, tab, { showAffiliate });
  const [values, setValues] = useState<Values>(() => (urlCode ? { affiliateCode: urlCode } : {}));
  const [errors, setErrors] = useState<Errors>({});
  // Active consent (a merchant switch): the box starts unticked and the visitor ticks it.
  const [agree, setAgree] = useState(!flags.registerActiveConsent);
  const formRef = useRef<HTMLFormElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const [country, setCountry] = useState<Country | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const captcha = useCaptcha();
  const sender = useSmsSender('register');
  const verification = useVerification();
  const captchaShown = plan.fields.some((entry) => entry.field === 'captcha');
  // The username tab's SMS code is needed once a mobile number is typed (see registerPlan).
  const fields = plan.fields.map((entry) => (entry.requiredWithMobile && (values.mobileNum ?? '') !== '' ? { ...entry, required: true } : entry));
  const { load: loadCaptcha } = captcha;
  const { prepare } = verification;

  useEffect(() => prepare(), [prepare]);
  useEffect(() => {
    if (captchaShown) void loadCaptcha();
  }, [captchaShown, loadCaptcha]);

  const message = useMessageText();
  const value = (field: RegisterField | 'confirmPassword') => values[field] ?? '';
  const setValue = (field: RegisterField | 'confirmPassword', next: string) => {
    setValues((current) => ({ ...current, [field]: next }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const checkOne = (field: RegisterField) => {
    const entry = fields.find((item) => item.field === field);
    if (entry) setErrors((current) => ({ ...current, [field]: message(checkField(field, value(field), entry)) }));
  };

  const validate = (): Errors => {
    const next: Errors = {};
    for (const entry of fields) next[entry.field] = message(checkField(entry.field, value(entry.field), entry));
    if (fields.some((entry) => entry.field === 'mobileNum') && value('mobileNum') && !country) next.mobileNum = t('register.errors.mobile');
    if (plan.confirmPassword) next.confirmPassword = message(checkConfirmation(value('password'), value('confirmPassword')));
    if (!agree) next.agree = t('register.errors.agree');
    return next;
  };

  const sendCode = () => {
    const mobilePlan = fields.find((entry) => entry.field === 'mobileNum');
    const problem = mobilePlan ? message(checkField('mobileNum', value('mobileNum'), { ...mobilePlan, required: true })) : undefined;
    setErrors((current) => ({ ...current, mobileNum: problem ?? (country ? undefined : t('register.errors.mobile')) }));
    if (problem || !country) return;
    void sender.send(country.countryDialingCode, value('mobileNum'));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = validate();
    setErrors(next);
    setFailure(null);
    if (Object.values(next).some(Boolean)) return focusFirstInvalid(event.currentTarget);
    const typed = cleanValue('affiliateCode', value('affiliateCode'));
    const affiliateCode = showAffiliate ? typed || null : urlCode;
    setBusy(true);
    try {
      if (affiliateCode) {
        try {
          await checkAffiliate(affiliateCode);
        } catch {
          setInvitationError(true);
          setErrors((current) => ({ ...current, affiliateCode: t('errors.invitation_code_error') }));
          if (!showAffiliate) setUrlCodeValid(false);
          return;
        }
      }
      const solution = await verification.take();
      const captchaAnswer = captchaShown && captcha.captcha ? { captchaId: captcha.captcha.captchaId, captcha: value('captcha') } : null;
      const body = registerBody({ fields, values, tab, confirmPassword: plan.confirmPassword, country, affiliateCode, referralCode, captchaAnswer, solution });
      const session = await register(tab, body);
      setSession(session);
      onRegistered();
    } catch (error) {
      const shown = [...fields.map((entry) => entry.field), ...(plan.confirmPassword ? ['confirmPassword'] : [])];
      const { field, newCaptcha } = registerFailure(error, shown);
      if (error instanceof ApiError && error.errorCode === 'referral_code_error') setReferralCode(null);
      if (field) {
        setErrors((current) => ({ ...current, [field]: errorText(error) }));
        focusFirstInvalid(formRef.current);
      } else {
        setFailure(errorText(error));
        revealMessage(failureRef.current);
      }
      // The answer typed stays unless the server says the image is wrong or used (docs/members.md).
      if (captchaShown && newCaptcha) {
        setValues((current) => ({ ...current, captcha: '' }));
        void loadCaptcha();
      }
      prepare();
    } finally {
      setBusy(false);
    }
  };

  const context = {
    country,
    setCountry,
    sms: { send: sendCode, sending: sender.sending, secondsLeft: sender.secondsLeft },
    captcha: { image: captcha.captcha, failed: captcha.failed, refresh: captcha.refresh },
  };

  return (
    <div className="space-y-5">
      <RegisterTabs tabs={plan.tabs} tab={tab} onChange={setTab} />
      <form ref={formRef} onSubmit={submit} noValidate className="space-y-4">
        {referralCode ? <InvitedBy code={referralCode} /> : null}
        {fields.map((entry) => (
          <Fragment key={entry.field}>
            <RegisterFieldInput
              plan={entry}
              value={value(entry.field)}
              onChange={(next) => setValue(entry.field, next)}
              onBlur={() => value(entry.field) && checkOne(entry.field)}
              error={errors[entry.field]}
              context={context}
            />
            {entry.field === 'password' && plan.confirmPassword ? (
              <ConfirmPasswordField
                maxLength={entry.rule.maxLength}
                value={value('confirmPassword')}
                error={errors.confirmPassword}
                onChange={(next) => setValue('confirmPassword', next)}
              />
            ) : null}
          </Fragment>
        ))}
        <AgreeBox agree={agree} onChange={setAgree} error={errors.agree} />
        <div ref={failureRef} className="scroll-mt-24">
          <FormError message={failure} />
        </div>
        <VerificationProgress waiting={verification.waiting && busy} progress={verification.progress} />
        <SubmitButton busy={busy}>{t('register.submit')}</SubmitButton>
      </form>
      <OtherWays google={flags.googleLogin} facebook={flags.facebookLogin} onLogin={onLogin} />
      <MessageDialog open={invitationError} title={t('register.invitationTitle')} onClose={() => setInvitationError(false)}>
        {t('errors.invitation_code_error')}
      </MessageDialog>
      <SmsFailureDialog message={sender.failure} onClose={sender.dismissFailure} />
    </div>
  );
}

/** The affiliate code the link carried, checked once on arrival: the field shows when there is none or it fails. */
function useUrlCodeCheck(urlCode: string | null) {
  const [urlCodeValid, setUrlCodeValid] = useState<boolean | null>(urlCode ? null : false);
  const [invitationError, setInvitationError] = useState(false);
  useEffect(() => {
    if (!urlCode) return;
    let live = true;
    checkAffiliate(urlCode).then(
      () => live && setUrlCodeValid(true),
      () => {
        if (!live) return;
        setUrlCodeValid(false);
        setInvitationError(true);
      },
    );
    return () => {
      live = false;
    };
  }, [urlCode]);
  return { urlCodeValid, setUrlCodeValid, invitationError, setInvitationError };
}

/** The password typed again, when the merchant asks for it. */
function ConfirmPasswordField(props: { maxLength: number; value: string; error: string | undefined; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const { maxLength, value, error, onChange } = props;
  return (
    <Field label={t('register.fields.confirmPassword')} error={error} required>
      {(ids) => <PasswordInput ids={ids} autoComplete="new-password" maxLength={maxLength} value={value} onChange={(e) => onChange(e.target.value)} />}
    </Field>
  );
}

/** Agreeing to the terms and the privacy policy (ticked already unless the merchant wants active consent). */
function AgreeBox({ agree, onChange, error }: { agree: boolean; onChange: (agree: boolean) => void; error: string | undefined }) {
  return (
    <div>
      <Checkbox checked={agree} onChange={onChange}>
        {/* The pages open in a new tab so the form keeps what was typed. */}
        <Trans
          i18nKey="register.agree"
          components={{
            terms: <a href="/help?topic=terms" target="_blank" rel="noreferrer" className="text-accent underline underline-offset-2" />,
            privacy: <a href="/help?topic=privacy" target="_blank" rel="noreferrer" className="text-accent underline underline-offset-2" />,
          }}
        />
      </Checkbox>
      {error ? (
        <p role="alert" className="mt-1 text-xs text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface RegisterBodyInput {
  fields: { field: RegisterField }[];
  values: Values;
  tab: RegisterTab;
  confirmPassword: boolean;
  country: Country | null;
  affiliateCode: string | null;
  referralCode: string | null;
  captchaAnswer: { captchaId: string; captcha: string } | null;
  solution: string;
}

/** The register call's body: every shown field cleaned (empty ones left out), the codes, the captcha and the verification. */
function registerBody(input: RegisterBodyInput): RegisterBody {
  const { fields, values, tab, country, affiliateCode, referralCode, captchaAnswer, solution } = input;
  const value = (field: RegisterField | 'confirmPassword') => values[field] ?? '';
  const body: Record<string, unknown> = {};
  for (const entry of fields) {
    const cleaned = cleanValue(entry.field, value(entry.field));
    if (cleaned !== '' && entry.field !== 'captcha' && entry.field !== 'affiliateCode') body[entry.field] = cleaned;
  }
  const password = value('password');
  return {
    ...body,
    username: tab === 'mobile' ? value('mobileNum') : cleanValue('username', value('username')),
    password,
    confirmPassword: input.confirmPassword ? value('confirmPassword') : password,
    ...(body.mobileNum && country ? { countryDialingCode: country.countryDialingCode } : {}),
    ...(affiliateCode ? { affiliateCode } : {}),
    ...(referralCode ? { referralCode } : {}),
    ...(captchaAnswer ? { captchaId: captchaAnswer.captchaId, captcha: cleanValue('captcha', captchaAnswer.captcha) } : {}),
    registerUrl: window.location.href.slice(0, 500),
    domain: window.location.hostname,
    verification: solution,
    agree: true,
  };
}

/** Signing up with Google or Facebook instead, or logging in with an account already made. */
function OtherWays({ google, facebook, onLogin }: { google: boolean; facebook: boolean; onLogin: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <SocialButtons providers={[...(google ? (['google'] as const) : []), ...(facebook ? (['facebook'] as const) : [])]} />
      <p className="text-center text-sm text-text-muted">
        {t('register.haveAccount')}{' '}
        <button type="button" onClick={onLogin} className="font-semibold text-accent hover:underline">
          {t('register.loginNow')}
        </button>
      </p>
    </>
  );
}

/** A friend's invite link: the code that will be sent with the registration. */
function InvitedBy({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <p className="rounded-xl bg-accent/10 px-3 py-2 text-sm" data-testid="register-invited">
      {t('register.invitedBy', { code })}
    </p>
  );
}
