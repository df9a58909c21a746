import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rejectWithdrawalEndpoint } from '@orbit/contracts/console-finance';
import { api } from '../../../lib/api.ts';
import { financeKeys } from './query-keys.ts';

/** Rejects a withdrawal with a reason; the held money returns to the member's main wallet. */
export function rejectWithdrawal(id: number, reason: string) {
  return api.call(rejectWithdrawalEndpoint, { params: { id }, body: { reason } });
}

export function useRejectWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => rejectWithdrawal(id, reason),
    // Settled either way: a refusal such as invalid_state means the row changed under this operator.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: financeKeys.withdrawals() });
      void queryClient.invalidateQueries({ queryKey: financeKeys.ledgers() });
    },
  });
}
