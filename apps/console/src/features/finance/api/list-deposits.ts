import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { consoleDepositsEndpoint } from '@orbit/contracts/console-finance';
import { api } from '../../../lib/api.ts';
import { financeKeys, type DepositListParams } from './query-keys.ts';

export function listDeposits(params: DepositListParams) {
  return api.call(consoleDepositsEndpoint, { query: params });
}

/** The queue changes as members deposit: refreshed every 20 seconds while shown. */
export function depositsQueryOptions(params: DepositListParams) {
  return queryOptions({
    queryKey: financeKeys.depositList(params),
    queryFn: () => listDeposits(params),
    placeholderData: keepPreviousData,
    refetchInterval: 20_000,
  });
}

export function useDeposits(params: DepositListParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...depositsQueryOptions(params), enabled: options.enabled ?? true });
}
