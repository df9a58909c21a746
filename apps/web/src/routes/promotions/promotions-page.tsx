import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useWhitelabel } from '../../features/site/hooks/use-whitelabel.ts';
import { withTexts } from '../../lib/i18n.ts';
import { usePageTitle } from '../_shared/use-page-title.ts';

// The content and its texts come in their own chunk, so the site's first load lists nothing of the feature's.
const PromotionsScreen = lazy(
  withTexts(['support'], () => import('../../features/promotions/components/promotions-screen.tsx').then((m) => ({ default: m.PromotionsScreen }))),
);

/** The running promotions with category tabs and tag chips (docs/promotions.md). */
export function PromotionsPage() {
  const { t } = useTranslation();
  const { branding, merchant } = useWhitelabel();
  usePageTitle(t('nav.promotions'));
  return (
    <div className="container-page space-y-6 py-6 sm:py-10">
      <Suspense
        fallback={
          <div className="flex justify-center py-16">
            <Spinner />
          </div>
        }
      >
        <PromotionsScreen siteName={branding.siteName} site={{ currencySymbol: merchant.currencySymbol, timeZone: merchant.timeZone }} />
      </Suspense>
    </div>
  );
}
