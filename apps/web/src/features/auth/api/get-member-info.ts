import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberInfoEndpoint } from '@orbit/contracts/member';
import { api } from '../../../lib/api.ts';
import { memberInfoKey } from '../../../lib/session.ts';

export function getMemberInfo() {
  return api.call(memberInfoEndpoint);
}

export const memberInfoQueryOptions = (token: string) => queryOptions({ queryKey: memberInfoKey(token), queryFn: getMemberInfo, staleTime: 60_000 });

export function useMemberInfo(token: string | null) {
  return useQuery({ ...memberInfoQueryOptions(token ?? ''), enabled: token !== null });
}
