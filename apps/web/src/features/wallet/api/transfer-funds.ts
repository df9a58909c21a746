import type { EndpointInput } from '@orbit/contracts/endpoint';
import { walletTransferEndpoint } from '@orbit/contracts/wallet';
import { api } from '../../../lib/api.ts';
import { useWalletMutation } from './use-wallet-mutation.ts';

export type TransferBody = EndpointInput<typeof walletTransferEndpoint>['body'];

/** Moves money between the main wallet and one vendor wallet (GCS_walletTransfer). */
export function transferFunds(body: TransferBody) {
  return api.call(walletTransferEndpoint, { body });
}

export function useTransferFunds() {
  return useWalletMutation(transferFunds, (reply) => reply.balance);
}
