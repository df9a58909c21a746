import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { addFavouriteEndpoint, favouritesEndpoint, removeFavouriteEndpoint } from '@orbit/contracts/games';
import { GAMES_ROUTES } from '@orbit/contracts/games-routes';
import { useSession } from '../../../lib/session.ts';
import { gamesKeys } from './keys.ts';
import { lazyCall } from './lazy-call.ts';

function useAccount(): string | null {
  const { loggedIn, account } = useSession();
  return loggedIn ? account : null;
}

export function getFavourites() {
  return lazyCall<typeof favouritesEndpoint>(GAMES_ROUTES.favourites).then((reply) => reply.list);
}

/** The member's favourite games, newest first; idle while logged out. */
export function useFavourites() {
  const account = useAccount();
  return useQuery({ queryKey: gamesKeys.favourites(account), queryFn: getFavourites, enabled: account !== null, staleTime: 60_000 });
}

export function setFavourite(gameId: number, favourite: boolean): Promise<{ gameId: number; favourite: boolean }> {
  return favourite
    ? lazyCall<typeof addFavouriteEndpoint>(GAMES_ROUTES.addFavourite, { params: { gameId } })
    : lazyCall<typeof removeFavouriteEndpoint>(GAMES_ROUTES.removeFavourite, { params: { gameId } });
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
