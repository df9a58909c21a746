import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { GameCategory, gameListEndpoint } from '@orbit/contracts/games';
import { GAMES_ROUTES } from '@orbit/contracts/games-routes';
import { useCurrentLanguage } from '../../../lib/use-current-language.ts';
import { nextServerPage, SERVER_PAGE_SIZE } from '../model/paging.ts';
import { gamesKeys, type GameListFilter } from './keys.ts';
import { lazyCall } from './lazy-call.ts';

export function getGames(filter: GameListFilter, pageNo: number) {
  return lazyCall<typeof gameListEndpoint>(GAMES_ROUTES.gameList, {
    query: {
      category: filter.category ? (filter.category as GameCategory) : undefined,
      vassalage: filter.vendor ?? undefined,
      gameName: filter.name || undefined,
      pageNo,
      pageSize: SERVER_PAGE_SIZE,
    },
  });
}

export function gamesQueryOptions(language: string, filter: GameListFilter) {
  return infiniteQueryOptions({
    queryKey: gamesKeys.list(language, filter),
    queryFn: ({ pageParam }) => getGames(filter, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextServerPage,
    // Kept alive between visits: a lobby seen in the last half hour shows at once, as it was.
    staleTime: 5 * 60_000,
    gcTime: 30 * 60_000,
  });
}

/** One lobby's games (a category, or one vendor of it, optionally searched by name), 24 a server page. */
export function useGames(filter: GameListFilter) {
  return useInfiniteQuery(gamesQueryOptions(useCurrentLanguage().code, filter));
}
