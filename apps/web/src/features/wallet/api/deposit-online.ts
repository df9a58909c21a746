import type { EndpointInput } from '@orbit/contracts/endpoint';
import { onlineDepositEndpoint } from '@orbit/contracts/payments';
import { api } from '../../../lib/api.ts';
import { useWalletMutation } from './use-wallet-mutation.ts';

export type OnlineDepositBody = EndpointInput<typeof onlineDepositEndpoint>['body'];

/** Starts an online payment; the reply names the gateway page where the member pays. */
export function depositOnline(body: OnlineDepositBody) {
  return api.call(onlineDepositEndpoint, { body });
}

export function useDepositOnline() {
  return useWalletMutation(depositOnline);
}
