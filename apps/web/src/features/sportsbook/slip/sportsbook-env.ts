// What the sportsbook's screens take from the rest of the site: the merchant's currency and time zone, the
// member's account and balance, and launching the sportsbook game for its player token. Features never import
// one another (docs/conventions.md, Module boundaries), so the page's route provides these
// (routes/_shared/sportsbook-env.tsx) and the slip, My bets and Results read them here.
import { createContext, useContext } from 'react';

export interface SportsbookEnv {
  currency: string;
  currencySymbol: string;
  timeZone: string;
  /** The logged-in member, or null. */
  account: string | null;
  /** The main wallet's balance as the server wrote it ("300.00"), or null while unknown or logged out. */
  balance: string | null;
  /** Reads the balance again (after a bet, a refund, a payout). */
  refreshBalance: () => void;
  /** Launches the sportsbook game (house-sportsbook or house-esportsbook) and answers its player token. */
  launch: (gameCode: string) => Promise<string>;
}

export const SportsbookEnvContext = createContext<SportsbookEnv | null>(null);

export function useSportsbookEnv(): SportsbookEnv {
  const env = useContext(SportsbookEnvContext);
  if (!env) throw new Error('The sportsbook screens are rendered inside <SportsbookEnvProvider> (routes/_shared/sportsbook-env.tsx)');
  return env;
}
