import type { EndpointInput } from '@orbit/contracts/endpoint';
import { paymentPasswordEndpoint } from '@orbit/contracts/member-security';
import { api } from '../../../lib/api.ts';
import { useMemberMutation } from './use-member-mutation.ts';

export type PaymentPasswordBody = EndpointInput<typeof paymentPasswordEndpoint>['body'];

/** Sets it (currentPassword is the login password) or changes it (currentPassword is the old payment password). */
export function setPaymentPassword(body: PaymentPasswordBody) {
  return api.call(paymentPasswordEndpoint, { body });
}

export function useSetPaymentPassword() {
  return useMemberMutation(setPaymentPassword, () => ({ hasPaymentPassword: true }));
}
