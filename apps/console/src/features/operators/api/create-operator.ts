import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createOperatorEndpoint } from '@orbit/contracts/console';
import type { EndpointInput } from '@orbit/contracts/endpoint';
import { api } from '../../../lib/api.ts';
import { operatorKeys } from './query-keys.ts';

export type CreateOperatorBody = EndpointInput<typeof createOperatorEndpoint>['body'];

/** Encrypted by the client, since it carries the initial password. */
export function createOperator(body: CreateOperatorBody) {
  return api.call(createOperatorEndpoint, { body });
}

export function useCreateOperator() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createOperator, onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorKeys.all }) });
}
