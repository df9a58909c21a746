import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addFavouriteEndpoint, favouritesEndpoint, removeFavouriteEndpoint } from '@orbit/contracts/games';
import { api } from '../../../lib/api.ts';
import { useSession } from '../../../lib/session.ts';
import { gamesKeys } from './keys.ts';

function useAccount(): string | null {
  const { loggedIn, account } = useSession();
  return loggedIn ? account : null;
}

export function getFavourites() {
  return api.call(favouritesEndpoint).then((reply) => reply.list);
}

/** The member's favourite games, newest first; idle while logged out. */
export function useFavourites() {
  const account = useAccount();
  return useQuery({ queryKey: gamesKeys.favourites(account), queryFn: getFavourites, enabled: account !== null, staleTime: 60_000 });
}

export function setFavourite(gameId: number, favourite: boolean): Promise<{ gameId: number; favourite: boolean }> {
  return favourite ? api.call(addFavouriteEndpoint, { params: { gameId } }) : api.call(removeFavouriteEndpoint, { params: { gameId } });
}

/** Marks or unmarks a favourite, then re-reads the list (the server's order: newest first). */
export function useSetFavourite() {
  const queryClient = useQueryClient();
  const account = useAccount();
  return useMutation({
    mutationFn: ({ gameId, favourite }: { gameId: number; favourite: boolean }) => setFavourite(gameId, favourite),
    onSettled: () => queryClient.invalidateQueries({ queryKey: gamesKeys.favourites(account) }),
  });
}
