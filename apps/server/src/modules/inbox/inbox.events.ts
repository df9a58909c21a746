// Unread counts pushed to the member's open pages. A change of one member's inbox is keyed by merchant and
// member; a broadcast to everyone is one merchant-wide key that every stream of the merchant also hears, so
// a message to every member costs one event between processes, not one per member. The notify hub
// (lib/notify-hub.ts) carries both to this process's streams at once and to the other processes by NOTIFY.
import type { Database } from '../../db/client.ts';
import { createNotifyHub } from '../../lib/notify-hub.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';

export function createInboxHub(database: Database, log: { warn(obj: object, msg: string): void }) {
  const hub = createNotifyHub(database, 'inbox_unread', log);
  const everyoneKey = (merchantId: number) => `${merchantId}:everyone`;
  return {
    start: hub.start,
    close: hub.close,
    /** These members' inboxes changed (after the change committed). */
    membersChanged: (merchantId: number, memberIds: readonly number[]) => hub.changed(memberIds.map((memberId) => `${merchantId}:${memberId}`)),
    /** A broadcast reached every member of the merchant. */
    everyoneChanged: (merchantId: number) => hub.changed([everyoneKey(merchantId)]),
    /** Calls `listener` after each change of this member's inbox; answers the unsubscribe function. */
    subscribe(merchantId: number, memberId: number, listener: () => void): () => void {
      const own = hub.subscribe(`${merchantId}:${memberId}`, () => listener());
      const everyone = hub.subscribe(everyoneKey(merchantId), () => listener());
      return () => {
        own();
        everyone();
      };
    },
  };
}

export type InboxHub = ReturnType<typeof createInboxHub>;

/**
 * The inbox as a source of the member event stream (modules/wallet/events.ts): the stream subscribes and
 * sends `event()` at its start and after each change.
 */
export function inboxEventSource(hub: InboxHub, unread: (merchant: ResolvedMerchant, memberId: number) => Promise<number>) {
  return {
    subscribe: hub.subscribe,
    event: async (merchant: ResolvedMerchant, memberId: number) => ({ type: 'inbox' as const, unread: await unread(merchant, memberId) }),
  };
}
