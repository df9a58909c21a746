import { mobileCodeEndpoint } from '@orbit/contracts/member-security';
import { api } from '../../../lib/api.ts';

export function sendMobileCode(body: { countryDialingCode: string; mobileNum: string }) {
  return api.call(mobileCodeEndpoint, { body });
}
