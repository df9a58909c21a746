import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { betRecordsEndpoint } from '@orbit/contracts/bets';
import type { GameCategory } from '@orbit/contracts/games';
import { api } from '../../../lib/api.ts';
import { walletKeys } from './query-keys.ts';
import { useAccount } from './use-account.ts';

export const BETS_PAGE_SIZE = 20;

export interface BetFilter {
  page: number;
  pageSize: number;
  from?: string | undefined;
  to?: string | undefined;
  category?: GameCategory | undefined;
}

export function betsQueryOptions(account: string | null, filter: BetFilter) {
  return queryOptions({
    queryKey: walletKeys.bets(account, filter),
    queryFn: () => api.call(betRecordsEndpoint, { query: filter }),
    enabled: account !== null,
    placeholderData: keepPreviousData,
  });
}

/** The betting record (personalHistoryCopy): rounds at every vendor, newest first. */
export function useBets(filter: BetFilter) {
  return useQuery(betsQueryOptions(useAccount(), filter));
}
