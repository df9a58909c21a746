import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateOperatorEndpoint } from '@orbit/contracts/console';
import type { EndpointInput } from '@orbit/contracts/endpoint';
import { api } from '../../../lib/api.ts';
import { operatorKeys } from './query-keys.ts';

export type UpdateOperatorBody = EndpointInput<typeof updateOperatorEndpoint>['body'];

/** Changes name, role or status, or makes the operator enrol a new authenticator at next login. */
export function updateOperator(id: number, body: UpdateOperatorBody) {
  return api.call(updateOperatorEndpoint, { params: { id }, body });
}

export function useUpdateOperator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateOperatorBody }) => updateOperator(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorKeys.all }),
  });
}
