import { useTranslation } from 'react-i18next';
import { CurrencyProvider } from '../../features/games/components/currency.tsx';
import { GamesHub } from '../../features/games/components/games-hub.tsx';
import { useWhitelabel } from '../../features/site/hooks/use-whitelabel.ts';
import { usePageTitle } from '../_shared/use-page-title.ts';

/** The games hub (/games): every category and the games members play most. */
export function GamesHubPage() {
  const { t } = useTranslation();
  const { merchant } = useWhitelabel();
  const title = t('pages.games.title');
  usePageTitle(title);
  return (
    <CurrencyProvider value={merchant.currencySymbol}>
      <GamesHub title={title} description={t('pages.games.description')} />
    </CurrencyProvider>
  );
}
