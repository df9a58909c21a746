// The shape every agent-centre change shares: call, then re-read what it changed (by key), so every list
// shows the server's truth.
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useAccount } from './use-account.ts';

export function useAgentMutation<TVariables, TReply>(mutationFn: (variables: TVariables) => Promise<TReply>, changes: (account: string | null) => QueryKey[]) {
  const queryClient = useQueryClient();
  const account = useAccount();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all(changes(account).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
