// The console's rebate runs (docs/rebates.md): the list, one run's lines, and the actions on a run.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  consoleRebateLinesEndpoint,
  consoleRebateRunsEndpoint,
  holdRebateRunEndpoint,
  previewRebateRunEndpoint,
  releaseRebateRunEndpoint,
  rerunRebateRunEndpoint,
} from '@orbit/contracts/rebates';
import { api } from '../../../lib/api.ts';

const rebateKeys = {
  all: ['rebates'] as const,
  runs: (page: number) => [...rebateKeys.all, 'runs', page] as const,
  lines: (id: number, page: number) => [...rebateKeys.all, 'lines', id, page] as const,
};

export const REBATE_PAGE_SIZE = 20;

export function useRebateRuns(page: number) {
  return useQuery(
    queryOptions({
      queryKey: rebateKeys.runs(page),
      queryFn: () => api.call(consoleRebateRunsEndpoint, { query: { page, pageSize: REBATE_PAGE_SIZE } }),
      placeholderData: keepPreviousData,
    }),
  );
}

export function useRebateLines(id: number | null, page: number) {
  return useQuery(
    queryOptions({
      queryKey: rebateKeys.lines(id ?? 0, page),
      queryFn: () => api.call(consoleRebateLinesEndpoint, { params: { id: id ?? 0 }, query: { page, pageSize: REBATE_PAGE_SIZE } }),
      enabled: id !== null,
      placeholderData: keepPreviousData,
    }),
  );
}

export type RunAction = 'hold' | 'release' | 'rerun';
const ACTIONS = { hold: holdRebateRunEndpoint, release: releaseRebateRunEndpoint, rerun: rerunRebateRunEndpoint } as const;

/** Previews a period (by a day in it) or acts on a run; every list is read again after either outcome. */
export function useRebateAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { action: 'preview'; day: string } | { action: RunAction; id: number }) =>
      input.action === 'preview'
        ? api.call(previewRebateRunEndpoint, { body: { day: input.day } })
        : api.call(ACTIONS[input.action], { params: { id: input.id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: rebateKeys.all }),
  });
}
