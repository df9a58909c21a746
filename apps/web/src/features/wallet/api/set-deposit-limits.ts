import type { EndpointInput } from '@orbit/contracts/endpoint';
import { setDepositLimitsEndpoint } from '@orbit/contracts/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { walletKeys } from './query-keys.ts';
import { useAccount } from './use-account.ts';

export type DepositLimitsBody = EndpointInput<typeof setDepositLimitsEndpoint>['body'];

/** A lower limit applies at once; a higher one (or none) after 24 hours. */
export function setDepositLimits(body: DepositLimitsBody) {
  return api.call(setDepositLimitsEndpoint, { body });
}

export function useSetDepositLimits() {
  const queryClient = useQueryClient();
  const account = useAccount();
  return useMutation({
    mutationFn: setDepositLimits,
    // The reply is the new state: shown at once; the deposit screen's remaining limit is re-read.
    onSuccess: (reply) => queryClient.setQueryData(walletKeys.depositLimits(account), reply),
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKeys.depositMethods(account) }),
  });
}
