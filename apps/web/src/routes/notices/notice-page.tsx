import { Megaphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useWhitelabel } from '../../features/site/hooks/use-whitelabel.ts';
import { PlaceholderPage } from '../_shared/placeholder-page.tsx';

export function NoticePage() {
  const { t } = useTranslation();
  const { branding } = useWhitelabel();
  return (
    <PlaceholderPage
      icon={Megaphone}
      title={t('pages.noticePage.title')}
      description={t('pages.noticePage.description', { siteName: branding.siteName })}
      empty={t('pages.noticePage.empty')}
    />
  );
}
