import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Whitelabel } from '@orbit/contracts/site';
import { setMerchantCode } from '../../../lib/session.ts';
import { EARLY_URLS, takeEarlyReply } from './early-reply.ts';
import { siteKeys } from './keys.ts';
import { loadSiteApi } from './load-contracts.ts';

/** Re-read with the status so a switch made in the console reaches open pages within seconds. */
export const SITE_REFRESH_MS = 10_000;

async function callWhitelabel(): Promise<Whitelabel> {
  const { api, whitelabelEndpoint } = await loadSiteApi();
  return api.call(whitelabelEndpoint);
}

export async function getWhitelabel(): Promise<Whitelabel> {
  const whitelabel = (await takeEarlyReply<Whitelabel>(EARLY_URLS.whitelabel)) ?? (await callWhitelabel());
  // The merchant is resolved by host; later calls name it explicitly in the Merchant header.
  setMerchantCode(whitelabel.merchant.code);
  return whitelabel;
}

export const whitelabelQueryOptions = () =>
  queryOptions({
    queryKey: siteKeys.whitelabel(),
    queryFn: getWhitelabel,
    refetchInterval: SITE_REFRESH_MS,
    refetchOnWindowFocus: true,
    staleTime: 5_000,
    retry: 2,
  });

export function useWhitelabelQuery() {
  return useQuery(whitelabelQueryOptions());
}
