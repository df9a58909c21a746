import { useQuery } from '@tanstack/react-query';
import { drawExposureEndpoint } from '@orbit/contracts/console-lottery';
import { api } from '../../../lib/api.ts';
import { MONITOR_REFRESH_MS } from './get-monitor.ts';
import { lotteryKeys } from './query-keys.ts';

/** A draw's bet keys by liability against the merchant's cap; refreshed while its sales go on. */
export function useDrawExposure(drawId: string | null, limit: number) {
  return useQuery({
    enabled: drawId !== null,
    queryKey: lotteryKeys.exposure(drawId ?? '', limit),
    queryFn: () => api.call(drawExposureEndpoint, { params: { drawId: drawId ?? '' }, query: { limit } }),
    refetchInterval: MONITOR_REFRESH_MS,
  });
}
