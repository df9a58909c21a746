import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button.tsx';
import { PlaceholderPage } from '../_shared/placeholder-page.tsx';

export function PromoDetailPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      icon={Gift}
      title={t('pages.promoDetail.title')}
      description={t('pages.promoDetail.description')}
      empty={t('pages.promoDetail.empty')}
      actions={<ButtonLink to="/promotions">{t('pages.promoDetail.all')}</ButtonLink>}
    />
  );
}
