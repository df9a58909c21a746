import { useQueryClient } from '@tanstack/react-query';
import { readMessageEndpoint, type MemberMessage } from '@orbit/contracts/messages';
import { api } from '../../../lib/api.ts';
import { messageKeys } from './query-keys.ts';
import { useMessageMutation } from './use-message-mutation.ts';

/** Opens a message: the server marks it read. */
export function readMessage(id: number) {
  return api.call(readMessageEndpoint, { params: { id } });
}

export function useReadMessage() {
  const queryClient = useQueryClient();
  return useMessageMutation(readMessage, (reply) =>
    // The row shows read at once, before the list is read again.
    queryClient.setQueriesData<{ items: MemberMessage[] }>({ queryKey: [...messageKeys.all, 'list'] }, (page) =>
      page ? { ...page, items: page.items.map((item) => (item.id === reply.message.id ? { ...item, read: true } : item)) } : page,
    ),
  );
}
