import { useQuery } from '@tanstack/react-query';
import { roomsEndpoint } from '@orbit/contracts/games';
import { api } from '../../../lib/api.ts';
import { gamesKeys } from './keys.ts';

export function getRooms(gameId: number) {
  return api.call(roomsEndpoint, { query: { gameId } }).then((reply) => reply.rooms);
}

/** The rooms of a pvp room game (the spec's room list). */
export function useRooms(gameId: number | null) {
  return useQuery({ queryKey: gamesKeys.rooms(gameId ?? 0), queryFn: () => getRooms(gameId ?? 0), enabled: gameId !== null, staleTime: 15_000 });
}
