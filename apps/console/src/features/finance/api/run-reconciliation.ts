import { useMutation, useQueryClient } from '@tanstack/react-query';
import { runReconciliationEndpoint } from '@orbit/contracts/console-finance';
import { api } from '../../../lib/api.ts';
import { financeKeys } from './query-keys.ts';

/** Runs the reconciliation now and answers its result. */
export function runReconciliation() {
  return api.call(runReconciliationEndpoint);
}

export function useRunReconciliation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: runReconciliation, onSuccess: () => queryClient.invalidateQueries({ queryKey: financeKeys.reconciliations() }) });
}
