import { BadgePercent } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { PromotionsList } from '../../features/promotions/components/promotions-list.tsx';
import { useWhitelabel } from '../../features/site/hooks/use-whitelabel.ts';
import { usePageTitle } from '../_shared/use-page-title.ts';

/** The running promotions with category tabs and tag chips (docs/promotions.md). */
export function PromotionsPage() {
  const { t } = useTranslation();
  const { branding, merchant } = useWhitelabel();
  const title = t('pages.promotions.title');
  usePageTitle(title);
  return (
    <div className="container-page space-y-6 py-6 sm:py-10">
      <PageHeader icon={BadgePercent} title={title} description={t('pages.promotions.description', { siteName: branding.siteName })} />
      <PromotionsList site={{ currencySymbol: merchant.currencySymbol, timeZone: merchant.timeZone }} />
    </div>
  );
}
