import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { memberLoginsEndpoint } from '@orbit/contracts/console-members';
import { api } from '../../../lib/api.ts';
import { memberKeys } from './query-keys.ts';

export const LOGINS_PAGE_SIZE = 10;

export function listMemberLogins(id: number, page: number) {
  return api.call(memberLoginsEndpoint, { params: { id }, query: { page, pageSize: LOGINS_PAGE_SIZE } });
}

export function memberLoginsQueryOptions(id: number, page: number) {
  return queryOptions({ queryKey: memberKeys.logins(id, page), queryFn: () => listMemberLogins(id, page), placeholderData: keepPreviousData });
}

export function useMemberLogins(id: number, page: number) {
  return useQuery(memberLoginsQueryOptions(id, page));
}
