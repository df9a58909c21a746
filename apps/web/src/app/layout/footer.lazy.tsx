// The footer, with the partner strip of the game catalogue's vendors (absent until vendors exist).
import { LifeBuoy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IntroSteps } from '../../components/intro-steps.tsx';
import { BrandLogo } from '../../components/ui/brand-logo.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { contactLink } from '../../features/site/components/customer-service.ts';
import { PartnerStrip } from '../../features/games/components/partner-strip.tsx';
import { CustomerServiceIcon } from '../../features/site/components/customer-service-icon.tsx';
import { useWhitelabel } from '../../features/site/hooks/use-whitelabel.ts';
import { pickLocalized } from '../../lib/format.ts';
import { ABOUT_TOPICS } from '../../lib/help-topics.ts';
import { useCurrentLanguage } from '../../lib/use-current-language.ts';

type NavKey = 'home' | 'promotions' | 'vip' | 'pointMall' | 'notices' | 'download' | 'join' | 'help';

function FooterHeading({ children }: { children: string }) {
  return <h2 className="mb-4 text-sm font-semibold tracking-wide text-text uppercase">{children}</h2>;
}

function AdultsOnlyBadge() {
  const { t } = useTranslation();
  return (
    <span
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border-2 border-danger text-sm font-extrabold text-danger"
      role="img"
      aria-label={t('footer.adultsOnlyLabel')}
    >
      {t('footer.adultsOnly')}
    </span>
  );
}

export function Footer() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const { branding, flags, customerService } = useWhitelabel();
  const marketing = pickLocalized(branding.marketingText, language.code);
  const copyright = branding.copyright || t('footer.copyrightFallback', { year: new Date().getFullYear(), siteName: branding.siteName });

  const navItems: { key: NavKey; to: string }[] = [
    { key: 'home', to: '/' },
    { key: 'promotions', to: '/promotions' },
    ...(flags.vip ? [{ key: 'vip' as const, to: '/vip' }] : []),
    ...(flags.pointMall ? [{ key: 'pointMall' as const, to: '/pointMall' }] : []),
    { key: 'notices', to: '/noticePage' },
    { key: 'download', to: '/down' },
    { key: 'join', to: '/join' },
    { key: 'help', to: '/help' },
  ];

  return (
    <footer className="mt-16 border-t border-border bg-surface pb-20 lg:pb-0">
      <div className="container-page py-10 lg:py-14">
        <PartnerStrip />
        <section
          aria-labelledby="footer-help"
          className="mb-10 flex flex-col gap-5 rounded-2xl border border-border bg-gradient-to-r from-surface-raised to-surface p-5 sm:flex-row sm:items-center sm:p-6"
        >
          <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent/15 text-accent">
            <LifeBuoy className="size-6" aria-hidden />
          </span>
          <div className="min-w-0 flex-1">
            <h2 id="footer-help" className="text-lg font-semibold">
              {t('footer.help.title')}
            </h2>
            <p className="text-sm text-text-muted">{t('footer.help.body')}</p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {customerService.slice(0, 4).map((entry) => {
              const link = contactLink(entry);
              return (
                <a
                  key={entry.id}
                  href={link.href}
                  {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  className="flex size-10 items-center justify-center rounded-lg border border-border text-text-muted transition hover:border-accent hover:text-accent"
                  aria-label={`${entry.title} (${t(`support.types.${entry.csType}`)})`}
                >
                  <CustomerServiceIcon csType={entry.csType} className="size-[18px]" />
                </a>
              );
            })}
            <ButtonLink to="/help" variant="primary">
              {t('footer.help.cta')}
            </ButtonLink>
          </div>
        </section>

        <div className="grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-12">
          <div className="col-span-2 lg:col-span-4">
            <BrandLogo logoUrl={branding.logoUrl} siteName={branding.siteName} className="h-10" />
            {marketing ? <p className="mt-4 text-sm leading-relaxed whitespace-pre-line text-text-muted">{marketing}</p> : null}
            <div className="mt-5 flex items-center gap-3">
              <AdultsOnlyBadge />
              <p className="text-xs leading-relaxed text-text-muted">{t('footer.responsibleNote')}</p>
            </div>
          </div>
          <nav aria-labelledby="footer-nav" className="lg:col-span-2">
            <h2 id="footer-nav" className="mb-4 text-sm font-semibold tracking-wide uppercase">
              {t('footer.navigation')}
            </h2>
            <ul className="space-y-2.5 text-sm">
              {navItems.map((item) => (
                <li key={item.key}>
                  <Link to={item.to} className="text-text-muted transition hover:text-accent">
                    {t(`nav.${item.key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="footer-about" className="lg:col-span-3">
            <h2 id="footer-about" className="mb-4 text-sm font-semibold tracking-wide uppercase">
              {t('footer.aboutTitle')}
            </h2>
            <ul className="space-y-2.5 text-sm">
              {ABOUT_TOPICS.map((topic) => (
                <li key={topic}>
                  <Link to={`/help?topic=${topic}`} className="text-text-muted transition hover:text-accent">
                    {t(`footer.about.${topic}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="col-span-2 lg:col-span-3">
            <FooterHeading>{t('footer.stepsTitle')}</FooterHeading>
            <IntroSteps compact />
          </div>
        </div>
      </div>
      <div className="border-t border-border">
        <div className="container-page flex flex-col items-center justify-between gap-3 py-5 text-xs text-text-muted sm:flex-row">
          <p>{copyright}</p>
          <p className="flex items-center gap-2">
            <span className="rounded border border-danger/70 px-1 text-[10px] font-bold text-danger">{t('footer.adultsOnly')}</span>
            {t('footer.adultsOnlyLabel')}
          </p>
        </div>
      </div>
    </footer>
  );
}
