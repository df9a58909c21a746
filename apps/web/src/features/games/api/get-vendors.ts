import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameVendor, vendorsEndpoint } from '@orbit/contracts/games';
import { GAMES_ROUTES } from '@orbit/contracts/games-routes';
import { useCurrentLanguage } from '../../../lib/use-current-language.ts';
import { gamesKeys } from './keys.ts';
import { lazyCall } from './lazy-call.ts';

export async function getVendors(): Promise<GameVendor[]> {
  const reply = await lazyCall<typeof vendorsEndpoint>(GAMES_ROUTES.vendors);
  return reply.vendors;
}

/** Every enabled vendor of the merchant, in order (the footer partner strip). */
export function useVendors() {
  const language = useCurrentLanguage().code;
  return useQuery(queryOptions({ queryKey: gamesKeys.vendors(language), queryFn: getVendors, staleTime: 5 * 60_000 }));
}
