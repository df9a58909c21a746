import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateConsoleGameEndpoint } from '@orbit/contracts/console-games';
import type { EndpointInput } from '@orbit/contracts/endpoint';
import { api } from '../../../lib/api.ts';
import { gameKeys } from './query-keys.ts';

export type UpdateGameBody = EndpointInput<typeof updateConsoleGameEndpoint>['body'];

/** Switches a game on or off, into or out of maintenance, hot or not, moves it, or sets its tile image. */
export function updateGame(gameId: number, body: UpdateGameBody) {
  return api.call(updateConsoleGameEndpoint, { params: { gameId }, body });
}

export function useUpdateGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ gameId, body }: { gameId: number; body: UpdateGameBody }) => updateGame(gameId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gameKeys.all }),
  });
}
