// A live bet waits its delay (status pending) and is then accepted or rejected and refunded (docs/sportsbook.md,
// Live delay). The receipt shows a countdown to the decision and reads the member's bets until every pending
// bet it shows is decided; reading them also decides the ones past their delay on the server.
import type { SportBet } from '@orbit/contracts/sportsbook';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSportsbookEnv } from './sportsbook-env.ts';
import { getMySportBets, sportsKeys } from './sports-api.ts';

/** When a pending bet is decided: placed + the longest delay of its legs' sports. */
export function decideAt(bet: Pick<SportBet, 'createdAt' | 'legs'>, delays: Readonly<Record<string, number>>): number {
  const seconds = Math.max(0, ...bet.legs.map((leg) => delays[leg.sport] ?? 0));
  return Date.parse(bet.createdAt) + seconds * 1000;
}

/** The placed bets as they are now: pending ones replaced by their newer state once the book decided them. */
export function useLiveDecisions(placed: readonly SportBet[], token: string | null): SportBet[] {
  const { refreshBalance } = useSportsbookEnv();
  const waiting = placed.some((bet) => bet.status === 'pending');
  const latest = useQuery({
    queryKey: [...sportsKeys.bets(token, 'all', 1), 'receipt'],
    queryFn: () => getMySportBets({ token: token!, status: 'all', page: 1, pageSize: 50 }),
    enabled: waiting && token !== null,
    refetchInterval: (query) => (query.state.data?.bets.some((bet) => bet.status === 'pending') === false ? false : 1000),
  });
  const fresh = placed.map((bet) => latest.data?.bets.find((entry) => entry.betId === bet.betId) ?? bet);
  const decided = fresh.filter((bet) => bet.status !== 'pending').length;
  // A rejected bet's stake comes back: the balance is read again as each is decided.
  useEffect(() => {
    if (decided > 0) refreshBalance();
  }, [decided, refreshBalance]);
  return fresh;
}

/** Whole seconds left until `at`, ticking every second, never below 0. */
export function useSecondsUntil(at: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (now >= at) return;
    const timer = window.setTimeout(() => setNow(Date.now()), 250);
    return () => window.clearTimeout(timer);
  }, [now, at]);
  return Math.max(0, Math.ceil((at - now) / 1000));
}
