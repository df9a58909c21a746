// The support calls of the member site (docs/support.md): winners board, feedback, agent applications. Only
// lazy screens import this file, so the API client and the contracts never reach the first load.
import type { Game, hotGamesEndpoint } from '@orbit/contracts/games';
import { GAMES_ROUTES } from '@orbit/contracts/games-routes';
import { useQuery } from '@tanstack/react-query';
import { useCurrentLanguage } from '../../lib/use-current-language.ts';
import { lazyCall } from '../games/api/lazy-call.ts';
import { getPopularGames } from '../games/api/get-popular.ts';

export const supportKeys = {
  winners: (language: string) => ['support', 'winners', language] as const,
  hot: (language: string) => ['games', 'hot', language] as const,
  popular: (language: string) => ['games', 'popular', language, 'home'] as const,
  feedback: (account: string | null) => ['support', 'feedback', account] as const,
};

export function useHotGames() {
  const language = useCurrentLanguage().code;
  return useQuery({
    queryKey: supportKeys.hot(language),
    queryFn: async (): Promise<Game[]> => (await lazyCall<typeof hotGamesEndpoint>(GAMES_ROUTES.hotGames, { query: { language } })).list,
    staleTime: 60_000,
  });
}

export function usePopularHome() {
  const language = useCurrentLanguage().code;
  return useQuery({ queryKey: supportKeys.popular(language), queryFn: () => getPopularGames('rng', language), staleTime: 60_000 });
}

export function useWinners(enabled: boolean) {
  const language = useCurrentLanguage().code;
  return useQuery({
    queryKey: supportKeys.winners(language),
    queryFn: async () => {
      const [{ api }, { winnersEndpoint }] = await Promise.all([import('../../lib/api.ts'), import('@orbit/contracts/support')]);
      return (await api.call(winnersEndpoint, { query: { limit: 10 } })).items;
    },
    enabled,
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}
