import { readAllMessagesEndpoint } from '@orbit/contracts/messages';
import { api } from '../../../lib/api.ts';
import { useMessageMutation } from './use-message-mutation.ts';

export function readAllMessages() {
  return api.call(readAllMessagesEndpoint);
}

export function useReadAllMessages() {
  return useMessageMutation(readAllMessages);
}
