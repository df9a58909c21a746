// The shape every money action shares: call, write the balance the reply carries (when it carries one), and
// re-read every wallet query, so each screen shows the server's truth.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Balance } from '@orbit/contracts/wallet';
import { walletKeys } from './query-keys.ts';
import { useAccount } from './use-account.ts';

export function useWalletMutation<TVariables, TReply>(mutationFn: (variables: TVariables) => Promise<TReply>, balanceOf?: (reply: TReply) => Balance) {
  const queryClient = useQueryClient();
  const account = useAccount();
  return useMutation({
    mutationFn,
    onSuccess: (reply) => {
      if (balanceOf) queryClient.setQueryData(walletKeys.balance(account), balanceOf(reply));
    },
    // A failure may still have moved money (a lost answer): re-read after either outcome.
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKeys.all }),
  });
}
