import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createAccountEndpoint } from '@orbit/contracts/console-members';
import type { EndpointInput } from '@orbit/contracts/endpoint';
import { api } from '../../../lib/api.ts';
import { memberKeys } from './query-keys.ts';

export type CreateAccountBody = EndpointInput<typeof createAccountEndpoint>['body'];

/** Creates a member or agent with the merchant's default password; agents get an affiliate code. */
export function createAccount(body: CreateAccountBody) {
  return api.call(createAccountEndpoint, { body });
}

export function useCreateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccount,
    onSuccess: (member) => {
      queryClient.setQueryData(memberKeys.detail(member.id), member);
      void queryClient.invalidateQueries({ queryKey: memberKeys.lists() });
    },
  });
}
