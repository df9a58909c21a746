import { bindMobileEndpoint } from '@orbit/contracts/member-security';
import { api } from '../../../lib/api.ts';

export function bindMobile(body: { countryDialingCode: string; mobileNum: string; verificationCode: string }) {
  return api.call(bindMobileEndpoint, { body });
}
