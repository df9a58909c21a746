import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lotteryGgrEndpoint } from '@orbit/contracts/console-lottery';
import { api } from '../../../lib/api.ts';
import { lotteryKeys } from './query-keys.ts';

/** Stake, wins, GGR and tickets per lottery game over the days its draws were drawn. */
export function useLotteryGgr(from: string, to: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    enabled: options.enabled ?? true,
    queryKey: lotteryKeys.ggr(from, to),
    queryFn: () => api.call(lotteryGgrEndpoint, { query: { from, to } }),
    placeholderData: keepPreviousData,
  });
}
