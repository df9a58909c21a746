import { useMutation, useQueryClient } from '@tanstack/react-query';
import { approveDepositEndpoint } from '@orbit/contracts/console-finance';
import { api } from '../../../lib/api.ts';
import { financeKeys } from './query-keys.ts';

/** Approves a deposit: credits the wallet, or records the first of two approvals above the four-eyes amount. */
export function approveDeposit(id: number) {
  return api.call(approveDepositEndpoint, { params: { id } });
}

export function useApproveDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveDeposit,
    // Settled either way: a refusal such as invalid_state means the row changed under this operator.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: financeKeys.deposits() });
      void queryClient.invalidateQueries({ queryKey: financeKeys.ledgers() });
    },
  });
}
