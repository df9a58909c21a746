// The home page (docs/support.md, "Home page"): banners, the notices' marquee, hot games, the winners board,
// category tiles, popular games, trust facts, intro steps, app download and responsible gaming. Everything
// under the first screen loads apart (ADR 0020). A signed-in member is never asked to register: the banners,
// the intro's button and the empty-banner welcome speak to members (deposit, promotions); a free-play account
// is asked to register.
import { ArrowRight } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IntroSteps } from '../../components/intro-steps.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { withTexts } from '../../lib/i18n.ts';
import { TRIAL_TYPE, useSession } from '../../lib/session.ts';
import { useWhitelabel } from '../../features/site/hooks/use-whitelabel.ts';
import { usePageTitle } from '../_shared/use-page-title.ts';
import { HomeBanners } from './home-banners.tsx';
import { TrustStrip } from './trust-strip.tsx';

// Below the fold, and only when the merchant offers apps: its code (store badges, QR codes) loads apart.
// The notices' strip needs the API client and contracts, which are not part of the first load.
const NoticeMarquee = lazy(() => import('../../features/content/components/notice-marquee.lazy.tsx').then((m) => ({ default: m.NoticeMarquee })));
const HomeSections = lazy(withTexts(['support', 'games'], () => import('./home-sections.lazy.tsx').then((m) => ({ default: m.HomeSections }))));
const AppPromo = lazy(() => import('./app-promo.lazy.tsx').then((m) => ({ default: m.AppPromo })));

export function HomePage() {
  const { t } = useTranslation();
  const { branding, banners, resources, customerService, flags, merchant } = useWhitelabel();
  // A free-play account has no wallet to top up: like a visitor, it is invited to register.
  const session = useSession();
  const member = session.loggedIn && session.isAgent !== TRIAL_TYPE;
  usePageTitle(null);

  return (
    <div className="space-y-10 pb-4 sm:space-y-16">
      <h1 className="sr-only">{branding.siteName}</h1>
      <div className="container-page pt-4 sm:pt-6">
        <HomeBanners banners={banners} siteName={branding.siteName} member={member} />
        <div className="mt-3 empty:hidden">
          <Suspense fallback={null}>
            <NoticeMarquee timeZone={merchant.timeZone} />
          </Suspense>
        </div>
      </div>

      <Suspense fallback={null}>
        <HomeSections showHot={flags.homeHotGames} showWinners={flags.homeWinnersBoard} currencySymbol={merchant.currencySymbol} />
      </Suspense>

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

      {flags.homeAppDownload && resources.length > 0 ? (
        <Suspense fallback={null}>
          <AppPromo resources={resources} branding={branding} />
        </Suspense>
      ) : null}

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
    </div>
  );
}
