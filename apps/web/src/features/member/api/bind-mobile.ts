import { bindMobileEndpoint } from '@orbit/contracts/member-security';
import { api } from '../../../lib/api.ts';
import { useMemberMutation } from './use-member-mutation.ts';

export function bindMobile(body: { countryDialingCode: string; mobileNum: string; verificationCode: string }) {
  return api.call(bindMobileEndpoint, { body });
}

export function useBindMobile() {
  return useMemberMutation(bindMobile, (reply) => ({ maskedMobile: reply.maskedMobile }));
}
