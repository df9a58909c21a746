import type { EndpointInput } from '@orbit/contracts/endpoint';
import { responsibleGamingEndpoint } from '@orbit/contracts/member-security';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useSession } from '../../../lib/session.ts';
import { patchMemberInfo } from './get-member-info.ts';
import { useMemberMutation } from './use-member-mutation.ts';

export type ResponsibleGamingBody = EndpointInput<typeof responsibleGamingEndpoint>['body'];

export function updateResponsibleGaming(body: ResponsibleGamingBody) {
  return api.call(responsibleGamingEndpoint, { body });
}

/** The session reminder: saved and re-read like every other setting. */
export function useUpdateReminder() {
  return useMemberMutation(updateResponsibleGaming, (reply) => ({ responsibleGaming: reply }));
}

/**
 * A cool-off or self-exclusion: it starts at once and the server ends the session, so nothing is re-read
 * (it would only be refused); the caller shows the outcome and logs out.
 */
export function useStartBreak() {
  const queryClient = useQueryClient();
  const { account } = useSession();
  return useMutation({
    mutationFn: (body: Exclude<ResponsibleGamingBody, { action: 'reminder' }>) => updateResponsibleGaming(body),
    onSuccess: (reply) => patchMemberInfo(queryClient, account, { responsibleGaming: reply }),
  });
}
