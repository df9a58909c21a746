import { bindEmailEndpoint } from '@orbit/contracts/member-security';
import { api } from '../../../lib/api.ts';
import { useMemberMutation } from './use-member-mutation.ts';

export function bindEmail(body: { email: string; verificationCode: string }) {
  return api.call(bindEmailEndpoint, { body });
}

export function useBindEmail() {
  return useMemberMutation(bindEmail, (reply) => ({ maskedEmail: reply.maskedEmail }));
}
