import { queryOptions, useQuery } from '@tanstack/react-query';
import { whitelabelEndpoint } from '@orbit/contracts/site';
import { api } from '../../../lib/api.ts';
import { sessionKeys } from './query-keys.ts';

/** The merchant's public branding, so the login page shows whose console this is. */
export function getBrand() {
  return api.call(whitelabelEndpoint);
}

export function brandQueryOptions() {
  return queryOptions({
    queryKey: [...sessionKeys.all, 'brand'] as const,
    queryFn: getBrand,
    staleTime: 5 * 60_000,
    retry: false,
    meta: { sessionless: true, silent: true },
    select: (whitelabel) => ({ name: whitelabel.branding.siteName || whitelabel.merchant.name, logoUrl: whitelabel.branding.logoUrl }),
  });
}

export function useBrand() {
  return useQuery(brandQueryOptions());
}
