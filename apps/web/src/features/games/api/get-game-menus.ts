import { queryOptions, useQuery } from '@tanstack/react-query';
import type { gameMenusEndpoint, MenuItem } from '@orbit/contracts/games';
import { useCurrentLanguage } from '../../../lib/use-current-language.ts';
import { gamesKeys } from './keys.ts';
import { shellCall } from './shell-call.ts';

export async function getGameMenus(): Promise<MenuItem[]> {
  const reply = await shellCall<typeof gameMenusEndpoint>({ method: 'GET', path: '/lgw/games/game_menus' });
  return reply.menus;
}

export function gameMenusQueryOptions(language: string) {
  return queryOptions({ queryKey: gamesKeys.menus(language), queryFn: getGameMenus, staleTime: 60_000, retry: 2 });
}

/** The header's categories with their vendors (spec §2), in the current language. */
export function useGameMenus() {
  return useQuery(gameMenusQueryOptions(useCurrentLanguage().code));
}
