import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { withdrawalsEndpoint } from '@orbit/contracts/payments';
import { api } from '../../../lib/api.ts';
import { walletKeys, type PageFilter } from './query-keys.ts';
import { useAccount } from './use-account.ts';

export const WITHDRAWALS_PAGE_SIZE = 10;

export function getWithdrawals(filter: PageFilter) {
  return api.call(withdrawalsEndpoint, { query: filter });
}

export function withdrawalsQueryOptions(account: string | null, filter: PageFilter) {
  return queryOptions({
    queryKey: walletKeys.withdrawals(account, filter),
    queryFn: () => getWithdrawals(filter),
    enabled: account !== null,
    placeholderData: keepPreviousData,
  });
}

/** The member's withdrawals, newest first. */
export function useWithdrawals(page: number) {
  return useQuery(withdrawalsQueryOptions(useAccount(), { page, pageSize: WITHDRAWALS_PAGE_SIZE }));
}
