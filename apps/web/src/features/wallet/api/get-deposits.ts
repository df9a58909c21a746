import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { depositsEndpoint } from '@orbit/contracts/payments';
import { api } from '../../../lib/api.ts';
import { walletKeys, type PageFilter } from './query-keys.ts';
import { useAccount } from './use-account.ts';

export const DEPOSITS_PAGE_SIZE = 10;

export function getDeposits(filter: PageFilter) {
  return api.call(depositsEndpoint, { query: filter });
}

export function depositsQueryOptions(account: string | null, filter: PageFilter) {
  return queryOptions({
    queryKey: walletKeys.deposits(account, filter),
    queryFn: () => getDeposits(filter),
    enabled: account !== null,
    placeholderData: keepPreviousData,
  });
}

/** The member's deposits, newest first; re-read every few seconds while one on the page is pending. */
export function useDeposits(page: number, options: { watchPending?: boolean } = {}) {
  return useQuery({
    ...depositsQueryOptions(useAccount(), { page, pageSize: DEPOSITS_PAGE_SIZE }),
    refetchInterval: (query) => (options.watchPending && query.state.data?.items.some((item) => item.status === 'pending') ? 5_000 : false),
  });
}
