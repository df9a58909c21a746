import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberLabelsEndpoint } from '@orbit/contracts/console-members';
import type { EndpointInput } from '@orbit/contracts/endpoint';
import { api } from '../../../lib/api.ts';
import { memberUpdated } from './member-updated.ts';

export type MemberLabelsBody = EndpointInput<typeof memberLabelsEndpoint>['body'];

/** Replaces the member's labels and club label. */
export function updateMemberLabels(id: number, body: MemberLabelsBody) {
  return api.call(memberLabelsEndpoint, { params: { id }, body });
}

export function useUpdateMemberLabels(id: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (body: MemberLabelsBody) => updateMemberLabels(id, body), onSuccess: (member) => memberUpdated(queryClient, member) });
}
