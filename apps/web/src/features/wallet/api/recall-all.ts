import { recallAllEndpoint } from '@orbit/contracts/wallet';
import { api } from '../../../lib/api.ts';
import { useWalletMutation } from './use-wallet-mutation.ts';

/** Brings every vendor wallet's money back to the main wallet. */
export function recallAll(requestId: string) {
  return api.call(recallAllEndpoint, { body: { requestId } });
}

export function useRecallAll() {
  return useWalletMutation(recallAll, (reply) => reply.balance);
}
