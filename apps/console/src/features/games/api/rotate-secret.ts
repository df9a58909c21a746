import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rotateVendorSecretEndpoint } from '@orbit/contracts/console-rounds';
import { api } from '../../../lib/api.ts';
import { gameKeys } from './query-keys.ts';

/** Issues a seamless vendor a new signing secret; the answer is the only place it is ever shown. */
export function rotateSecret(code: string) {
  return api.call(rotateVendorSecretEndpoint, { params: { code } });
}

export function useRotateSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => rotateSecret(code),
    // The list refreshes its "rotated at"; the screen resets the mutation once it shows the secret.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gameKeys.wallets() }),
  });
}
