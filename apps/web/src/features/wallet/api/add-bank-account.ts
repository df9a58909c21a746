import type { EndpointInput } from '@orbit/contracts/endpoint';
import { addBankAccountEndpoint } from '@orbit/contracts/payments';
import { api } from '../../../lib/api.ts';
import { useWalletMutation } from './use-wallet-mutation.ts';

export type AddBankAccountBody = EndpointInput<typeof addBankAccountEndpoint>['body'];

/** Adds a bank account in the member's real name; needs the payment password (an encrypted call). */
export function addBankAccount(body: AddBankAccountBody) {
  return api.call(addBankAccountEndpoint, { body });
}

export function useAddBankAccount() {
  return useWalletMutation(addBankAccount);
}
