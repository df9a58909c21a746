import { queryOptions, useQuery } from '@tanstack/react-query';
import { consoleGamesEndpoint } from '@orbit/contracts/console-games';
import { api } from '../../../lib/api.ts';
import { gameKeys } from './query-keys.ts';

export function listGames(vendorCode: string | undefined) {
  return api.call(consoleGamesEndpoint, { query: vendorCode ? { vendorCode } : {} });
}

export function gamesQueryOptions(vendorCode: string | undefined) {
  return queryOptions({ queryKey: gameKeys.games(vendorCode), queryFn: () => listGames(vendorCode), select: (reply) => reply.items });
}

export function useGames(vendorCode: string | undefined) {
  return useQuery(gamesQueryOptions(vendorCode));
}
