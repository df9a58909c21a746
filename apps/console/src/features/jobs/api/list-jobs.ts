import { queryOptions, useQuery } from '@tanstack/react-query';
import { listJobsEndpoint } from '@orbit/contracts/console';
import { api } from '../../../lib/api.ts';
import { jobKeys } from './query-keys.ts';

export function listJobs() {
  return api.call(listJobsEndpoint);
}

export function jobsQueryOptions() {
  return queryOptions({ queryKey: jobKeys.list(), queryFn: listJobs, select: (reply) => reply.items, refetchInterval: 30_000 });
}

export function useJobs(options: { enabled?: boolean } = {}) {
  return useQuery({ ...jobsQueryOptions(), enabled: options.enabled ?? true });
}
