import { queryOptions, useQuery } from '@tanstack/react-query';
import { consoleStatusEndpoint } from '@orbit/contracts/console';
import { api } from '../../../lib/api.ts';
import { settingsKeys } from './query-keys.ts';

/** The console status: the warnings every page shows as a banner (the sandbox gateway taking payments). */
export function statusQueryOptions() {
  return queryOptions({ queryKey: settingsKeys.status(), queryFn: () => api.call(consoleStatusEndpoint), staleTime: 60_000 });
}

export function useConsoleStatus() {
  return useQuery(statusQueryOptions());
}
