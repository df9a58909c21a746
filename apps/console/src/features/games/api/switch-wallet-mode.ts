import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateWalletModeEndpoint, type WalletMode } from '@orbit/contracts/console-rounds';
import { api } from '../../../lib/api.ts';
import { gameKeys } from './query-keys.ts';

/** Switches a vendor between the transfer and seamless wallets (refused while anything is open at it). */
export function switchWalletMode(code: string, walletMode: WalletMode) {
  return api.call(updateWalletModeEndpoint, { params: { code }, body: { walletMode } });
}

export function useSwitchWalletMode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, walletMode }: { code: string; walletMode: WalletMode }) => switchWalletMode(code, walletMode),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gameKeys.all }),
  });
}
