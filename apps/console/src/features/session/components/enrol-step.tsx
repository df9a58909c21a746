import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, Check, Copy, ShieldCheck, Smartphone } from 'lucide-react';
import { ApiError } from '@orbit/contracts/envelope';
import type { Me } from '@orbit/contracts/console';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { groupSecret } from '../../../lib/text.ts';
import { useEnrol } from '../api/enrol.ts';
import { CodeInput } from './code-input.tsx';
import type { Enrolment } from './login-form.tsx';

function secondsLeft(expiresAt: string): number {
  return Math.max(0, Math.floor((Date.parse(expiresAt) - Date.now()) / 1000));
}

export interface EnrolStepProps {
  enrolment: Enrolment;
  onSession: (session: { token: string; operator: Me }) => void;
  /** Back to the password form, with the reason when the enrolment died. */
  onRestart: (reason: string | null) => void;
}

export function EnrolStep({ enrolment, onSession, onRestart }: EnrolStepProps) {
  const { t } = useTranslation();
  const enrol = useEnrol();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [remaining, setRemaining] = useState(() => secondsLeft(enrolment.expiresAt));

  useEffect(() => {
    const timer = window.setInterval(() => setRemaining(secondsLeft(enrolment.expiresAt)), 1000);
    return () => window.clearInterval(timer);
  }, [enrolment.expiresAt]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!/^\d{6}$/.test(code)) {
      setError(t('validation.totpCode'));
      return;
    }
    try {
      onSession(await enrol.mutateAsync({ enrolmentToken: enrolment.enrolmentToken, totpCode: code }));
    } catch (failure) {
      if (failure instanceof ApiError && failure.errorCode === 'enrolment_expired') {
        onRestart(errorMessage(t, failure));
        return;
      }
      setCode('');
      setError(errorMessage(t, failure));
    }
  }

  async function copySecret() {
    try {
      await navigator.clipboard.writeText(enrolment.secret);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      // clipboard refused: the secret stays selectable on screen
    }
  }

  const minutes = Math.floor(remaining / 60);
  const seconds = String(remaining % 60).padStart(2, '0');

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <div className="flex items-start gap-3 rounded-lg border border-accent-100 bg-accent-50/60 p-3.5">
        <ShieldCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-accent-600" />
        <div className="text-[13px] text-slate-700">
          <p className="font-medium text-slate-900">{t('enrol.why')}</p>
          <p className="mt-0.5">{t('enrol.whyDetail')}</p>
        </div>
      </div>

      <ol className="flex flex-col gap-4 text-[13px] text-slate-700">
        <li className="flex gap-3">
          <StepNumber n={1} />
          <div>
            <p className="font-medium text-slate-900">{t('enrol.step1')}</p>
            <p className="mt-0.5 flex items-center gap-1.5 text-slate-500">
              <Smartphone aria-hidden className="size-3.5" />
              {t('enrol.step1Apps')}
            </p>
          </div>
        </li>
        <li className="flex gap-3">
          <StepNumber n={2} />
          <div className="min-w-0 flex-1">
            <p className="font-medium text-slate-900">{t('enrol.step2')}</p>
            <div className="mt-3 flex flex-col items-center gap-4 sm:flex-row sm:items-start">
              <img
                src={enrolment.qrDataUrl}
                alt={t('enrol.qrAlt')}
                width={168}
                height={168}
                className="size-42 shrink-0 rounded-md border border-slate-200 bg-white p-1.5"
              />
              <div className="flex w-full min-w-0 flex-col gap-1.5">
                <p className="text-slate-500">{t('enrol.manual')}</p>
                <div className="flex items-center gap-2 rounded-md border border-slate-200 bg-slate-50 px-2.5 py-2">
                  <code data-testid="totp-secret" className="min-w-0 flex-1 font-mono text-[13px] leading-relaxed break-all text-slate-900 select-all">
                    {groupSecret(enrolment.secret)}
                  </code>
                  <button
                    type="button"
                    onClick={copySecret}
                    className="shrink-0 rounded p-1 text-slate-500 hover:bg-slate-200 hover:text-slate-800"
                    aria-label={t('enrol.copy')}
                    title={t('enrol.copy')}
                  >
                    {copied ? <Check className="size-4 text-emerald-600" /> : <Copy className="size-4" />}
                  </button>
                </div>
                <p className="text-xs text-slate-500">{t('enrol.manualHint')}</p>
              </div>
            </div>
          </div>
        </li>
        <li className="flex gap-3">
          <StepNumber n={3} />
          <div className="min-w-0 flex-1">
            <p className="font-medium text-slate-900">{t('enrol.step3')}</p>
            <Field label={t('login.code')} htmlFor="enrol-code" className="mt-2" error={error ?? undefined}>
              <CodeInput id="enrol-code" value={code} onChange={setCode} invalid={Boolean(error)} autoFocus />
            </Field>
          </div>
        </li>
      </ol>

      {remaining === 0 ? (
        <Alert tone="warning">{t('enrol.expired')}</Alert>
      ) : (
        <p className="text-xs text-slate-500 tabular">{t('enrol.expiresIn', { time: `${minutes}:${seconds}` })}</p>
      )}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="ghost" icon={<ArrowLeft className="size-4" />} onClick={() => onRestart(null)}>
          {t('enrol.back')}
        </Button>
        <Button type="submit" variant="primary" loading={enrol.isPending} disabled={remaining === 0} icon={<ShieldCheck className="size-4" />}>
          {t('enrol.submit')}
        </Button>
      </div>
    </form>
  );
}

function StepNumber({ n }: { n: number }) {
  return (
    <span aria-hidden className="flex size-6 shrink-0 items-center justify-center rounded-full bg-ink-900 text-xs font-semibold text-white">
      {n}
    </span>
  );
}
