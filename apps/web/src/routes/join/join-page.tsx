import { Handshake } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useWhitelabel } from '../../features/site/hooks/use-whitelabel.ts';
import { PlaceholderPage } from '../_shared/placeholder-page.tsx';

export function JoinPage() {
  const { t } = useTranslation();
  const { branding } = useWhitelabel();
  return (
    <PlaceholderPage
      icon={Handshake}
      title={t('pages.join.title')}
      description={t('pages.join.description', { siteName: branding.siteName })}
      empty={t('pages.join.empty')}
    />
  );
}
