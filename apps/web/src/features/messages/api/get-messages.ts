import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { memberMessagesEndpoint, MESSAGES_PAGE_SIZE } from '@orbit/contracts/messages';
import { api } from '../../../lib/api.ts';
import { useSession } from '../../../lib/session.ts';
import { messageKeys } from './query-keys.ts';

export function getMessages(page: number) {
  return api.call(memberMessagesEndpoint, { query: { page, pageSize: MESSAGES_PAGE_SIZE } });
}

/** The member's messages (messageV2), a page at a time, newest first. */
export function useMessages(page: number) {
  const { account } = useSession();
  return useQuery({
    queryKey: messageKeys.list(account, page),
    queryFn: () => getMessages(page),
    enabled: account !== null,
    placeholderData: keepPreviousData,
  });
}
