import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markWithdrawalPaidEndpoint } from '@orbit/contracts/console-finance';
import { api } from '../../../lib/api.ts';
import { financeKeys } from './query-keys.ts';

/** Marks an approved withdrawal paid with the bank's payout reference; the member is then asked to confirm receipt. */
export function markWithdrawalPaid(id: number, payoutReference: string) {
  return api.call(markWithdrawalPaidEndpoint, { params: { id }, body: { payoutReference } });
}

export function useMarkWithdrawalPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payoutReference }: { id: number; payoutReference: string }) => markWithdrawalPaid(id, payoutReference),
    // Settled either way: a refusal such as invalid_state means the row changed under this operator.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: financeKeys.withdrawals() });
      void queryClient.invalidateQueries({ queryKey: financeKeys.ledgers() });
    },
  });
}
