import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContractKind, ContractTerms } from '@orbit/contracts/agents';
import {
  agentDetailEndpoint,
  agentSettlementsEndpoint,
  platformOfferEndpoint,
  setAgentRebatesEndpoint,
  terminateContractEndpoint,
} from '@orbit/contracts/console-agents';
import type { GameCategory } from '@orbit/contracts/games';
import { api } from '../../../lib/api.ts';
import { agentKeys } from './query-keys.ts';

export function useAgentDetail(memberId: number) {
  return useQuery({ queryKey: agentKeys.detail(memberId), queryFn: () => api.call(agentDetailEndpoint, { params: { memberId } }) });
}

export function useAgentSettlements(memberId: number, query: { kind?: ContractKind; page: number; pageSize: number }) {
  return useQuery({
    queryKey: agentKeys.settlements(memberId, query),
    queryFn: () => api.call(agentSettlementsEndpoint, { params: { memberId }, query }),
    placeholderData: keepPreviousData,
  });
}

/** The platform offers a contract to a top-level agent. */
export function useOfferContract(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { contract: ContractTerms; note?: string }) => api.call(platformOfferEndpoint, { params: { memberId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentKeys.all }),
  });
}

export function useTerminateContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contractId, note }: { contractId: number; note: string }) => api.call(terminateContractEndpoint, { params: { contractId }, body: { note } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentKeys.all }),
  });
}

/** The operator sets an agent's own rebate rates. */
export function useSetAgentRebates(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rebates: { category: GameCategory; rate: string }[]) => api.call(setAgentRebatesEndpoint, { params: { memberId }, body: { rebates } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentKeys.all }),
  });
}
