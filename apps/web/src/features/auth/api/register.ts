import { registerEndpoint, registerMobileEndpoint, type RegisterBody } from '@orbit/contracts/member';
import { api } from '../../../lib/api.ts';

/** By username, or by mobile number (the username is then the mobile number). Both log the new member in. */
export function register(mode: 'username' | 'mobile', body: RegisterBody) {
  return api.call(mode === 'mobile' ? registerMobileEndpoint : registerEndpoint, { body });
}
