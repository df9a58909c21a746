import { realNameEndpoint } from '@orbit/contracts/member-security';
import { api } from '../../../lib/api.ts';
import { useMemberMutation } from './use-member-mutation.ts';

/** Set once: withdrawals pay only to accounts in this name. */
export function setRealName(realName: string) {
  return api.call(realNameEndpoint, { body: { realName } });
}

export function useSetRealName() {
  return useMemberMutation(setRealName, (reply) => ({ realName: reply.realName }));
}
