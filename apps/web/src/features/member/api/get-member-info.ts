import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { memberInfoEndpoint, type MemberInfo } from '@orbit/contracts/member';
import { api } from '../../../lib/api.ts';
import { useSession } from '../../../lib/session.ts';
import { memberKeys } from './query-keys.ts';

export function getMemberInfo() {
  return api.call(memberInfoEndpoint);
}

export function memberInfoQueryOptions(account: string | null) {
  return queryOptions({ queryKey: memberKeys.info(account), queryFn: getMemberInfo, enabled: account !== null, staleTime: 15_000 });
}

/** The logged-in member's info; idle while logged out. */
export function useMemberInfo() {
  const { account, loggedIn } = useSession();
  return useQuery(memberInfoQueryOptions(loggedIn ? account : null));
}

/** Writes what a mutation's reply already says into the cached info, so the page follows without a refetch. */
export function patchMemberInfo(queryClient: QueryClient, account: string | null, patch: Partial<MemberInfo>): void {
  queryClient.setQueryData<MemberInfo>(memberKeys.info(account), (info) => (info ? { ...info, ...patch } : info));
}
