// Placing what is on the slip (docs/sportsbook.md, Placing a bet): each single with a stake is its own bet, a
// mix parlay one bet of every selection. Each bet keeps its requestId until it gets a definite answer, so a
// retry after a lost answer places it once. A refusal is kept with what the slip needs to word it: moved odds
// (the new price is put on the slip, and the member may take it), limits, a closed market.
import type { SportBet } from '@orbit/contracts/sportsbook';
import { ApiError } from '@orbit/contracts/api-error';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { openAuthDialog } from '../../../lib/auth-dialogs.ts';
import { createRequestIds, outcomeUnknown, type RequestIds } from '../../../lib/request-id.ts';
import { useSportsbookEnv } from './sportsbook-env.ts';
import { placeSportBet, sportsKeys, type AcceptOdds } from './sports-api.ts';
import { removeSelection, updateSelectionOdds, type SlipSelection } from './slip-store.ts';
import { clearStakes } from './slip-stakes.ts';
import type { SportsToken } from './use-sports-token.ts';

/** One bet the slip sends: its legs and stake, and the key of the slip line it came from. */
export interface SlipBet {
  key: string;
  legs: readonly SlipSelection[];
  stake: string;
}

export interface SlipRefusal {
  key: string;
  code: string;
  /** The leg the server blamed, when it named one. */
  outcomeId?: string;
  /** sports_odds_changed: the odds on the slip before and the server's now. */
  oddsFrom?: string;
  oddsTo?: string;
}

function legIndexOf(field: string | undefined): number | null {
  const match = field ? /^legs\[(\d+)\]/.exec(field) : null;
  return match ? Number(match[1]) : null;
}

/** The refusal as the slip words it; moved odds are put on the slip. */
function refusalOf(bet: SlipBet, error: unknown): SlipRefusal {
  const code = error instanceof ApiError ? error.errorCode : 'internal_error';
  const index = error instanceof ApiError ? legIndexOf(error.field) : null;
  const leg = index === null ? undefined : bet.legs[index];
  const newOdds = error instanceof ApiError ? error.details?.odds : undefined;
  if (code === 'sports_odds_changed' && leg && typeof newOdds === 'string') {
    updateSelectionOdds(new Map([[leg.outcomeId, newOdds]]));
    return { key: bet.key, code, outcomeId: leg.outcomeId, oddsFrom: leg.odds, oddsTo: newOdds };
  }
  return { key: bet.key, code, ...(leg ? { outcomeId: leg.outcomeId } : {}) };
}

export function usePlaceBets(sportsToken: SportsToken, acceptOdds: AcceptOdds) {
  const queryClient = useQueryClient();
  const env = useSportsbookEnv();
  // One key per slip line, kept across renders and retries (lib/request-id.ts).
  const requestIds = useRef(new Map<string, RequestIds>());
  const [placing, setPlacing] = useState(false);
  const [refusals, setRefusals] = useState<SlipRefusal[]>([]);
  const [placed, setPlaced] = useState<SportBet[]>([]);

  const idsFor = (key: string) => {
    const existing = requestIds.current.get(key);
    if (existing) return existing;
    const made = createRequestIds();
    requestIds.current.set(key, made);
    return made;
  };

  async function placeOne(token: string, bet: SlipBet): Promise<SportBet | SlipRefusal> {
    const legs = bet.legs.map((leg) => ({ outcomeId: leg.outcomeId, odds: leg.odds }));
    const ids = idsFor(bet.key);
    const requestId = ids.idFor(JSON.stringify({ legs, stake: bet.stake, acceptOdds }));
    try {
      const reply = await placeSportBet({ token, legs, stake: bet.stake, acceptOdds, requestId });
      ids.settle();
      return reply.bet;
    } catch (error) {
      if (!outcomeUnknown(error)) ids.settle();
      if (error instanceof ApiError && error.errorCode === 'game_token_invalid') sportsToken.relaunch();
      return refusalOf(bet, error);
    }
  }

  async function place(bets: readonly SlipBet[]) {
    if (!sportsToken.loggedIn) return openAuthDialog({ kind: 'login' });
    if (sportsToken.trial) return setRefusals([{ key: 'slip', code: 'sports_real_money_only' }]);
    const token = sportsToken.token;
    if (!token || placing) return;
    setPlacing(true);
    setRefusals([]);
    const answers: (SportBet | SlipRefusal)[] = [];
    // One after another: each debit sees the balance the one before left.
    for (const bet of bets) answers.push(await placeOne(token, bet));
    const taken = answers.filter((answer): answer is SportBet => 'betId' in answer);
    const refused = answers.filter((answer): answer is SlipRefusal => !('betId' in answer));
    bets.forEach((bet, index) => {
      if ('betId' in answers[index]!) for (const leg of bet.legs) removeSelection(leg.outcomeId);
    });
    if (refused.length === 0) clearStakes();
    setRefusals(refused);
    if (taken.length) setPlaced((current) => [...taken, ...current]);
    setPlacing(false);
    env.refreshBalance();
    void queryClient.invalidateQueries({ queryKey: [...sportsKeys.all, 'bets'] });
  }

  return { place, placing, refusals, placed, dismissReceipt: () => setPlaced([]), clearRefusals: () => setRefusals([]) };
}
