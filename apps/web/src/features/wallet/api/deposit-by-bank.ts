import type { EndpointInput } from '@orbit/contracts/endpoint';
import { bankDepositEndpoint } from '@orbit/contracts/payments';
import { api } from '../../../lib/api.ts';
import { useWalletMutation } from './use-wallet-mutation.ts';

export type BankDepositBody = EndpointInput<typeof bankDepositEndpoint>['body'];

/** Reports a bank transfer with its reference and receipt; finance approves or rejects it. */
export function depositByBank(body: BankDepositBody) {
  return api.call(bankDepositEndpoint, { body });
}

export function useDepositByBank() {
  return useWalletMutation(depositByBank);
}
