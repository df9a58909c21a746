import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { transfersEndpoint } from '@orbit/contracts/wallet';
import { api } from '../../../lib/api.ts';
import { walletKeys, type PageFilter } from './query-keys.ts';
import { useAccount } from './use-account.ts';

export const TRANSFERS_PAGE_SIZE = 10;

export function getTransfers(filter: PageFilter) {
  return api.call(transfersEndpoint, { query: filter });
}

export function transfersQueryOptions(account: string | null, filter: PageFilter) {
  return queryOptions({
    queryKey: walletKeys.transfers(account, filter),
    queryFn: () => getTransfers(filter),
    enabled: account !== null,
    placeholderData: keepPreviousData,
  });
}

/** The member's vendor transfers, newest first; re-read every few seconds while one is still pending. */
export function useTransfers(page: number) {
  return useQuery({
    ...transfersQueryOptions(useAccount(), { page, pageSize: TRANSFERS_PAGE_SIZE }),
    refetchInterval: (query) => (query.state.data?.items.some((item) => item.status === 'pending') ? 5_000 : false),
  });
}
