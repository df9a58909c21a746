import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../_shared/placeholder-page.tsx';

export function VipPage() {
  const { t } = useTranslation();
  return <PlaceholderPage icon={Crown} title={t('pages.vip.title')} description={t('pages.vip.description')} empty={t('pages.vip.empty')} />;
}
