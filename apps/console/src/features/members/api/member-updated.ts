import type { QueryClient } from '@tanstack/react-query';
import type { MemberDetail } from '@orbit/contracts/console-members';
import { memberKeys } from './query-keys.ts';

/**
 * After a change that answers the member's new detail: show it at once, refresh what hangs under it
 * (sessions, logins) and the lists it appears in.
 */
export function memberUpdated(queryClient: QueryClient, member: MemberDetail) {
  queryClient.setQueryData(memberKeys.detail(member.id), member);
  void queryClient.invalidateQueries({
    queryKey: memberKeys.detail(member.id),
    predicate: (query) => query.queryKey.length > memberKeys.detail(member.id).length,
  });
  void queryClient.invalidateQueries({ queryKey: memberKeys.lists() });
}
