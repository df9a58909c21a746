import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adjustmentEndpoint } from '@orbit/contracts/console-finance';
import type { EndpointInput } from '@orbit/contracts/endpoint';
import { api } from '../../../lib/api.ts';
import { financeKeys } from './query-keys.ts';

export type AdjustmentBody = EndpointInput<typeof adjustmentEndpoint>['body'];

/**
 * Credits or debits a member's main wallet by hand; the requestId makes a retried call move money once. From
 * the four-eyes amount up the answer is `pending`: a second operator confirms it from the dashboard.
 */
export function adjustBalance(body: AdjustmentBody) {
  return api.call(adjustmentEndpoint, { body });
}

export function useAdjustBalance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adjustBalance,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: financeKeys.ledgers() });
      await queryClient.invalidateQueries({ queryKey: financeKeys.pendingAdjustments() });
    },
  });
}
