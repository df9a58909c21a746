import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { consoleResultsEndpoint } from '@orbit/contracts/console-lottery';
import type { EndpointInput } from '@orbit/contracts/endpoint';
import { api } from '../../../lib/api.ts';
import { lotteryKeys } from './query-keys.ts';

export type ResultsQuery = NonNullable<EndpointInput<typeof consoleResultsEndpoint>['query']>;

/** A game's drawn draws, newest first, each with its fairness data and the server's verification. */
export function useLotteryResults(query: ResultsQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    enabled: options.enabled ?? true,
    queryKey: lotteryKeys.results(query),
    queryFn: () => api.call(consoleResultsEndpoint, { query }),
    placeholderData: keepPreviousData,
  });
}
