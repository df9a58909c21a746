import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { CurrencyProvider, TimeZoneProvider } from '../../features/games/components/currency.tsx';
import { GameScreen } from '../../features/games/components/game-screen.tsx';
import type { GamePageState } from '../../features/games/components/use-game-launch.tsx';
import { useWhitelabel } from '../../features/site/hooks/use-whitelabel.ts';
import { usePageTitle } from '../_shared/use-page-title.ts';

function positiveInt(value: string | null): number | null {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : null;
}

/** The game page: /game?gameId=…[&roomId=…], with the launch answer in the navigation state. */
export function GamePage() {
  const { t } = useTranslation();
  const { merchant } = useWhitelabel();
  const [params] = useSearchParams();
  const location = useLocation();
  const state = (location.state as GamePageState | null) ?? null;
  const gameId = positiveInt(params.get('gameId'));
  // A launch answer is only used for the game it was made for.
  const ownState = state?.launch && state.launch.gameId === gameId ? state : null;
  // Opened by a link there is no state: the screen finds the game's name, so the tab never reads just "Game".
  const [linkedName, setLinkedName] = useState<string | null>(null);
  usePageTitle(ownState?.name ?? linkedName ?? t('pages.game.title'));
  return (
    <CurrencyProvider value={merchant.currencySymbol}>
      <TimeZoneProvider value={merchant.timeZone}>
        <GameScreen
          key={`${gameId ?? ''}:${params.get('roomId') ?? ''}`}
          state={ownState}
          gameId={gameId}
          roomId={params.get('roomId')}
          onName={setLinkedName}
        />
      </TimeZoneProvider>
    </CurrencyProvider>
  );
}
