import { useMutation, useQueryClient } from '@tanstack/react-query';
import { previewMessageEndpoint, sendMessageEndpoint, type MessageInput } from '@orbit/contracts/messages';
import { api } from '../../../lib/api.ts';
import { messageKeys } from './query-keys.ts';

/** The message as members would get it (sanitised) and how many it reaches; nothing is sent. */
export function usePreviewMessage() {
  return useMutation({ mutationFn: (body: MessageInput) => api.call(previewMessageEndpoint, { body }) });
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MessageInput) => api.call(sendMessageEndpoint, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
