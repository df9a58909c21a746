import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { consoleWithdrawalsEndpoint } from '@orbit/contracts/console-finance';
import { api } from '../../../lib/api.ts';
import { financeKeys, type WithdrawalListParams } from './query-keys.ts';

export function listWithdrawals(params: WithdrawalListParams) {
  return api.call(consoleWithdrawalsEndpoint, { query: params });
}

/** The queue changes as members withdraw and confirm: refreshed every 20 seconds while shown. */
export function withdrawalsQueryOptions(params: WithdrawalListParams) {
  return queryOptions({
    queryKey: financeKeys.withdrawalList(params),
    queryFn: () => listWithdrawals(params),
    placeholderData: keepPreviousData,
    refetchInterval: 20_000,
  });
}

export function useWithdrawals(params: WithdrawalListParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...withdrawalsQueryOptions(params), enabled: options.enabled ?? true });
}
