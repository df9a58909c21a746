import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateConsoleVendorEndpoint } from '@orbit/contracts/console-games';
import type { EndpointInput } from '@orbit/contracts/endpoint';
import { api } from '../../../lib/api.ts';
import { gameKeys } from './query-keys.ts';

export type UpdateVendorBody = EndpointInput<typeof updateConsoleVendorEndpoint>['body'];

/** Switches a vendor on or off, into or out of maintenance, hot or not, or moves it. */
export function updateVendor(code: string, body: UpdateVendorBody) {
  return api.call(updateConsoleVendorEndpoint, { params: { code }, body });
}

export function useUpdateVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, body }: { code: string; body: UpdateVendorBody }) => updateVendor(code, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gameKeys.all }),
  });
}
