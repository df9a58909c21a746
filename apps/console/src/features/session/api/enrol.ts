import { useMutation } from '@tanstack/react-query';
import { consoleEnrolEndpoint } from '@orbit/contracts/console';
import type { EndpointInput } from '@orbit/contracts/endpoint';
import { api } from '../../../lib/api.ts';

export type EnrolBody = EndpointInput<typeof consoleEnrolEndpoint>['body'];

export function enrol(body: EnrolBody) {
  return api.call(consoleEnrolEndpoint, { body });
}

export function useEnrol() {
  return useMutation({ mutationFn: enrol, meta: { sessionless: true } });
}
