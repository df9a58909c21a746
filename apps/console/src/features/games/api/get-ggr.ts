import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { consoleGgrEndpoint } from '@orbit/contracts/console-games';
import { api } from '../../../lib/api.ts';
import { gameKeys } from './query-keys.ts';

/** GGR per game and vendor over days in the merchant's zone. */
export function useGgr(from: string, to: string) {
  return useQuery({
    queryKey: gameKeys.ggr(from, to),
    queryFn: () => api.call(consoleGgrEndpoint, { query: { from, to } }),
    placeholderData: keepPreviousData,
  });
}
