// The team reports (team betting, user loss, account details, my income): one query each, the filter in the key.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { incomeEndpoint, teamBetsEndpoint, teamTransactionsEndpoint, userLossEndpoint } from '@orbit/contracts/agents';
import type { EndpointInput } from '@orbit/contracts/endpoint';
import { api } from '../../../lib/api.ts';
import { agentKeys } from './query-keys.ts';
import { useAccount } from './use-account.ts';

export type TeamBetsBody = NonNullable<EndpointInput<typeof teamBetsEndpoint>['body']>;
export type UserLossBody = NonNullable<EndpointInput<typeof userLossEndpoint>['body']>;
export type TeamTransactionsBody = NonNullable<EndpointInput<typeof teamTransactionsEndpoint>['body']>;
export type IncomeQuery = NonNullable<EndpointInput<typeof incomeEndpoint>['query']>;

/** Idle (null) while the filter's typed days are incomplete. */
export function useTeamBets(body: TeamBetsBody | null) {
  const account = useAccount();
  return useQuery({
    queryKey: agentKeys.report(account, 'bets', body),
    queryFn: () => api.call(teamBetsEndpoint, { body: body ?? {} }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
}

export function useUserLoss(body: UserLossBody | null) {
  const account = useAccount();
  return useQuery({
    queryKey: agentKeys.report(account, 'loss', body),
    queryFn: () => api.call(userLossEndpoint, { body: body ?? {} }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
}

export function useTeamTransactions(body: TeamTransactionsBody | null) {
  const account = useAccount();
  return useQuery({
    queryKey: agentKeys.report(account, 'transactions', body),
    queryFn: () => api.call(teamTransactionsEndpoint, { body: body ?? {} }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
}

export function useIncome(query: IncomeQuery | null) {
  const account = useAccount();
  return useQuery({
    queryKey: agentKeys.report(account, 'income', query),
    queryFn: () => api.call(incomeEndpoint, { query: query ?? {} }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
