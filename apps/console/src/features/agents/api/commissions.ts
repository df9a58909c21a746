import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { commissionTotalsEndpoint, type COMMISSION_GRAINS } from '@orbit/contracts/console-agents';
import { api } from '../../../lib/api.ts';
import { agentKeys } from './query-keys.ts';

export type CommissionGrain = (typeof COMMISSION_GRAINS)[number];

export function useCommissionTotals(query: { grain: CommissionGrain; from: string; to: string }, options: { enabled: boolean }) {
  return useQuery({
    queryKey: agentKeys.commissions(query),
    queryFn: () => api.call(commissionTotalsEndpoint, { query }),
    placeholderData: keepPreviousData,
    enabled: options.enabled,
  });
}
