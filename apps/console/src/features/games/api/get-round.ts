import { useQuery } from '@tanstack/react-query';
import { consoleRoundEndpoint } from '@orbit/contracts/console-rounds';
import { api } from '../../../lib/api.ts';
import { gameKeys } from './query-keys.ts';

export interface RoundKey {
  vendorCode: string;
  roundId: string;
  memberId: number;
}

/** One member's part of a round: its calls, balances and the house vendor's fairness data. */
export function useRound(key: RoundKey | null) {
  return useQuery({
    queryKey: key ? gameKeys.round(key.vendorCode, key.roundId, key.memberId) : [...gameKeys.all, 'round', 'none'],
    queryFn: () => api.call(consoleRoundEndpoint, { params: { vendorCode: key!.vendorCode, roundId: key!.roundId }, query: { memberId: key!.memberId } }),
    enabled: key !== null,
  });
}
