import { bindEmailEndpoint } from '@orbit/contracts/member-security';
import { api } from '../../../lib/api.ts';

export function bindEmail(body: { email: string; verificationCode: string }) {
  return api.call(bindEmailEndpoint, { body });
}
