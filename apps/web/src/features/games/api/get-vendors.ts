import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameVendor, vendorsEndpoint } from '@orbit/contracts/games';
import { useCurrentLanguage } from '../../../lib/use-current-language.ts';
import { gamesKeys } from './keys.ts';
import { shellCall } from './shell-call.ts';

export async function getVendors(): Promise<GameVendor[]> {
  const reply = await shellCall<typeof vendorsEndpoint>({ method: 'GET', path: '/lgw/games/vendors' });
  return reply.vendors;
}

/** Every enabled vendor of the merchant, in order (the footer partner strip). */
export function useVendors() {
  const language = useCurrentLanguage().code;
  return useQuery(queryOptions({ queryKey: gamesKeys.vendors(language), queryFn: getVendors, staleTime: 5 * 60_000 }));
}
