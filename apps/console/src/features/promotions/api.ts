// The console's promotions calls (docs/promotions.md): the list, saving, publishing or archiving, and the
// review of apply-only applications, and a raffle's entries, draw and winners.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  consoleApplicationsEndpoint,
  consolePromotionsEndpoint,
  createPromotionEndpoint,
  decideApplicationEndpoint,
  setPromotionStateEndpoint,
  updatePromotionEndpoint,
  type PromotionInput,
  type PromotionState,
} from '@orbit/contracts/console-promotions';
import type { PromotionApplicationState } from '@orbit/contracts/promotions';
import { consoleRaffleEndpoint, drawRaffleEndpoint } from '@orbit/contracts/raffles';
import { api } from '../../lib/api.ts';

const keys = {
  all: ['promotions'] as const,
  list: () => ['promotions', 'list'] as const,
  applications: (query: object) => ['promotions', 'applications', query] as const,
};

export function usePromotionsList() {
  return useQuery({ queryKey: keys.list(), queryFn: () => api.call(consolePromotionsEndpoint, { query: {} }) });
}

/** Creates a promotion (no id; it starts as a draft) or changes one. */
export function useSavePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: PromotionInput }) =>
      id === null ? api.call(createPromotionEndpoint, { body }) : api.call(updatePromotionEndpoint, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useSetPromotionState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, state }: { id: number; state: PromotionState }) => api.call(setPromotionStateEndpoint, { params: { id }, body: { state } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export function usePromotionApplications(state: PromotionApplicationState | undefined, page: number) {
  const query = { ...(state ? { state } : {}), page, pageSize: 20 };
  return useQuery({
    queryKey: keys.applications(query),
    queryFn: () => api.call(consoleApplicationsEndpoint, { query }),
    placeholderData: keepPreviousData,
  });
}

type Decision = { decision: 'approve'; amount: string | null; note: string } | { decision: 'reject'; note: string };

export function useDecideApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: Decision }) => api.call(decideApplicationEndpoint, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

/** A raffle's entries, draw and winners. */
export function useConsoleRaffle(id: number) {
  return useQuery({ queryKey: ['promotions', 'raffle', id] as const, queryFn: () => api.call(consoleRaffleEndpoint, { params: { id } }) });
}

/** Draws a raffle whose draw time has passed (audited); a drawn one answers its draw. */
export function useDrawRaffle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(drawRaffleEndpoint, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}
