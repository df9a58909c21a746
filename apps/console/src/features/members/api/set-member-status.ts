import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberLockEndpoint } from '@orbit/contracts/console-members';
import type { EndpointInput } from '@orbit/contracts/endpoint';
import { api } from '../../../lib/api.ts';
import { memberUpdated } from './member-updated.ts';

export type MemberStatusBody = EndpointInput<typeof memberLockEndpoint>['body'];

/** Locks (with a reason; every session ends and logins are refused) or unlocks a member. */
export function setMemberStatus(id: number, body: MemberStatusBody) {
  return api.call(memberLockEndpoint, { params: { id }, body });
}

export function useSetMemberStatus(id: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (body: MemberStatusBody) => setMemberStatus(id, body), onSuccess: (member) => memberUpdated(queryClient, member) });
}
