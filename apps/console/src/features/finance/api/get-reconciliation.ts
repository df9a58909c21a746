import { queryOptions, useQuery } from '@tanstack/react-query';
import { reconciliationEndpoint } from '@orbit/contracts/console-finance';
import { api } from '../../../lib/api.ts';
import { financeKeys } from './query-keys.ts';

export function getReconciliation(limit: number) {
  return api.call(reconciliationEndpoint, { query: { limit } });
}

/** The latest reconciliation runs; the layout's banner reads the latest one every minute. */
export function reconciliationQueryOptions(limit = 20) {
  return queryOptions({ queryKey: financeKeys.reconciliation(limit), queryFn: () => getReconciliation(limit), refetchInterval: 60_000 });
}

export function useReconciliation(limit = 20, options: { enabled?: boolean } = {}) {
  return useQuery({ ...reconciliationQueryOptions(limit), enabled: options.enabled ?? true });
}
