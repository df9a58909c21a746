import { useMutation, useQueryClient } from '@tanstack/react-query';
import { voidDrawEndpoint } from '@orbit/contracts/console-lottery';
import { api } from '../../../lib/api.ts';
import { lotteryKeys } from './query-keys.ts';

/** Voids a draw not yet settled, with the operator's reason: its tickets' stakes are handed back. */
export function useVoidDraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ drawId, reason }: { drawId: string; reason: string }) => api.call(voidDrawEndpoint, { params: { drawId }, body: { reason } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lotteryKeys.all }),
  });
}
