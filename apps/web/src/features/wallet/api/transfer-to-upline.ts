import type { EndpointInput } from '@orbit/contracts/endpoint';
import { uplineTransferEndpoint } from '@orbit/contracts/wallet';
import { api } from '../../../lib/api.ts';
import { useWalletMutation } from './use-wallet-mutation.ts';

export type UplineTransferBody = EndpointInput<typeof uplineTransferEndpoint>['body'];

/** Sends money from the main wallet to the upline agent (transferUpline); an encrypted call. */
export function transferToUpline(body: UplineTransferBody) {
  return api.call(uplineTransferEndpoint, { body });
}

export function useTransferToUpline() {
  return useWalletMutation(transferToUpline, (reply) => reply.balance);
}
