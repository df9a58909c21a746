import type { EndpointInput } from '@orbit/contracts/endpoint';
import { confirmWithdrawalEndpoint } from '@orbit/contracts/payments';
import { api } from '../../../lib/api.ts';
import { useWalletMutation } from './use-wallet-mutation.ts';

export type ConfirmWithdrawalBody = EndpointInput<typeof confirmWithdrawalEndpoint>['body'];

/** Confirms a paid withdrawal: received in full, in part, or not received with a proof image. */
export function confirmWithdrawal({ id, body }: { id: number; body: ConfirmWithdrawalBody }) {
  return api.call(confirmWithdrawalEndpoint, { params: { id }, body });
}

export function useConfirmWithdrawal() {
  return useWalletMutation(confirmWithdrawal);
}
