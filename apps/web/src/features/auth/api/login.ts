import { loginEndpoint, type LoginBody } from '@orbit/contracts/member';
import { api } from '../../../lib/api.ts';

/** Encrypted by the client: the password never travels in the clear, even inside TLS-terminating proxies. */
export function login(body: LoginBody) {
  return api.call(loginEndpoint, { body });
}
