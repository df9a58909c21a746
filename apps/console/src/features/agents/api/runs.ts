import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContractKind } from '@orbit/contracts/agents';
import {
  settlementRunActionEndpoint,
  settlementRunItemsEndpoint,
  settlementRunsEndpoint,
  type RunAction,
  type SETTLEMENT_RUN_STATUSES,
} from '@orbit/contracts/console-agents';
import { api } from '../../../lib/api.ts';
import { agentKeys } from './query-keys.ts';

export type RunsQuery = { kind?: ContractKind; status?: (typeof SETTLEMENT_RUN_STATUSES)[number]; page: number; pageSize: number };

export function useSettlementRuns(query: RunsQuery) {
  return useQuery({
    queryKey: agentKeys.runs(query),
    queryFn: () => api.call(settlementRunsEndpoint, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useSettlementRun(runId: number, page: number, pageSize: number) {
  return useQuery({
    queryKey: agentKeys.run(runId, page),
    queryFn: () => api.call(settlementRunItemsEndpoint, { params: { runId }, query: { page, pageSize } }),
    placeholderData: keepPreviousData,
  });
}

/** Holds, releases or re-runs a settlement run, with the operator's note. */
export function useRunAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ runId, action, note }: { runId: number; action: RunAction; note: string }) =>
      api.call(settlementRunActionEndpoint, { params: { runId, action }, body: { note } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentKeys.all }),
  });
}
