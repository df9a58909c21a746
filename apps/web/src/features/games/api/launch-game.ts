import type { launchGameEndpoint, LaunchResult } from '@orbit/contracts/games';
import { GAMES_ROUTES } from '@orbit/contracts/games-routes';
import { currentLanguage } from '../../../lib/i18n.ts';
import { lazyCall } from './lazy-call.ts';

export interface LaunchTarget {
  gameId: number;
  roomId?: string | null;
}

/**
 * Opens a game with real money, or with play money for a free-play (trial) account (`real` false); the server
 * checks login, trial, responsible gaming and maintenance.
 */
export function launchGame(target: LaunchTarget, platform: 'html5-desktop' | 'html5', real = true): Promise<LaunchResult> {
  return lazyCall<typeof launchGameEndpoint>(GAMES_ROUTES.launchGame, {
    body: {
      gameId: target.gameId,
      roomId: target.roomId ?? undefined,
      accountType: real ? 1 : 0,
      launchMode: 'GLS',
      platform,
      clientType: 3,
      language: currentLanguage().code,
    },
  });
}
