import { smsCodeEndpoint } from '@orbit/contracts/member';
import { api } from '../../../lib/api.ts';

export type SmsPurpose = 'register' | 'login' | 'reset';

export function sendSmsCode(body: { countryDialingCode: string; mobileNum: string; purpose: SmsPurpose; verification?: string | undefined }) {
  return api.call(smsCodeEndpoint, { body });
}
