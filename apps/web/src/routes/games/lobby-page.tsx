import { useTranslation } from 'react-i18next';
import type { LobbyKey } from '../../app/route-table.ts';
import { useLiveDealer } from '../../features/games/api/get-game-menus.ts';
import { CurrencyProvider } from '../../features/games/components/currency.tsx';
import { Lobby } from '../../features/games/components/lobby.tsx';
import { useWhitelabel } from '../../features/site/hooks/use-whitelabel.ts';
import { categoryTextsKey } from '../../lib/category-texts.ts';
import { usePageTitle } from '../_shared/use-page-title.ts';

/** A vendor game lobby (/rng, /live, /fish, /pvp, /seamless; /sports and /esports for a vendor other than the house book). */
export function LobbyPage({ category }: { category: LobbyKey }) {
  const { t } = useTranslation();
  const { merchant } = useWhitelabel();
  // /live is "table games" until a live-dealer vendor is connected (lib/category-texts.ts).
  const texts = categoryTextsKey(category, useLiveDealer());
  const title = t(`${texts}.title`);
  usePageTitle(title);
  return (
    <CurrencyProvider value={merchant.currencySymbol}>
      <Lobby kind={category} title={title} description={t(`${texts}.description`)} emptyText={t(`${texts}.empty`)} />
    </CurrencyProvider>
  );
}
