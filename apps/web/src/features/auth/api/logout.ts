import { logoutEndpoint } from '@orbit/contracts/member';
import { api } from '../../../lib/api.ts';

export function logout() {
  return api.call(logoutEndpoint);
}
