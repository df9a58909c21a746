import { useMutation } from '@tanstack/react-query';
import { consoleLoginEndpoint } from '@orbit/contracts/console';
import type { EndpointInput } from '@orbit/contracts/endpoint';
import { api } from '../../../lib/api.ts';

export type LoginBody = EndpointInput<typeof consoleLoginEndpoint>['body'];

/** Encrypted by the client; answers a session, or the enrolment of the authenticator at first login. */
export function login(body: LoginBody) {
  return api.call(consoleLoginEndpoint, { body });
}

export function useLogin() {
  return useMutation({ mutationFn: login, meta: { sessionless: true } });
}
