import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addSpecialDrawEndpoint } from '@orbit/contracts/console-lottery';
import type { EndpointInput } from '@orbit/contracts/endpoint';
import { api } from '../../../lib/api.ts';
import { lotteryKeys } from './query-keys.ts';

export type SpecialDrawBody = EndpointInput<typeof addSpecialDrawEndpoint>['body'];

/** Adds a special 4D draw at a day and time of the merchant's zone. */
export function useAddSpecialDraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SpecialDrawBody) => api.call(addSpecialDrawEndpoint, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lotteryKeys.all }),
  });
}
