import type { EndpointInput } from '@orbit/contracts/endpoint';
import { withdrawEndpoint } from '@orbit/contracts/payments';
import { api } from '../../../lib/api.ts';
import { useWalletMutation } from './use-wallet-mutation.ts';

export type WithdrawBody = EndpointInput<typeof withdrawEndpoint>['body'];

/** Asks for a withdrawal to a bank account on file; the amount is held until finance pays or rejects it. */
export function withdraw(body: WithdrawBody) {
  return api.call(withdrawEndpoint, { body });
}

export function useWithdraw() {
  return useWalletMutation(withdraw);
}
