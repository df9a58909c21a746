import { UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useWhitelabel } from '../../features/site/hooks/use-whitelabel.ts';
import { PlaceholderPage } from '../_shared/placeholder-page.tsx';

export function RegisterPage() {
  const { t } = useTranslation();
  const { branding } = useWhitelabel();
  return (
    <PlaceholderPage
      icon={UserPlus}
      title={t('pages.register.title')}
      description={t('pages.register.description', { siteName: branding.siteName })}
      empty={t('pages.register.empty')}
    />
  );
}
