import { totpEnableEndpoint } from '@orbit/contracts/member-security';
import { api } from '../../../lib/api.ts';
import { useMemberMutation } from './use-member-mutation.ts';

export function enableTotp(code: string) {
  return api.call(totpEnableEndpoint, { body: { code } });
}

export function useEnableTotp() {
  return useMemberMutation(enableTotp, () => ({ totpEnabled: true }));
}
