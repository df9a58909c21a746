// Chat events between processes (ADR 0031). A change is published under two keys of the notify hub
// (lib/notify-hub.ts): the party's (a member's, or a visitor's conversation) and the merchant's desk. What
// travels is a small reference (the message id, never its text: a NOTIFY payload is limited and a text may
// be 1000 characters); each stream reads what it names from the database and sends the full event, so a
// reader on another process gets the same event as one on this process. The hub is durable (ADR 0041): a
// signal other than typing is logged with an id the stream sends, so a client reconnecting with
// Last-Event-ID, to any process, is sent what it missed; typing is a moment's news and is not kept.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ChatEvent, ChatSide } from '@orbit/contracts/chat';
import type { Database } from '../../db/client.ts';
import { lastEventIdOf, openEventStream, subscribeFrom } from '../../lib/event-stream.ts';
import { createNotifyHub } from '../../lib/notify-hub.ts';

/** What a hub message carries: the kind of change, the conversation and what the stream needs to read it. */
export type ChatSignal =
  | { k: 'message'; c: number; id: number }
  | { k: 'typing'; c: number; s: ChatSide }
  | { k: 'read'; c: number; s: ChatSide; u: number }
  | { k: 'status'; c: number };

/** Who a conversation belongs to, for its hub key. */
export type Party = { memberId: number } | { conversationId: number };

const partyKey = (merchantId: number, party: Party) => ('memberId' in party ? `${merchantId}:m${party.memberId}` : `${merchantId}:c${party.conversationId}`);
const deskKey = (merchantId: number) => `${merchantId}:desk`;

export function createChatHub(database: Database, log: { warn(obj: object, msg: string): void }) {
  const hub = createNotifyHub(database, 'chat_events', log, { durable: true });
  /** `listener` hears each signal of `key` with its id, first those after `afterId` when given. */
  const listen = (key: string, listener: (signal: ChatSignal, id?: number) => void, afterId?: number) => {
    const source = { subscribe: (l: (message?: string, id?: number) => void) => hub.subscribe(key, l), replay: (id: number) => hub.replay(key, id) };
    return subscribeFrom(
      source,
      afterId,
      (message, id) => {
        if (message === undefined) return;
        try {
          listener(JSON.parse(message) as ChatSignal, id);
        } catch (error) {
          log.warn({ err: error }, 'chat signal not understood');
        }
      },
      log,
    );
  };
  return {
    start: hub.start,
    close: hub.close,
    streams: hub.streams,
    /** Tells the party's streams and the desk (after the change committed). */
    publish(merchantId: number, party: Party, signal: ChatSignal) {
      hub.changed([partyKey(merchantId, party), deskKey(merchantId)], JSON.stringify(signal), { transient: signal.k === 'typing' });
    },
    subscribeParty: (merchantId: number, party: Party, listener: (signal: ChatSignal, id?: number) => void, afterId?: number) =>
      listen(partyKey(merchantId, party), listener, afterId),
    subscribeDesk: (merchantId: number, listener: (signal: ChatSignal, id?: number) => void, afterId?: number) =>
      listen(deskKey(merchantId), listener, afterId),
  };
}

export type ChatHub = ReturnType<typeof createChatHub>;

/**
 * Answers the request with an event stream: `first()` is sent at once, then each signal the subscription
 * hears, turned into an event by `expand` (null: not for this reader). One event at a time, in order.
 */
export function serveEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  options: {
    first?: () => Promise<ChatEvent | null>;
    /** `afterId`: the Last-Event-ID the client reconnected with, if any. */
    subscribe(listener: (signal: ChatSignal, id?: number) => void, afterId?: number): () => void;
    expand(signal: ChatSignal): Promise<ChatEvent | null>;
  },
) {
  const stream = openEventStream(request, reply);
  const send = (signal: ChatSignal, id?: number) => stream.enqueue(() => options.expand(signal), 'chat event not sent', id);
  stream.onClose(options.subscribe(send, lastEventIdOf(request)));
  // A comment first, so the client knows the stream is open even when there is nothing to send yet.
  stream.write(': open\n\n');
  if (options.first) stream.enqueue(options.first, 'chat event not sent');
}
