import { deleteMessageEndpoint } from '@orbit/contracts/messages';
import { api } from '../../../lib/api.ts';
import { useMessageMutation } from './use-message-mutation.ts';

export function deleteMessage(id: number) {
  return api.call(deleteMessageEndpoint, { params: { id } });
}

export function useDeleteMessage() {
  return useMessageMutation(deleteMessage);
}
