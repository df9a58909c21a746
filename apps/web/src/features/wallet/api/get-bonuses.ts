import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { bonusDetailsEndpoint } from '@orbit/contracts/wallet';
import { api } from '../../../lib/api.ts';
import { walletKeys, type RecordFilter } from './query-keys.ts';
import { useAccount } from './use-account.ts';

export const BONUSES_PAGE_SIZE = 20;

export function getBonuses(filter: RecordFilter) {
  const { page, pageSize, from, to } = filter;
  return api.call(bonusDetailsEndpoint, { query: { page, pageSize, from, to } });
}

export function bonusesQueryOptions(account: string | null, filter: RecordFilter) {
  return queryOptions({
    queryKey: walletKeys.bonuses(account, filter),
    queryFn: () => getBonuses(filter),
    enabled: account !== null,
    placeholderData: keepPreviousData,
  });
}

/** Bonus details (bonusDetails): bonuses, rebates and commissions credited. */
export function useBonuses(filter: RecordFilter) {
  return useQuery(bonusesQueryOptions(useAccount(), filter));
}
