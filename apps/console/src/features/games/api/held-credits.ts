import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { approveHeldCreditEndpoint, heldCreditsEndpoint, rejectHeldCreditEndpoint, updateCreditCapEndpoint } from '@orbit/contracts/console-rounds';
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

/** Sets a seamless vendor's cap on credits without a matching bet; null goes back to the default. */
export function useUpdateCreditCap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, creditCap }: { code: string; creditCap: string | null }) =>
      api.call(updateCreditCapEndpoint, { params: { code }, body: { creditCap } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gameKeys.wallets() }),
  });
}
