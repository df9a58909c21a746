import { useQuery } from '@tanstack/react-query';
import type { gameListEndpoint, LaunchResult } from '@orbit/contracts/games';
import { GAMES_ROUTES } from '@orbit/contracts/games-routes';
import { useCurrentLanguage } from '../../../lib/use-current-language.ts';
import { gamesKeys } from './keys.ts';
import { lazyCall } from './lazy-call.ts';

/**
 * The name of a house game opened straight at its address (a shared link, a reload): the launch answer names
 * its vendor and category, whose list holds the game in the reader's language. Null until known.
 */
export function useHouseGameName(launch: LaunchResult | null, known: boolean): string | null {
  const language = useCurrentLanguage().code;
  const house = launch?.mode === 'house' ? launch : null;
  const query = useQuery({
    queryKey: [...gamesKeys.all, 'name', language, house?.gameId ?? 0] as const,
    queryFn: () =>
      lazyCall<typeof gameListEndpoint>(GAMES_ROUTES.gameList, {
        query: { vassalage: house?.vendorCode, category: house?.category, pageNo: 1, pageSize: 100 },
      }),
    enabled: !known && house !== null,
    staleTime: 5 * 60_000,
  });
  return query.data?.games.find((game) => game.gameId === house?.gameId)?.displayName ?? null;
}
