// The sportsbook calls the slip, my bets and the results pages make (contracts/sportsbook.ts), with their query keys.
// Placing and listing bets carry the sportsbook launch's player token (use-sports-token.ts).
import {
  mySportBetsEndpoint,
  placeSportBetEndpoint,
  sportCashOutEndpoint,
  sportsResultsEndpoint,
  sportsRulesEndpoint,
  type Sport,
} from '@orbit/contracts/sportsbook';
import { api } from '../../../lib/api.ts';

export type AcceptOdds = 'none' | 'higher' | 'any';

export const sportsKeys = {
  all: ['sportsbook'] as const,
  rules: () => [...sportsKeys.all, 'rules'] as const,
  bets: (token: string | null, status: string, page: number) => [...sportsKeys.all, 'bets', token, status, page] as const,
  results: (sport: Sport | undefined, date: string, page: number) => [...sportsKeys.all, 'results', sport ?? 'all', date, page] as const,
};

export const getSportsRules = () => api.call(sportsRulesEndpoint);

export const placeSportBet = (body: { token: string; legs: { outcomeId: string; odds: string }[]; stake: string; acceptOdds: AcceptOdds; requestId: string }) =>
  api.call(placeSportBetEndpoint, { body });

export const getMySportBets = (body: { token: string; status: 'open' | 'settled' | 'all'; page: number; pageSize: number }) =>
  api.call(mySportBetsEndpoint, { body });

export const getSportsResults = (query: { sport?: Sport; date: string; page: number; pageSize: number }) => api.call(sportsResultsEndpoint, { query });

/** Cashes a bet out at the amount the member saw (docs/sportsbook.md, Cash-out); a moved price is refused with the new one. */
export const cashOutSportBet = (body: { token: string; betId: string; amount: string; requestId: string }) => api.call(sportCashOutEndpoint, { body });
