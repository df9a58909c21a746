import { useMutation, useQueryClient } from '@tanstack/react-query';
import { checkTransferEndpoint } from '@orbit/contracts/console-finance';
import { api } from '../../../lib/api.ts';
import { financeKeys } from './query-keys.ts';

/** Asks the vendor now for a pending transfer's outcome; the server settles it by the answer. */
export function checkTransfer(id: number) {
  return api.call(checkTransferEndpoint, { params: { id } });
}

export function useCheckTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkTransfer,
    // Settled either way: a refusal such as invalid_state means the row changed under this operator.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: financeKeys.transfers() });
      void queryClient.invalidateQueries({ queryKey: financeKeys.ledgers() });
    },
  });
}
