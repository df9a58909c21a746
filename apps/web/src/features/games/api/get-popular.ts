import { useQuery } from '@tanstack/react-query';
import { popularGamesEndpoint, type GameCategory } from '@orbit/contracts/games';
import { api } from '../../../lib/api.ts';
import { useCurrentLanguage } from '../../../lib/use-current-language.ts';
import { gamesKeys } from './keys.ts';

export function getPopularGames(category: GameCategory, language: string) {
  return api.call(popularGamesEndpoint, { query: { category, limit: 6, language } }).then((reply) => reply.list);
}

/** The most played games of a category: offered when the chosen one is under maintenance. */
export function usePopularGames(category: GameCategory, enabled: boolean) {
  const language = useCurrentLanguage().code;
  return useQuery({ queryKey: gamesKeys.popular(language, category), queryFn: () => getPopularGames(category, language), enabled, staleTime: 60_000 });
}
