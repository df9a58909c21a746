import { ArrowLeft, Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { usePromotion } from '../../features/promotions/api.ts';
import { PromoDetailView } from '../../features/promotions/components/promo-detail.tsx';
import { useWhitelabel } from '../../features/site/hooks/use-whitelabel.ts';
import { PlaceholderPage } from '../_shared/placeholder-page.tsx';
import { usePageTitle } from '../_shared/use-page-title.ts';

/** One promotion at /promoDetail?id=… with its full terms and the member's action (docs/promotions.md). */
export function PromoDetailPage() {
  const { t } = useTranslation();
  const { merchant } = useWhitelabel();
  const [search] = useSearchParams();
  const raw = Number(search.get('id'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  const promotion = usePromotion(id);
  usePageTitle(promotion.data?.title ?? t('pages.promoDetail.title'));
  if (id === null || promotion.isError)
    return (
      <PlaceholderPage
        icon={Gift}
        title={t('pages.promoDetail.title')}
        description={t('pages.promoDetail.description')}
        empty={t('pages.promoDetail.empty')}
        actions={<ButtonLink to="/promotions">{t('pages.promoDetail.all')}</ButtonLink>}
      />
    );
  return (
    <div className="container-page max-w-4xl space-y-4 py-6 sm:py-10">
      <Link to="/promotions" className="inline-flex items-center gap-1 text-sm text-text-muted hover:text-accent">
        <ArrowLeft className="size-4" aria-hidden />
        {t('promotions.back')}
      </Link>
      {promotion.data ? (
        <PromoDetailView promotion={promotion.data} site={{ currencySymbol: merchant.currencySymbol, timeZone: merchant.timeZone }} />
      ) : (
        <div className="flex justify-center py-16">
          <Spinner />
        </div>
      )}
    </div>
  );
}
