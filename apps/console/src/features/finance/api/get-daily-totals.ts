import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { dailyTotalsEndpoint } from '@orbit/contracts/console-finance';
import { api } from '../../../lib/api.ts';
import { financeKeys } from './query-keys.ts';

/** Deposits, withdrawals and net per day (merchant's time zone) and method, between two days inclusive. */
export function getDailyTotals(from: string, to: string) {
  return api.call(dailyTotalsEndpoint, { query: { from, to } });
}

export function dailyTotalsQueryOptions(from: string, to: string) {
  return queryOptions({ queryKey: financeKeys.dailyTotals(from, to), queryFn: () => getDailyTotals(from, to), placeholderData: keepPreviousData });
}

export function useDailyTotals(from: string, to: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...dailyTotalsQueryOptions(from, to), enabled: options.enabled ?? true });
}
