import { BadgePercent } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useWhitelabel } from '../../features/site/hooks/use-whitelabel.ts';
import { PlaceholderPage } from '../_shared/placeholder-page.tsx';

export function PromotionsPage() {
  const { t } = useTranslation();
  const { branding } = useWhitelabel();
  return (
    <PlaceholderPage
      icon={BadgePercent}
      title={t('pages.promotions.title')}
      description={t('pages.promotions.description', { siteName: branding.siteName })}
      empty={t('pages.promotions.empty')}
    />
  );
}
