import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { consoleExposureEndpoint } from '@orbit/contracts/console-rounds';
import type { EndpointInput } from '@orbit/contracts/endpoint';
import { api } from '../../../lib/api.ts';
import { gameKeys } from './query-keys.ts';

export type ExposureQuery = NonNullable<EndpointInput<typeof consoleExposureEndpoint>['query']>;

/** Members' stakes, wins and net over a period, biggest winners first. */
export function useExposure(query: ExposureQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    enabled: options.enabled ?? true,
    queryKey: gameKeys.exposure(query),
    queryFn: () => api.call(consoleExposureEndpoint, { query }),
    placeholderData: keepPreviousData,
  });
}
