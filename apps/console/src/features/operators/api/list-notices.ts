import { queryOptions, useQuery } from '@tanstack/react-query';
import { listNoticesEndpoint } from '@orbit/contracts/console';
import { api } from '../../../lib/api.ts';
import { operatorKeys } from './query-keys.ts';

export function listNotices() {
  return api.call(listNoticesEndpoint);
}

/** The security notices of the last week (owners and admins); the dashboard reads them every minute. */
export function useNotices(options: { enabled?: boolean } = {}) {
  return useQuery({
    ...queryOptions({ queryKey: operatorKeys.notices(), queryFn: listNotices, refetchInterval: 60_000 }),
    enabled: options.enabled ?? true,
  });
}
