import { Gamepad2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button.tsx';
import { PlaceholderPage } from '../_shared/placeholder-page.tsx';

export function GamePage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      icon={Gamepad2}
      title={t('pages.game.title')}
      description={t('pages.game.description')}
      empty={t('pages.game.empty')}
      actions={
        <>
          <ButtonLink to="/rng">{t('pages.rng.title')}</ButtonLink>
          <ButtonLink to="/" variant="secondary">
            {t('pages.common.backHome')}
          </ButtonLink>
        </>
      }
    />
  );
}
