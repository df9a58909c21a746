import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { outboxEndpoint } from '@orbit/contracts/console-members';
import { api } from '../../../lib/api.ts';
import { outboxKeys, type OutboxListParams } from './query-keys.ts';

/** How often the open outbox asks for new messages: a member waiting for a code is on the phone. */
export const OUTBOX_REFRESH_MS = 5_000;

export function listOutbox(params: OutboxListParams) {
  return api.call(outboxEndpoint, { query: params });
}

export function outboxQueryOptions(params: OutboxListParams, live: boolean) {
  return queryOptions({
    queryKey: outboxKeys.list(params),
    queryFn: () => listOutbox(params),
    placeholderData: keepPreviousData,
    refetchInterval: live ? OUTBOX_REFRESH_MS : false,
  });
}

export function useOutbox(params: OutboxListParams, options: { live: boolean }) {
  return useQuery(outboxQueryOptions(params, options.live));
}
