import { useQuery } from '@tanstack/react-query';
import { lotteryMonitorEndpoint } from '@orbit/contracts/console-lottery';
import { api } from '../../../lib/api.ts';
import { lotteryKeys } from './query-keys.ts';

/** How often the monitor asks again: often enough that a draw's status and sales move while it is watched. */
export const MONITOR_REFRESH_MS = 5_000;

/** Every lottery game's next draws, latest result and draws waiting for settlement, refreshed while shown. */
export function useLotteryMonitor() {
  return useQuery({
    queryKey: lotteryKeys.monitor(),
    queryFn: () => api.call(lotteryMonitorEndpoint, { query: { ahead: 3 } }),
    refetchInterval: MONITOR_REFRESH_MS,
  });
}
