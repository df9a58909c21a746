import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { membersListEndpoint } from '@orbit/contracts/console-members';
import { api } from '../../../lib/api.ts';
import { memberKeys, type MemberListParams } from './query-keys.ts';

export function listMembers(params: MemberListParams) {
  return api.call(membersListEndpoint, { query: params });
}

export function membersQueryOptions(params: MemberListParams) {
  return queryOptions({ queryKey: memberKeys.list(params), queryFn: () => listMembers(params), placeholderData: keepPreviousData });
}

export function useMembers(params: MemberListParams) {
  return useQuery(membersQueryOptions(params));
}
