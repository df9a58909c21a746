// Chat events between processes (ADR 0031). A change is published under two keys of the notify hub
// (lib/notify-hub.ts): the party's (a member's, or a visitor's conversation) and the merchant's desk. What
// travels is a small reference (the message id, never its text: a NOTIFY payload is limited and a text may
// be 1000 characters); each stream reads what it names from the database and sends the full event, so a
// reader on another process gets the same event as one on this process.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ChatEvent, ChatSide } from '@orbit/contracts/chat';
import type { Database } from '../../db/client.ts';
import { openEventStream } from '../../lib/event-stream.ts';
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
  const hub = createNotifyHub(database, 'chat_events', log);
  const listen = (key: string, listener: (signal: ChatSignal) => void) =>
    hub.subscribe(key, (message) => {
      if (message === undefined) return;
      try {
        listener(JSON.parse(message) as ChatSignal);
      } catch (error) {
        log.warn({ err: error }, 'chat signal not understood');
      }
    });
  return {
    start: hub.start,
    close: hub.close,
    streams: hub.streams,
    /** Tells the party's streams and the desk (after the change committed). */
    publish(merchantId: number, party: Party, signal: ChatSignal) {
      hub.changed([partyKey(merchantId, party), deskKey(merchantId)], JSON.stringify(signal));
    },
    subscribeParty: (merchantId: number, party: Party, listener: (signal: ChatSignal) => void) => listen(partyKey(merchantId, party), listener),
    subscribeDesk: (merchantId: number, listener: (signal: ChatSignal) => void) => listen(deskKey(merchantId), listener),
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
    subscribe(listener: (signal: ChatSignal) => void): () => void;
    expand(signal: ChatSignal): Promise<ChatEvent | null>;
  },
) {
  const stream = openEventStream(request, reply);
  stream.onClose(options.subscribe((signal) => stream.enqueue(() => options.expand(signal), 'chat event not sent')));
  // A comment first, so the client knows the stream is open even when there is nothing to send yet.
  stream.write(': open\n\n');
  if (options.first) stream.enqueue(options.first, 'chat event not sent');
}
