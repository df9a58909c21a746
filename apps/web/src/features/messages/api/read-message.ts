import { readMessageEndpoint } from '@orbit/contracts/messages';
import { api } from '../../../lib/api.ts';
import { useMessageMutation } from './use-message-mutation.ts';

/** Opens a message: the server marks it read. */
export function readMessage(id: number) {
  return api.call(readMessageEndpoint, { params: { id } });
}

export function useReadMessage() {
  return useMessageMutation(readMessage);
}
