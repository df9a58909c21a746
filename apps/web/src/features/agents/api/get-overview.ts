import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { teamOverviewEndpoint } from '@orbit/contracts/agents';
import type { EndpointInput } from '@orbit/contracts/endpoint';
import { api } from '../../../lib/api.ts';
import { agentKeys } from './query-keys.ts';
import { useAccount } from './use-account.ts';

export type OverviewQuery = NonNullable<EndpointInput<typeof teamOverviewEndpoint>['query']>;

/** The team's figures for a range and one point per day; idle while typed days are incomplete (null). */
export function useTeamOverview(query: OverviewQuery | null) {
  const account = useAccount();
  return useQuery({
    queryKey: agentKeys.overview(account, query),
    queryFn: () => api.call(teamOverviewEndpoint, { query: query ?? undefined }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
