import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberDetailEndpoint } from '@orbit/contracts/console-members';
import { api } from '../../../lib/api.ts';
import { memberKeys } from './query-keys.ts';

export function getMember(id: number) {
  return api.call(memberDetailEndpoint, { params: { id } });
}

export function memberQueryOptions(id: number) {
  return queryOptions({ queryKey: memberKeys.detail(id), queryFn: () => getMember(id) });
}

export function useMember(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...memberQueryOptions(id), enabled: options.enabled ?? true });
}
