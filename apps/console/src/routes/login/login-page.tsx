import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Activity, LockKeyhole, ScrollText } from 'lucide-react';
import { LanguageMenu } from '../../app/layout/language-menu.tsx';
import { BrandMark } from '../../app/layout/brand-mark.tsx';
import { useBrand } from '../../features/session/api/get-brand.ts';
import { EnrolStep } from '../../features/session/components/enrol-step.tsx';
import { LoginForm, type Enrolment } from '../../features/session/components/login-form.tsx';
import { useSessionToken } from '../../features/session/hooks/use-session-token.ts';
import { useStartSession } from '../../features/session/hooks/use-start-session.ts';
import { sessionEndReason } from '../../lib/session.ts';

export function LoginPage() {
  const { t } = useTranslation();
  const token = useSessionToken();
  const location = useLocation();
  const startSession = useStartSession();
  const brand = useBrand();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [notice, setNotice] = useState<string | null>(() => (sessionEndReason() === 'expired' ? t('login.sessionExpired') : null));

  if (token) {
    const from = (location.state as { from?: string } | null)?.from;
    return <Navigate to={from && from !== '/login' ? from : '/'} replace />;
  }

  const merchantName = brand.data?.name;

  return (
    <div className="flex min-h-dvh bg-canvas">
      <aside className="relative hidden w-[44%] max-w-xl flex-col justify-between overflow-hidden bg-ink-900 p-10 text-slate-300 lg:flex">
        <div aria-hidden className="pointer-events-none absolute -top-32 -right-32 size-96 rounded-full bg-accent-600/20 blur-3xl" />
        <div aria-hidden className="pointer-events-none absolute bottom-0 left-0 size-72 rounded-full bg-gold-400/10 blur-3xl" />
        <BrandMark subtitle={merchantName ?? t('app.tagline')} />
        <div className="relative">
          <h2 className="text-2xl leading-snug font-semibold text-white">{t('login.heroTitle')}</h2>
          <ul className="mt-6 flex flex-col gap-4 text-[13px]">
            <HeroPoint icon={<LockKeyhole className="size-4" />} text={t('login.heroPoint1')} />
            <HeroPoint icon={<ScrollText className="size-4" />} text={t('login.heroPoint2')} />
            <HeroPoint icon={<Activity className="size-4" />} text={t('login.heroPoint3')} />
          </ul>
        </div>
        <p className="relative text-xs text-slate-500">{t('login.restricted')}</p>
      </aside>

      <main className="flex flex-1 flex-col">
        <div className="flex items-center justify-between px-5 py-4 sm:px-8">
          <div className="lg:hidden">
            <BrandMark tone="light" subtitle={merchantName ?? t('app.tagline')} />
          </div>
          <div className="ml-auto">
            <LanguageMenu tone="light" />
          </div>
        </div>
        <div className="flex flex-1 items-start justify-center px-5 pt-4 pb-10 sm:items-center sm:px-8">
          <div className={enrolment ? 'w-full max-w-lg' : 'w-full max-w-sm'}>
            <div className="mb-6">
              <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{enrolment ? t('enrol.title') : t('login.title')}</h1>
              <p className="mt-1.5 text-[13px] text-slate-500">
                {enrolment ? t('enrol.subtitle') : merchantName ? t('login.subtitleMerchant', { merchant: merchantName }) : t('login.subtitle')}
              </p>
            </div>
            <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              {enrolment ? (
                <EnrolStep
                  enrolment={enrolment}
                  onSession={startSession}
                  onRestart={(reason) => {
                    setEnrolment(null);
                    setNotice(reason);
                  }}
                />
              ) : (
                <LoginForm onSession={startSession} onEnrol={setEnrolment} notice={notice} />
              )}
            </div>
            <p className="mt-6 text-center text-xs text-slate-400">{t('login.footer')}</p>
          </div>
        </div>
      </main>
    </div>
  );
}

function HeroPoint({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <li className="flex items-start gap-3">
      <span aria-hidden className="flex size-7 shrink-0 items-center justify-center rounded-md bg-white/5 text-gold-400 ring-1 ring-white/10">
        {icon}
      </span>
      <span className="pt-1 leading-relaxed">{text}</span>
    </li>
  );
}
