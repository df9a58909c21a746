import { removeBankAccountEndpoint } from '@orbit/contracts/payments';
import { api } from '../../../lib/api.ts';
import { useWalletMutation } from './use-wallet-mutation.ts';

/** Removes a bank account (refused while a withdrawal to it is open). */
export function removeBankAccount(id: number) {
  return api.call(removeBankAccountEndpoint, { params: { id } });
}

export function useRemoveBankAccount() {
  return useWalletMutation(removeBankAccount);
}
