// The player token of a lottery game: the launch's answer puts it in the page's address
// (/lottery?gameCode=4d&token=…); opened without one by a logged-in member, the page launches the game
// itself, as /game does (find the game in the catalogue by the vendor and code lotteryGamesEndpoint names).
import type { gameListEndpoint } from '@orbit/contracts/games';
import { GAMES_ROUTES } from '@orbit/contracts/games-routes';
import type { LotteryGameCode } from '@orbit/contracts/lottery';
import type { LotteryGame } from '@orbit/contracts/lottery-tickets';
import { ApiError } from '@orbit/contracts/api-error';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSession, TRIAL_TYPE } from '../../../lib/session.ts';
import { launchGame } from '../api/launch-game.ts';
import { lazyCall } from '../api/lazy-call.ts';
import { isPhoneWidth } from '../components/use-game-launch.tsx';
import { tokenOfLaunch } from './model/launch-token.ts';

async function launchLottery(game: LotteryGame): Promise<string> {
  const list = await lazyCall<typeof gameListEndpoint>(GAMES_ROUTES.gameList, { query: { vassalage: game.vendorCode, pageNo: 1, pageSize: 100 } });
  const entry = list.games.find((candidate) => candidate.gameCode === game.launchGameCode);
  if (!entry) throw new ApiError('not_found', 'The lottery game is not in the catalogue', { status: 404 });
  const token = tokenOfLaunch(await launchGame({ gameId: entry.gameId }, isPhoneWidth() ? 'html5' : 'html5-desktop'));
  if (!token) throw new ApiError('internal_error', 'The launch gave no token', { status: 500 });
  return token;
}

/**
 * The token to place orders with: the address's when it was launched for this game, else one launched
 * here for a logged-in member (not for a free-play account: the lottery is real money only).
 */
export function useLotteryToken(gameCode: LotteryGameCode, game: LotteryGame | undefined, givenToken: string | null) {
  const session = useSession();
  // A token the server said is no longer good (game_token_invalid) is dropped and the game launched again.
  const [dropped, setDropped] = useState<string | null>(null);
  const addressToken = givenToken !== dropped ? givenToken : null;
  const canLaunch = session.loggedIn && session.isAgent !== TRIAL_TYPE && !addressToken && game !== undefined && game.open;
  const launch = useQuery({
    queryKey: ['lottery', 'launch', gameCode, session.account],
    queryFn: () => launchLottery(game!),
    enabled: canLaunch,
    retry: false,
    staleTime: Infinity,
    gcTime: 30 * 60_000,
  });
  return {
    token: addressToken ?? launch.data ?? null,
    launching: canLaunch && launch.isPending,
    launchError: launch.error,
    /** After game_token_invalid: launch again for a fresh token. */
    relaunch: () => (addressToken ? setDropped(addressToken) : void launch.refetch()),
    loggedIn: session.loggedIn,
    /** A free-play account: the lottery is played for real money only. */
    trial: session.loggedIn && session.isAgent === TRIAL_TYPE,
  };
}
