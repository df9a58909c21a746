import { totpDisableEndpoint } from '@orbit/contracts/member-security';
import { api } from '../../../lib/api.ts';
import { useMemberMutation } from './use-member-mutation.ts';

export function disableTotp(code: string) {
  return api.call(totpDisableEndpoint, { body: { code } });
}

export function useDisableTotp() {
  return useMemberMutation(disableTotp, () => ({ totpEnabled: false }));
}
