import { launchGameEndpoint, type LaunchResult } from '@orbit/contracts/games';
import { api } from '../../../lib/api.ts';
import { currentLanguage } from '../../../lib/i18n.ts';

export interface LaunchTarget {
  gameId: number;
  roomId?: string | null;
}

/** Real-money launch (spec §3 launch request); the server checks login, trial, responsible gaming and maintenance. */
export function launchGame(target: LaunchTarget, platform: 'html5-desktop' | 'html5'): Promise<LaunchResult> {
  return api.call(launchGameEndpoint, {
    body: {
      gameId: target.gameId,
      roomId: target.roomId ?? undefined,
      accountType: 1,
      launchMode: 'GLS',
      platform,
      clientType: 3,
      language: currentLanguage().code,
    },
  });
}
