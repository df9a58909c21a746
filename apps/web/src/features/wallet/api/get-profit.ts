import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { personalProfitEndpoint } from '@orbit/contracts/wallet';
import { api } from '../../../lib/api.ts';
import { walletKeys } from './query-keys.ts';
import { useAccount } from './use-account.ts';

export function getProfit(range: { from?: string; to?: string }) {
  return api.call(personalProfitEndpoint, { query: range });
}

export function profitQueryOptions(account: string | null, range: { from?: string; to?: string }) {
  return queryOptions({
    queryKey: walletKeys.profit(account, range),
    queryFn: () => getProfit(range),
    enabled: account !== null,
    placeholderData: keepPreviousData,
  });
}

/** Personal profit and loss (personalProfit) per vendor over a range of days. */
export function useProfit(range: { from?: string; to?: string }) {
  return useQuery(profitQueryOptions(useAccount(), range));
}
