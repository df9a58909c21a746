import { useQuery } from '@tanstack/react-query';
import type { roomsEndpoint } from '@orbit/contracts/games';
import { GAMES_ROUTES } from '@orbit/contracts/games-routes';
import { gamesKeys } from './keys.ts';
import { lazyCall } from './lazy-call.ts';

export function getRooms(gameId: number) {
  return lazyCall<typeof roomsEndpoint>(GAMES_ROUTES.rooms, { query: { gameId } }).then((reply) => reply.rooms);
}

/** The rooms of a pvp room game (the room list). */
export function useRooms(gameId: number | null) {
  return useQuery({ queryKey: gamesKeys.rooms(gameId ?? 0), queryFn: () => getRooms(gameId ?? 0), enabled: gameId !== null, staleTime: 15_000 });
}
