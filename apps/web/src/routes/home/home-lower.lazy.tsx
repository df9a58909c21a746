// The lower parts of the home page (docs/support.md, "Home page"): trust facts and the intro steps with their
// Register or Deposit button, then responsible gaming. Below the first screen, so their code is not part of the
// first load (ADR 0020).
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IntroSteps } from '../../components/intro-steps.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { useWhitelabel } from '../../features/site/hooks/use-whitelabel.ts';
import { TrustStrip } from './trust-strip.tsx';

export function HomeLower({ part, member }: { part: 'intro' | 'responsible'; member: boolean }) {
  const { t } = useTranslation();
  const { branding, customerService } = useWhitelabel();
  if (part === 'intro')
    return (
      <>
        <TrustStrip customerService={customerService} />

        <section aria-labelledby="intro-title" className="container-page">
          <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <div>
              <h2 id="intro-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
                {t('home.intro.title')}
              </h2>
              <p className="mt-1 text-text-muted">{t('home.intro.subtitle', { siteName: branding.siteName })}</p>
            </div>
            <ButtonLink to={member ? '/member/depositv2' : '/register'} className="self-start sm:self-auto">
              {member ? t('home.deposit') : t('auth.register')}
              <ArrowRight className="size-4 rtl:rotate-180" aria-hidden />
            </ButtonLink>
          </div>
          <IntroSteps />
        </section>
      </>
    );
  return (
    <section aria-labelledby="responsible-title" className="container-page">
      <div className="flex flex-col items-start gap-4 rounded-2xl border border-danger/30 bg-danger/5 p-5 sm:flex-row sm:items-center sm:p-6">
        <span
          className="flex size-12 shrink-0 items-center justify-center rounded-full border-2 border-danger text-sm font-extrabold text-danger"
          role="img"
          aria-label={t('footer.adultsOnlyLabel')}
        >
          {t('footer.adultsOnly')}
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="responsible-title" className="font-semibold">
            {t('home.responsible.title')}
          </h2>
          <p className="mt-0.5 text-sm text-text-muted">{t('home.responsible.body')}</p>
        </div>
        <Link to="/help?topic=responsibleGaming" className="text-sm font-semibold text-accent underline-offset-4 hover:underline">
          {t('home.responsible.cta')}
        </Link>
      </div>
    </section>
  );
}
