import { useQuery } from '@tanstack/react-query';
import type { recentGamesEndpoint } from '@orbit/contracts/games';
import { GAMES_ROUTES } from '@orbit/contracts/games-routes';
import { useSession } from '../../../lib/session.ts';
import { useCurrentLanguage } from '../../../lib/use-current-language.ts';
import { gamesKeys } from './keys.ts';
import { lazyCall } from './lazy-call.ts';

export function getRecentGames(language: string) {
  return lazyCall<typeof recentGamesEndpoint>(GAMES_ROUTES.recentGames, { query: { language } }).then((reply) => reply.list);
}

/** The games the member launched last, newest first; idle while logged out. */
export function useRecentGames() {
  const { loggedIn, account } = useSession();
  const language = useCurrentLanguage().code;
  const key = gamesKeys.recent(loggedIn ? account : null, language);
  return useQuery({ queryKey: key, queryFn: () => getRecentGames(language), enabled: loggedIn, staleTime: 30_000 });
}
