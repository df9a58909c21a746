// The trading desk's changes. Each answers the match as it is after it (or the request), and every desk read is
// refreshed after it, since a change of one match moves the lists and the liability too.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '@orbit/contracts/endpoint';
import {
  confirmSettlementEndpoint,
  createDeskEventEndpoint,
  rejectSettlementEndpoint,
  removeStakeFactorEndpoint,
  resumeDeskEndpoint,
  setDeskEventStatusEndpoint,
  setDeskMarginEndpoint,
  setDeskMarketEndpoint,
  setStakeFactorEndpoint,
  settleDeskEndpoint,
  suspendBookEndpoint,
  suspendDeskEndpoint,
} from '@orbit/contracts/sportsbook-desk';
import { api } from '../../../lib/api.ts';
import { sportsKeys } from './desk-queries.ts';

function useDeskMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: sportsKeys.all }) });
}

export type SettleInput = NonNullable<EndpointInput<typeof settleDeskEndpoint>['body']>;
export type NewEventInput = NonNullable<EndpointInput<typeof createDeskEventEndpoint>['body']>;
type MarketInput = NonNullable<EndpointInput<typeof setDeskMarketEndpoint>['body']>;

export const useCreateEvent = () => useDeskMutation((body: NewEventInput) => api.call(createDeskEventEndpoint, { body }));
export const useSetMarket = (eventId: string) => useDeskMutation((body: MarketInput) => api.call(setDeskMarketEndpoint, { params: { eventId }, body }));
export const useSetMargin = (eventId: string) =>
  useDeskMutation(({ marketId, marginPercent }: { marketId: string; marginPercent: number }) =>
    api.call(setDeskMarginEndpoint, { params: { eventId, marketId }, body: { marginPercent } }),
  );
export const useSuspend = (eventId: string) =>
  useDeskMutation((marketId: string | undefined) => api.call(suspendDeskEndpoint, { params: { eventId }, body: marketId ? { marketId } : {} }));
export const useResume = (eventId: string) =>
  useDeskMutation((marketId: string | undefined) => api.call(resumeDeskEndpoint, { params: { eventId }, body: marketId ? { marketId } : {} }));
export const useEventStatus = (eventId: string) =>
  useDeskMutation((status: 'live' | 'ended') => api.call(setDeskEventStatusEndpoint, { params: { eventId }, body: { status } }));
export const useSuspendBook = () => useDeskMutation((reason: string) => api.call(suspendBookEndpoint, { body: { reason } }));
export const useSettle = (eventId: string) => useDeskMutation((body: SettleInput) => api.call(settleDeskEndpoint, { params: { eventId }, body }));
export const useDecideSettlement = () =>
  useDeskMutation(({ id, decision }: { id: number; decision: 'confirm' | 'reject' }) =>
    api.call(decision === 'confirm' ? confirmSettlementEndpoint : rejectSettlementEndpoint, { params: { id } }),
  );
export const useSetStakeFactor = () =>
  useDeskMutation(({ player, percent }: { player: string; percent: number }) => api.call(setStakeFactorEndpoint, { params: { player }, body: { percent } }));
export const useRemoveStakeFactor = () => useDeskMutation((player: string) => api.call(removeStakeFactorEndpoint, { params: { player } }));
