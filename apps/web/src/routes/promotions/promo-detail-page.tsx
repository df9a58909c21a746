import { Gift } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useWhitelabel } from '../../features/site/hooks/use-whitelabel.ts';
import { withTexts } from '../../lib/i18n.ts';
import { PlaceholderPage } from '../_shared/placeholder-page.tsx';
import { usePageTitle } from '../_shared/use-page-title.ts';

// The content and its texts come in their own chunk, so the site's first load lists nothing of the feature's.
const PromoDetailBody = lazy(
  withTexts(['support'], () => import('../../features/promotions/components/promo-detail-body.tsx').then((m) => ({ default: m.PromoDetailBody }))),
);

/** One promotion at /promoDetail?id=… with its full terms and the member's action (docs/promotions.md). */
export function PromoDetailPage() {
  const { t } = useTranslation();
  const { merchant } = useWhitelabel();
  const [search] = useSearchParams();
  const [title, setTitle] = useState<string | null>(null);
  const raw = Number(search.get('id'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  usePageTitle(title ?? t('nav.promotions'));
  // Called by the body once its texts are loaded.
  const notFound = () => (
    <PlaceholderPage
      icon={Gift}
      title={t('promotions.detailTitle')}
      description={t('promotions.detailIntro')}
      empty={t('promotions.notFound')}
      actions={<ButtonLink to="/promotions">{t('promotions.seeAll')}</ButtonLink>}
    />
  );
  return (
    <div className="container-page max-w-4xl py-6 sm:py-10">
      <Suspense
        fallback={
          <div className="flex justify-center py-16">
            <Spinner />
          </div>
        }
      >
        <PromoDetailBody id={id} site={{ currencySymbol: merchant.currencySymbol, timeZone: merchant.timeZone }} notFound={notFound} onTitle={setTitle} />
      </Suspense>
    </div>
  );
}
