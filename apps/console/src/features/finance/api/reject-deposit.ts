import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rejectDepositEndpoint } from '@orbit/contracts/console-finance';
import { api } from '../../../lib/api.ts';
import { financeKeys } from './query-keys.ts';

/** Rejects a deposit with a reason the member reads. */
export function rejectDeposit(id: number, reason: string) {
  return api.call(rejectDepositEndpoint, { params: { id }, body: { reason } });
}

export function useRejectDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => rejectDeposit(id, reason),
    // Settled either way: a refusal such as invalid_state means the row changed under this operator.
    onSettled: () => queryClient.invalidateQueries({ queryKey: financeKeys.deposits() }),
  });
}
