import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteStatus } from '@orbit/contracts/site';
import { SITE_REFRESH_MS } from './get-whitelabel.ts';
import { EARLY_URLS, takeEarlyReply } from './early-reply.ts';
import { siteKeys } from './keys.ts';
import { loadSiteApi } from './load-contracts.ts';

/** Status codes of `siteStatusSchema` (contracts' SITE_STATUS), kept here so the boot path needs no zod. */
export const SITE_STATUS = { normal: 0, maintenance: 1, regionRestricted: 2 } as const satisfies Record<string, SiteStatus['status']>;

export async function getSiteStatus(host: string): Promise<SiteStatus> {
  const early = await takeEarlyReply<SiteStatus>(EARLY_URLS.status(host));
  if (early) return early;
  const { api, siteStatusEndpoint } = await loadSiteApi();
  return api.call(siteStatusEndpoint, { query: { url: host } });
}

export const siteStatusQueryOptions = (host: string) =>
  queryOptions({
    queryKey: siteKeys.status(host),
    queryFn: () => getSiteStatus(host),
    refetchInterval: SITE_REFRESH_MS,
    refetchOnWindowFocus: true,
    staleTime: 5_000, // read just before the first render: no second call when SiteGate mounts
    retry: 2,
  });

export function useSiteStatusQuery() {
  return useQuery(siteStatusQueryOptions(window.location.host));
}
