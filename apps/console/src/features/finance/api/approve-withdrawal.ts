import { useMutation, useQueryClient } from '@tanstack/react-query';
import { approveWithdrawalEndpoint } from '@orbit/contracts/console-finance';
import { api } from '../../../lib/api.ts';
import { financeKeys } from './query-keys.ts';

/** Approves a withdrawal for payout, or records the first of two approvals above the four-eyes amount. */
export function approveWithdrawal(id: number) {
  return api.call(approveWithdrawalEndpoint, { params: { id } });
}

export function useApproveWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveWithdrawal,
    // Settled either way: a refusal such as invalid_state means the row changed under this operator.
    onSettled: () => queryClient.invalidateQueries({ queryKey: financeKeys.withdrawals() }),
  });
}
