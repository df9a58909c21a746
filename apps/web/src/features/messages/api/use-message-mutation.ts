// The shape every inbox action shares: call, write the unread count the reply carries, re-read the list.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../../lib/session.ts';
import { messageKeys } from './query-keys.ts';

export function useMessageMutation<TVariables, TReply extends { unread: number }>(
  mutationFn: (variables: TVariables) => Promise<TReply>,
  onReply?: (reply: TReply) => void,
) {
  const queryClient = useQueryClient();
  const { account } = useSession();
  return useMutation({
    mutationFn,
    onSuccess: (reply) => {
      queryClient.setQueryData(messageKeys.unread(account), reply.unread);
      onReply?.(reply);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...messageKeys.all, 'list'] }),
  });
}
