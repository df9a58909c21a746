import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { consoleRoundsEndpoint } from '@orbit/contracts/console-rounds';
import type { EndpointInput } from '@orbit/contracts/endpoint';
import { api } from '../../../lib/api.ts';
import { gameKeys } from './query-keys.ts';

export type RoundsQuery = NonNullable<EndpointInput<typeof consoleRoundsEndpoint>['query']>;

/** Rounds of every vendor for the explorer's filters, newest first. */
export function useRounds(query: RoundsQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    enabled: options.enabled ?? true,
    queryKey: gameKeys.rounds(query),
    queryFn: () => api.call(consoleRoundsEndpoint, { query }),
    placeholderData: keepPreviousData,
  });
}
