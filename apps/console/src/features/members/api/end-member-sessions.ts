import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberKillSessionsEndpoint } from '@orbit/contracts/console-members';
import { api } from '../../../lib/api.ts';
import { memberKeys } from './query-keys.ts';

/** Ends one session (by id) or, without one, every session of the member. Answers how many ended. */
export function endMemberSessions(id: number, sessionId?: string) {
  return api.call(memberKillSessionsEndpoint, { params: { id }, query: { sessionId } });
}

export function useEndMemberSessions(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId?: string) => endMemberSessions(id, sessionId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.sessions(id) }),
  });
}
