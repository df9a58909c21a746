import { queryOptions, useQuery } from '@tanstack/react-query';
import type { gameMenusEndpoint, MenuItem } from '@orbit/contracts/games';
import { GAMES_ROUTES } from '@orbit/contracts/games-routes';
import { useCurrentLanguage } from '../../../lib/use-current-language.ts';
import { gamesKeys } from './keys.ts';
import { lazyCall } from './lazy-call.ts';

export async function getGameMenus(): Promise<MenuItem[]> {
  const reply = await lazyCall<typeof gameMenusEndpoint>(GAMES_ROUTES.gameMenus);
  return reply.menus;
}

export function gameMenusQueryOptions(language: string) {
  return queryOptions({ queryKey: gamesKeys.menus(language), queryFn: getGameMenus, staleTime: 60_000, retry: 2 });
}

/** The header's categories with their vendors, in the current language. */
export function useGameMenus() {
  return useQuery(gameMenusQueryOptions(useCurrentLanguage().code));
}

/**
 * Whether the live category has a vendor with real dealers (the header's menus say it). Until the menus are read
 * this answers false, so the house tables are never called live while the page loads.
 */
export function useLiveDealer(): boolean {
  const { data } = useGameMenus();
  return data?.some((item) => item.category === 'live' && item.liveDealer) ?? false;
}
