// The trading desk's reads (contracts/sportsbook-desk.ts): matches, one match, liability, bets, stake factors,
// settlements waiting for approval and the feed's health. The desk and the match refresh while open, as odds
// and bets move under them.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EndpointInput } from '@orbit/contracts/endpoint';
import {
  deskBetsEndpoint,
  deskEventEndpoint,
  deskEventsEndpoint,
  feedHealthEndpoint,
  liabilityEndpoint,
  settlementRequestsEndpoint,
  stakeFactorsEndpoint,
} from '@orbit/contracts/sportsbook-desk';
import { api } from '../../../lib/api.ts';

export const DESK_REFRESH_MS = 5_000;

export const sportsKeys = {
  all: ['sportsbook'] as const,
  events: (query: object) => ['sportsbook', 'events', query] as const,
  event: (eventId: string) => ['sportsbook', 'event', eventId] as const,
  liability: ['sportsbook', 'liability'] as const,
  bets: (query: object) => ['sportsbook', 'bets', query] as const,
  stakeFactors: (q: string) => ['sportsbook', 'stake-factors', q] as const,
  settlements: ['sportsbook', 'settlements'] as const,
  feed: ['sportsbook', 'feed'] as const,
};

export type DeskEventsQuery = NonNullable<EndpointInput<typeof deskEventsEndpoint>['query']>;
export type DeskBetsQuery = NonNullable<EndpointInput<typeof deskBetsEndpoint>['query']>;

export function useDeskEvents(query: DeskEventsQuery) {
  return useQuery({
    queryKey: sportsKeys.events(query),
    queryFn: () => api.call(deskEventsEndpoint, { query }),
    placeholderData: keepPreviousData,
    refetchInterval: DESK_REFRESH_MS,
  });
}

export function useDeskEvent(eventId: string) {
  return useQuery({
    queryKey: sportsKeys.event(eventId),
    queryFn: () => api.call(deskEventEndpoint, { params: { eventId } }),
    refetchInterval: DESK_REFRESH_MS,
  });
}

export function useLiability() {
  return useQuery({ queryKey: sportsKeys.liability, queryFn: () => api.call(liabilityEndpoint, { query: { limit: 20 } }), refetchInterval: DESK_REFRESH_MS });
}

export function useDeskBets(query: DeskBetsQuery) {
  return useQuery({ queryKey: sportsKeys.bets(query), queryFn: () => api.call(deskBetsEndpoint, { query }), placeholderData: keepPreviousData });
}

export function useStakeFactors(q: string) {
  return useQuery({ queryKey: sportsKeys.stakeFactors(q), queryFn: () => api.call(stakeFactorsEndpoint, { query: q ? { q } : {} }) });
}

export function usePendingSettlements() {
  return useQuery({ queryKey: sportsKeys.settlements, queryFn: () => api.call(settlementRequestsEndpoint, { query: { status: 'pending' } }) });
}

export function useFeedHealth() {
  return useQuery({ queryKey: sportsKeys.feed, queryFn: () => api.call(feedHealthEndpoint), refetchInterval: DESK_REFRESH_MS });
}
