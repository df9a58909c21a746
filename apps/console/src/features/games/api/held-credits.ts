import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { approveHeldCreditEndpoint, heldCreditsEndpoint, rejectHeldCreditEndpoint, updateCreditCapEndpoint } from '@orbit/contracts/console-rounds';
import { confirmCreditCapChangeEndpoint, creditCapChangesEndpoint, rejectCreditCapChangeEndpoint } from '@orbit/contracts/console-approvals';
import { api } from '../../../lib/api.ts';
import { gameKeys } from './query-keys.ts';

export function heldCreditsQueryOptions() {
  return queryOptions({ queryKey: gameKeys.heldCredits(), queryFn: () => api.call(heldCreditsEndpoint), select: (reply) => reply.items });
}

/** Seamless credits over the cap waiting for an operator (docs/seamless-wallet.md, Credit cap). */
export function useHeldCredits() {
  return useQuery(heldCreditsQueryOptions());
}

/** Approves (paid to the member, or a first approval at the four-eyes amount) or rejects a held credit. */
export function useDecideHeldCredit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: 'approve' | 'reject' }) =>
      api.call(decision === 'approve' ? approveHeldCreditEndpoint : rejectHeldCreditEndpoint, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: gameKeys.all }),
  });
}

/** Asks for a seamless vendor's cap on credits without a matching bet (null: the default); a second operator confirms it. */
export function useUpdateCreditCap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, creditCap }: { code: string; creditCap: string | null }) =>
      api.call(updateCreditCapEndpoint, { params: { code }, body: { creditCap } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gameKeys.all }),
  });
}

/** Changes of vendors' credit caps waiting for a second operator (four-eyes). */
export function useCreditCapChanges(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: gameKeys.capChanges(),
    queryFn: async () => (await api.call(creditCapChangesEndpoint)).items,
    enabled: options.enabled ?? true,
  });
}

/** Confirms (the cap is in force) or rejects a held credit cap change; the wallets and the list are read again. */
export function useDecideCreditCapChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: 'confirm' | 'reject' }) =>
      api.call(decision === 'confirm' ? confirmCreditCapChangeEndpoint : rejectCreditCapChangeEndpoint, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: gameKeys.all }),
  });
}
