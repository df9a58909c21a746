import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button.tsx';
import { useWhitelabel } from '../../features/site/hooks/use-whitelabel.ts';
import { PlaceholderPage } from '../_shared/placeholder-page.tsx';

export function LoginPage() {
  const { t } = useTranslation();
  const { branding } = useWhitelabel();
  return (
    <PlaceholderPage
      icon={LogIn}
      title={t('pages.login.title')}
      description={t('pages.login.description', { siteName: branding.siteName })}
      empty={t('pages.login.empty')}
      actions={
        <>
          <ButtonLink to="/register">{t('pages.login.register')}</ButtonLink>
          <ButtonLink to="/" variant="secondary">
            {t('pages.common.backHome')}
          </ButtonLink>
        </>
      }
    />
  );
}
