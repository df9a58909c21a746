import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberResetPasswordEndpoint } from '@orbit/contracts/console-members';
import { api } from '../../../lib/api.ts';
import { memberUpdated } from './member-updated.ts';

/** Sets the merchant's default password: every session ends and the member must change it at next login. */
export function resetMemberPassword(id: number) {
  return api.call(memberResetPasswordEndpoint, { params: { id } });
}

export function useResetMemberPassword(id: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => resetMemberPassword(id), onSuccess: (member) => memberUpdated(queryClient, member) });
}
