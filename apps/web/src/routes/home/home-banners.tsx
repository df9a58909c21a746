import { bannerImageFor, bannerLinkFor } from '@orbit/contracts/banner-art';
import type { Whitelabel } from '@orbit/contracts/site';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button.tsx';
import { BannerCarousel, type BannerSlide } from '../../features/content/components/banner-carousel.tsx';
import { pickLocalized } from '../../lib/format.ts';
import { useCurrentLanguage } from '../../lib/use-current-language.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';

const DESKTOP = { group: 'w_home', width: 1920, height: 560 } as const;
const PHONE = { group: 'm_home', width: 750, height: 420 } as const;

/**
 * w_home on wide screens; m_home on phones, falling back to w_home when the merchant has no phone banners. The
 * platform's art is drawn in the reader's language, and for a member it invites to deposit, not to register.
 */
export function HomeBanners({ banners, siteName, member }: { banners: Whitelabel['banners']; siteName: string; member: boolean }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const wide = useMediaQuery('(min-width: 768px)');
  const phoneBanners = banners.filter((banner) => banner.groupName === PHONE.group);
  const usePhone = !wide && phoneBanners.length > 0;
  const format = usePhone ? PHONE : DESKTOP;
  const slides: BannerSlide[] = (usePhone ? phoneBanners : banners.filter((banner) => banner.groupName === DESKTOP.group)).map((banner) => ({
    id: banner.id,
    imageUrl: bannerImageFor(banner.imageUrl, language.code, member ? 'member' : 'visitor'),
    link: bannerLinkFor(banner.link, member ? 'member' : 'visitor'),
    alt: pickLocalized(banner.title, language.code) || siteName,
  }));

  if (slides.length > 0) return <BannerCarousel key={format.group} slides={slides} width={format.width} height={format.height} />;

  // No banners configured: a plain welcome in the brand's colours rather than an empty box.
  return (
    <section className="relative overflow-hidden rounded-2xl border border-border bg-gradient-to-br from-surface-raised via-surface to-background px-6 py-12 sm:px-12 sm:py-16">
      <div className="pointer-events-none absolute -end-20 -top-20 size-72 rounded-full bg-accent/15 blur-3xl" aria-hidden />
      <h1 className="relative max-w-xl text-3xl font-extrabold tracking-tight sm:text-5xl">{siteName}</h1>
      <p className="relative mt-3 max-w-lg text-text-muted sm:text-lg">{t('home.intro.subtitle', { siteName })}</p>
      <ButtonLink to={member ? '/member/depositv2' : '/register'} size="lg" className="relative mt-8">
        {member ? t('home.deposit') : t('auth.register')}
      </ButtonLink>
    </section>
  );
}
