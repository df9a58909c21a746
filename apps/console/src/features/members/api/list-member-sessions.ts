import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberSessionsEndpoint } from '@orbit/contracts/console-members';
import { api } from '../../../lib/api.ts';
import { memberKeys } from './query-keys.ts';

export function listMemberSessions(id: number) {
  return api.call(memberSessionsEndpoint, { params: { id } });
}

/** Live sessions change as the member logs in and out: refreshed every half minute while shown. */
export function memberSessionsQueryOptions(id: number) {
  return queryOptions({ queryKey: memberKeys.sessions(id), queryFn: () => listMemberSessions(id), refetchInterval: 30_000 });
}

export function useMemberSessions(id: number) {
  return useQuery(memberSessionsQueryOptions(id));
}
