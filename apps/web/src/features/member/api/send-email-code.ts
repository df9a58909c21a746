import { emailCodeEndpoint } from '@orbit/contracts/member-security';
import { api } from '../../../lib/api.ts';

export function sendEmailCode(email: string) {
  return api.call(emailCodeEndpoint, { body: { email } });
}
