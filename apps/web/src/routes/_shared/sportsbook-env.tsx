// Gives the sportsbook's screens (features/sportsbook) what they take from the site: the merchant's currency
// and zone, the member's balance, and the sportsbook game's launch (found in the catalogue by vendor and code,
// launched as /game launches games, its token read from the launch's answer). Every sportsbook route wraps its
// page in it.
import type { gameListEndpoint } from '@orbit/contracts/games';
import { GAMES_ROUTES } from '@orbit/contracts/games-routes';
import { ApiError } from '@orbit/contracts/api-error';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { launchGame } from '../../features/games/api/launch-game.ts';
import { lazyCall } from '../../features/games/api/lazy-call.ts';
import { isPhoneWidth } from '../../features/games/components/use-game-launch.tsx';
import { tokenOfLaunch } from '../../features/games/lottery/model/launch-token.ts';
import { useWhitelabel } from '../../features/site/hooks/use-whitelabel.ts';
import { SportsbookEnvContext, type SportsbookEnv } from '../../features/sportsbook/slip/sportsbook-env.ts';
import { useBalance } from '../../features/wallet/api/get-balance.ts';
import { walletKeys } from '../../features/wallet/api/query-keys.ts';
import { useAccount } from '../../features/wallet/api/use-account.ts';

const SPORTSBOOK_VENDOR = 'HSPRT';

async function launchSportsbook(gameCode: string): Promise<string> {
  const list = await lazyCall<typeof gameListEndpoint>(GAMES_ROUTES.gameList, { query: { vassalage: SPORTSBOOK_VENDOR, pageNo: 1, pageSize: 100 } });
  const entry = list.games.find((candidate) => candidate.gameCode === gameCode);
  if (!entry) throw new ApiError('not_found', 'The sportsbook is not in the catalogue', { status: 404 });
  const token = tokenOfLaunch(await launchGame({ gameId: entry.gameId }, isPhoneWidth() ? 'html5' : 'html5-desktop'));
  if (!token) throw new ApiError('internal_error', 'The launch gave no token', { status: 500 });
  return token;
}

export function SportsbookEnvProvider({ children }: { children: ReactNode }) {
  const { merchant } = useWhitelabel();
  const account = useAccount();
  const balance = useBalance();
  const queryClient = useQueryClient();
  const mainBalance = account ? (balance.data?.mainBalance ?? null) : null;
  const env = useMemo<SportsbookEnv>(
    () => ({
      ...{ currency: merchant.currency, currencySymbol: merchant.currencySymbol, timeZone: merchant.timeZone },
      ...{ account, balance: mainBalance, launch: launchSportsbook },
      refreshBalance: () => void queryClient.invalidateQueries({ queryKey: walletKeys.all }),
    }),
    [merchant.currency, merchant.currencySymbol, merchant.timeZone, account, mainBalance, queryClient],
  );
  return <SportsbookEnvContext.Provider value={env}>{children}</SportsbookEnvContext.Provider>;
}
