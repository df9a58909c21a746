import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RecordType } from '@orbit/contracts/wallet';
import { accountRecordsEndpoint } from '@orbit/contracts/wallet';
import { api } from '../../../lib/api.ts';
import { walletKeys, type RecordFilter } from './query-keys.ts';
import { useAccount } from './use-account.ts';

export const RECORDS_PAGE_SIZE = 20;

export function getAccountRecords(filter: RecordFilter) {
  return api.call(accountRecordsEndpoint, { query: { ...filter, type: filter.type as RecordType | undefined } });
}

export function accountRecordsQueryOptions(account: string | null, filter: RecordFilter) {
  return queryOptions({
    queryKey: walletKeys.records(account, filter),
    queryFn: () => getAccountRecords(filter),
    enabled: account !== null,
    placeholderData: keepPreviousData,
  });
}

/** The account record (transactionHistory) for a type and a range of days, a page at a time. */
export function useAccountRecords(filter: RecordFilter) {
  return useQuery(accountRecordsQueryOptions(useAccount(), filter));
}
