import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { consoleDrawsEndpoint } from '@orbit/contracts/console-lottery';
import type { EndpointInput } from '@orbit/contracts/endpoint';
import { api } from '../../../lib/api.ts';
import { MONITOR_REFRESH_MS } from './get-monitor.ts';
import { lotteryKeys } from './query-keys.ts';

export type DrawsQuery = NonNullable<EndpointInput<typeof consoleDrawsEndpoint>['query']>;

/** A game's draws of a day with the tickets sold, refreshed as the monitor is. */
export function useLotteryDraws(query: DrawsQuery) {
  return useQuery({
    queryKey: lotteryKeys.draws(query),
    queryFn: () => api.call(consoleDrawsEndpoint, { query }),
    placeholderData: keepPreviousData,
    refetchInterval: MONITOR_REFRESH_MS,
  });
}
