// Live chat as the member or visitor hears it (docs/chat.md): a signal of the chat hub expanded into the event
// its stream sends (the desk's typing, and everything else of the conversation), and the chat as a source of
// the member event stream (modules/wallet/events.ts). Split from chat.service.ts.
import type { ChatConversation, ChatEvent } from '@orbit/contracts/chat';
import type { Database } from '../../db/client.ts';
import type { ResolvedMerchant } from '../../plugins/principals.ts';
import type { ChatHub, ChatSignal } from './chat.events.ts';
import * as repo from './chat.repo.ts';
import { DESK_SIDES, toMessage } from './chat.view.ts';

export function createPartyEvents(shared: { db: Database['db']; hub: ChatHub }) {
  const { db, hub } = shared;

  /** A signal as the member or visitor sees it: the desk's typing, and everything else of the conversation. */
  async function expandForParty(merchantId: number, signal: ChatSignal): Promise<ChatEvent | null> {
    switch (signal.k) {
      case 'message': {
        const row = await repo.messageById(db, merchantId, signal.id);
        return row ? { type: 'chat', kind: 'message', conversationId: signal.c, message: toMessage(row) } : null;
      }
      case 'typing':
        return signal.s === 'operator' ? { type: 'chat', kind: 'typing', conversationId: signal.c, side: signal.s } : null;
      case 'read':
        return { type: 'chat', kind: 'read', conversationId: signal.c, side: signal.s, upTo: signal.u };
      case 'status': {
        const row = await repo.byId(db, merchantId, signal.c);
        return row
          ? { type: 'chat', kind: 'status', conversationId: row.id, status: row.status as ChatConversation['status'], operatorName: row.operatorName }
          : null;
      }
    }
  }

  /** The chat as a source of the member event stream (modules/wallet/events.ts): unread at the start, then each change. */
  const memberEventSource = {
    subscribe: (merchantId: number, memberId: number, listener: (message?: string) => void) =>
      hub.subscribeParty(merchantId, { memberId }, (signal) => listener(JSON.stringify(signal))),
    async event(merchant: ResolvedMerchant, memberId: number, message?: string): Promise<ChatEvent | null> {
      if (message !== undefined) return expandForParty(merchant.id, JSON.parse(message) as ChatSignal);
      const row = await repo.liveOfMember(db, merchant.id, memberId);
      const unread = row ? ((await repo.unreadBy(db, [row.id], DESK_SIDES)).get(row.id) ?? 0) : 0;
      return { type: 'chat', kind: 'unread', conversationId: row?.id ?? 0, unread };
    },
  };
  return { expandForParty, memberEventSource };
}
