// The two-factor login check: a login from an address the account has not used must pass one
// check (a code by SMS or e-mail, the authenticator's code, or the bank payee's real name); then the
// login goes on. After a failure the member can try again or go back to the login form.
import type { TwoFactorMethod } from '@orbit/contracts/member';
import { clsx } from 'clsx';
import { KeyRound, Landmark, Mail, MessageSquareText, ShieldCheck, type LucideIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { DialogContent } from '../../../components/ui/dialog.tsx';
import { openAuthDialog, type TwoFactorChallenge } from '../../../lib/auth-dialogs.ts';
import { sendTwoFactorCode, verifyTwoFactor } from '../api/two-factor.ts';
import { useCountdown } from '../hooks/use-countdown.ts';
import { useErrorText } from '../hooks/use-error-text.ts';
import { useFinishLogin, type LoginVia } from '../hooks/use-finish-login.ts';
import { formatWait, smsCountdownSeconds } from '../lib/timing.ts';
import { Field, TextInput } from './form/field.tsx';
import { FormError } from './form/form-error.tsx';
import { SubmitButton } from './form/submit-button.tsx';

const ICONS: Record<TwoFactorMethod, LucideIcon> = { sms: MessageSquareText, email: Mail, totp: KeyRound, payee: Landmark };

export function TwoFactorDialogContent({ challenge, via }: { challenge: TwoFactorChallenge; via: LoginVia }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { finish } = useFinishLogin();
  const countdown = useCountdown();
  const [method, setMethod] = useState<TwoFactorMethod>(challenge.methods[0] ?? 'sms');
  const [code, setCode] = useState('');
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<TwoFactorMethod | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const needsSend = method === 'sms' || method === 'email';

  const choose = (next: TwoFactorMethod) => {
    setMethod(next);
    setCode('');
    setFailure(null);
    setFailed(false);
    setFieldError(undefined);
    if (next !== sentTo) countdown.reset();
  };

  const send = async () => {
    if (method !== 'sms' && method !== 'email') return;
    setSending(true);
    setFailure(null);
    try {
      const reply = await sendTwoFactorCode(challenge.challengeToken, method);
      setSentTo(method);
      countdown.start(smsCountdownSeconds(reply));
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setSending(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = code.trim();
    setFieldError(answer ? undefined : t('register.errors.required'));
    if (!answer) return;
    setBusy(true);
    setFailure(null);
    try {
      finish(await verifyTwoFactor(challenge.challengeToken, method, answer), via);
    } catch (error) {
      setFailure(errorText(error));
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const retry = () => {
    setCode('');
    setFailure(null);
    setFailed(false);
  };

  const target = method === 'sms' ? challenge.maskedMobile : method === 'email' ? challenge.maskedEmail : null;

  return (
    <DialogContent title={t('auth.twoFactorTitle')} description={t('auth.twoFactorIntro')}>
      <form onSubmit={submit} noValidate className="space-y-4 px-5 py-5">
        {challenge.methods.length > 1 ? (
          <div role="radiogroup" aria-label={t('auth.twoFactorMethod')} className="grid grid-cols-2 gap-2">
            {challenge.methods.map((key) => {
              const Icon = ICONS[key];
              return (
                <button
                  key={key}
                  type="button"
                  role="radio"
                  aria-checked={method === key}
                  onClick={() => choose(key)}
                  className={clsx(
                    'flex items-center gap-2 rounded-lg border px-3 py-2.5 text-start text-sm transition',
                    method === key ? 'border-accent bg-accent/10 text-text' : 'border-border text-text-muted hover:border-accent/50',
                  )}
                >
                  <Icon className="size-4 shrink-0 text-accent" aria-hidden />
                  {t(`auth.twoFactorMethods.${key}`)}
                </button>
              );
            })}
          </div>
        ) : null}
        {target ? <p className="text-sm text-text-muted">{t('auth.twoFactorSendTo', { target })}</p> : null}
        <Field label={t(`auth.twoFactorPrompts.${method}`)} error={fieldError} required>
          {(ids) => (
            <div className="flex gap-2">
              <TextInput
                ids={ids}
                value={code}
                onChange={(event) => setCode(event.target.value)}
                autoComplete={method === 'payee' ? 'name' : 'one-time-code'}
                inputMode={method === 'payee' ? 'text' : 'numeric'}
                maxLength={255}
                className="flex-1"
              />
              {needsSend ? (
                <Button variant="outline" className="h-11 min-w-[7.5rem]" onClick={send} disabled={sending || countdown.running} aria-live="polite">
                  {countdown.running ? t('auth.resendIn', { time: formatWait(countdown.secondsLeft) }) : sending ? t('auth.sending') : t('auth.getCode')}
                </Button>
              ) : null}
            </div>
          )}
        </Field>
        <FormError message={failure} />
        {failed ? (
          <div className="grid grid-cols-2 gap-2">
            <Button variant="secondary" onClick={retry}>
              {t('auth.tryAgain')}
            </Button>
            <Button variant="ghost" onClick={() => openAuthDialog({ kind: 'login' })}>
              {t('auth.backToLogin')}
            </Button>
          </div>
        ) : (
          <SubmitButton busy={busy}>
            <ShieldCheck className="size-4" aria-hidden />
            {t('auth.verify')}
          </SubmitButton>
        )}
      </form>
    </DialogContent>
  );
}
