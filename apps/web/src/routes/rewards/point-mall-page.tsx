import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../_shared/placeholder-page.tsx';

export function PointMallPage() {
  const { t } = useTranslation();
  return <PlaceholderPage icon={Gift} title={t('pages.pointMall.title')} description={t('pages.pointMall.description')} empty={t('pages.pointMall.empty')} />;
}
