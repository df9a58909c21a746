// The home page (docs/support.md, "Home page"): banners, the notices' marquee, hot games, the winners board,
// category tiles, popular games, trust facts, intro steps, app download and responsible gaming. Everything
// under the first screen loads apart (ADR 0020). A signed-in member is never asked to register: the banners,
// the intro's button and the empty-banner welcome speak to members (deposit, promotions); a free-play account
// is asked to register.
import { lazy, Suspense } from 'react';
import { withTexts } from '../../lib/i18n.ts';
import { TRIAL_TYPE, useSession } from '../../lib/session.ts';
import { useWhitelabel } from '../../features/site/hooks/use-whitelabel.ts';
import { usePageTitle } from '../_shared/use-page-title.ts';
import { HomeBanners } from './home-banners.tsx';

// Below the fold, and only when the merchant offers apps: its code (store badges, QR codes) loads apart.
// The notices' strip needs the API client and contracts, which are not part of the first load.
const NoticeMarquee = lazy(() => import('../../features/content/components/notice-marquee.lazy.tsx').then((m) => ({ default: m.NoticeMarquee })));
const HomeSections = lazy(withTexts(['support', 'games'], () => import('./home-sections.lazy.tsx').then((m) => ({ default: m.HomeSections }))));
// The trust facts, the intro steps and responsible gaming, further down still: their code loads apart too.
const HomeLower = lazy(() => import('./home-lower.lazy.tsx').then((m) => ({ default: m.HomeLower })));
const AppPromo = lazy(() => import('./app-promo.lazy.tsx').then((m) => ({ default: m.AppPromo })));

export function HomePage() {
  const { branding, banners, resources, flags, merchant } = useWhitelabel();
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

      <Suspense fallback={null}>
        <HomeLower part="intro" member={member} />
      </Suspense>

      {flags.homeAppDownload && resources.length > 0 ? (
        <Suspense fallback={null}>
          <AppPromo resources={resources} branding={branding} />
        </Suspense>
      ) : null}

      <Suspense fallback={null}>
        <HomeLower part="responsible" member={member} />
      </Suspense>
    </div>
  );
}
