import { unreadMessagesEndpoint } from '@orbit/contracts/messages';
import { api } from '../../../lib/api.ts';

/** How many platform messages are unread. */
export async function getUnread(): Promise<number> {
  return (await api.call(unreadMessagesEndpoint)).unread;
}
