// The promotions page's content, loaded with its texts as one chunk (so the site's first load lists none of
// its files): the header and the list.
import { BadgePercent } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import type { SiteMoney } from './promo-terms.tsx';
import { PromotionsList } from './promotions-list.tsx';

export function PromotionsScreen({ siteName, site }: { siteName: string; site: SiteMoney }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader icon={BadgePercent} title={t('promotions.title')} description={t('promotions.intro', { siteName })} />
      <PromotionsList site={site} />
    </>
  );
}
