import { queryOptions, useQuery } from '@tanstack/react-query';
import { consoleMeEndpoint } from '@orbit/contracts/console';
import { api } from '../../../lib/api.ts';
import { sessionKeys } from './query-keys.ts';

export function getMe() {
  return api.call(consoleMeEndpoint);
}

export function meQueryOptions() {
  return queryOptions({ queryKey: sessionKeys.me(), queryFn: getMe, staleTime: 60_000 });
}

export function useMe() {
  return useQuery(meQueryOptions());
}
