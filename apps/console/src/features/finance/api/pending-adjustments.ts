import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { confirmAdjustmentEndpoint, pendingAdjustmentsEndpoint, rejectAdjustmentEndpoint } from '@orbit/contracts/console-approvals';
import { api } from '../../../lib/api.ts';
import { financeKeys } from './query-keys.ts';

/** Manual adjustments from the four-eyes amount up, waiting for a second operator. */
export function usePendingAdjustments(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: financeKeys.pendingAdjustments(),
    queryFn: async () => (await api.call(pendingAdjustmentsEndpoint)).items,
    enabled: options.enabled ?? true,
  });
}

/** Confirms (moves the money) or rejects a held adjustment; the list and the ledgers are read again either way. */
export function useDecideAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: 'confirm' | 'reject' }) =>
      api.call(decision === 'confirm' ? confirmAdjustmentEndpoint : rejectAdjustmentEndpoint, { params: { id } }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: financeKeys.pendingAdjustments() });
      await queryClient.invalidateQueries({ queryKey: financeKeys.ledgers() });
    },
  });
}
