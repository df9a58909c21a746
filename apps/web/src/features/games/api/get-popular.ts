import { useQuery } from '@tanstack/react-query';
import type { GameCategory, popularGamesEndpoint } from '@orbit/contracts/games';
import { GAMES_ROUTES } from '@orbit/contracts/games-routes';
import { useCurrentLanguage } from '../../../lib/use-current-language.ts';
import { gamesKeys } from './keys.ts';
import { lazyCall } from './lazy-call.ts';

export function getPopularGames(category: GameCategory | undefined, language: string, limit = 6) {
  return lazyCall<typeof popularGamesEndpoint>(GAMES_ROUTES.popularGames, { query: { category, limit, language } }).then((reply) => reply.list);
}

/** The games hub's hot games: the most played of every category (hot games fill in when few were played). */
export function useHotGames() {
  const language = useCurrentLanguage().code;
  return useQuery({ queryKey: gamesKeys.popular(language, 'all'), queryFn: () => getPopularGames(undefined, language, 12), staleTime: 60_000 });
}

/** The most played games of a category: offered when the chosen one is under maintenance. */
export function usePopularGames(category: GameCategory, enabled: boolean) {
  const language = useCurrentLanguage().code;
  return useQuery({ queryKey: gamesKeys.popular(language, category), queryFn: () => getPopularGames(category, language), enabled, staleTime: 60_000 });
}
