// The sportsbook launch's player token, which placing and listing bets carry (docs/sportsbook.md): the one in the
// address when the member came through the game's launch (/sports?token=…), else the game launched here for a
// logged-in member, as the lottery page does (house-esportsbook on /esports, whose turnover counts as esports).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { TRIAL_TYPE, useSession } from '../../../lib/session.ts';
import { useSportsbookEnv } from './sportsbook-env.ts';

/** The sportsbook game a page's bets belong to. */
const sportsGameOf = (pathname: string) => (pathname.startsWith('/esports') ? 'house-esportsbook' : 'house-sportsbook');

export interface SportsToken {
  token: string | null;
  launching: boolean;
  launchError: unknown;
  /** After game_token_invalid: drop the token and launch again. */
  relaunch: () => void;
  loggedIn: boolean;
  /** A free-play account: sports bets are real money only. */
  trial: boolean;
}

export function useSportsToken(): SportsToken {
  const session = useSession();
  const { launch: launchSportsbook } = useSportsbookEnv();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const gameCode = sportsGameOf(pathname);
  const [dropped, setDropped] = useState<string | null>(null);
  const given = params.get('token');
  const addressToken = given !== null && given !== dropped ? given : null;
  const trial = session.loggedIn && session.isAgent === TRIAL_TYPE;
  const canLaunch = session.loggedIn && !trial && !addressToken;
  const launch = useQuery({
    queryKey: ['sportsLaunch', gameCode, session.account],
    queryFn: () => launchSportsbook(gameCode),
    enabled: canLaunch,
    retry: false,
    staleTime: Infinity,
    gcTime: 30 * 60_000,
  });
  return {
    token: session.loggedIn ? (addressToken ?? launch.data ?? null) : null,
    launching: canLaunch && launch.isPending,
    launchError: launch.error,
    relaunch: () => (addressToken ? setDropped(addressToken) : void launch.refetch()),
    loggedIn: session.loggedIn,
    trial,
  };
}
