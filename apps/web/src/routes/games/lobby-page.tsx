import { useTranslation } from 'react-i18next';
import type { LobbyKey } from '../../app/route-table.ts';
import { CurrencyProvider } from '../../features/games/components/currency.tsx';
import { Lobby } from '../../features/games/components/lobby.tsx';
import { useWhitelabel } from '../../features/site/hooks/use-whitelabel.ts';
import { usePageTitle } from '../_shared/use-page-title.ts';

/** A vendor game lobby (/rng, /live, /fish, /pvp, /esports, /sports, /seamless). */
export function LobbyPage({ category }: { category: LobbyKey }) {
  const { t } = useTranslation();
  const { merchant } = useWhitelabel();
  const title = t(`pages.${category}.title`);
  usePageTitle(title);
  return (
    <CurrencyProvider value={merchant.currencySymbol}>
      <Lobby kind={category} title={title} description={t(`pages.${category}.description`)} emptyText={t(`pages.${category}.empty`)} />
    </CurrencyProvider>
  );
}
