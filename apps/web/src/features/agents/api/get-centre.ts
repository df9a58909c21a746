import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { agentCentreEndpoint } from '@orbit/contracts/agents';
import { api } from '../../../lib/api.ts';
import { agentKeys } from './query-keys.ts';
import { useAccount } from './use-account.ts';

/** The centre's frame: the pages this merchant offers, the agent's level, upline, code and own rebates. */
export function useAgentCentre(enabled: boolean) {
  const account = useAccount();
  return useQuery({
    queryKey: agentKeys.centre(account),
    queryFn: () => api.call(agentCentreEndpoint),
    enabled,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}
