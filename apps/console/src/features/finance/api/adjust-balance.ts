import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adjustmentEndpoint } from '@orbit/contracts/console-finance';
import type { EndpointInput } from '@orbit/contracts/endpoint';
import { api } from '../../../lib/api.ts';
import { financeKeys } from './query-keys.ts';

export type AdjustmentBody = EndpointInput<typeof adjustmentEndpoint>['body'];

/** Credits or debits a member's main wallet by hand; the requestId makes a retried call move money once. */
export function adjustBalance(body: AdjustmentBody) {
  return api.call(adjustmentEndpoint, { body });
}

export function useAdjustBalance() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: adjustBalance, onSuccess: () => queryClient.invalidateQueries({ queryKey: financeKeys.ledgers() }) });
}
