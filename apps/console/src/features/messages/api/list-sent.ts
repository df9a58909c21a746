import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { sentMessagesEndpoint } from '@orbit/contracts/messages';
import { api } from '../../../lib/api.ts';
import { messageKeys, type SentOrigin } from './query-keys.ts';

export const SENT_PAGE_SIZE = 20;

/** The sent log: operators' messages or the platform's, newest first, with delivered and read counts. */
export function useSentMessages(origin: SentOrigin, page: number) {
  return useQuery({
    queryKey: messageKeys.sent(origin, page),
    queryFn: () => api.call(sentMessagesEndpoint, { query: { origin, page, pageSize: SENT_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}
