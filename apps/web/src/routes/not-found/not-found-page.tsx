import { Compass, House } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button.tsx';
import { usePageTitle } from '../_shared/use-page-title.ts';

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.notFound.title'));
  return (
    <div className="container-page flex min-h-[60dvh] flex-col items-center justify-center py-16 text-center">
      <div className="relative mb-6">
        <span className="absolute inset-0 rounded-full bg-accent/20 blur-2xl" aria-hidden />
        <span className="relative flex size-20 items-center justify-center rounded-full border border-accent/40 bg-surface-raised text-accent">
          <Compass className="size-10" aria-hidden />
        </span>
      </div>
      <p className="text-sm font-semibold tracking-widest text-accent uppercase">{t('pages.notFound.code')}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{t('pages.notFound.title')}</h1>
      <p className="mt-3 max-w-md text-text-muted">{t('pages.notFound.description')}</p>
      <ButtonLink to="/" size="lg" className="mt-8">
        <House className="size-5" aria-hidden />
        {t('pages.common.backHome')}
      </ButtonLink>
    </div>
  );
}
