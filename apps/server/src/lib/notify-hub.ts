// Tells the open event streams that something they show has changed. A change made in this process reaches
// its listeners at once; the other server processes hear of it through a NOTIFY on the hub's channel, sent
// outside the transaction that made the change and batched every 50 ms (a NOTIFY inside a money transaction
// would serialise every commit: ADR 0011). Embedded PGlite is one process: it needs no NOTIFY. A change may
// carry a short message (the lottery's draw events): it travels with its key and reaches every listener.
// A durable hub (ADR 0041) first writes each message to the stream log (lib/stream-log.ts) and tells its
// listeners the event's id with it, once written, in every process alike: a stream sends the id, and a client
// that reconnects with Last-Event-ID is sent what it missed (`replay`). A transient change (someone typing)
// skips the log and reaches the listeners at once, without an id.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { eventsAfter, logEvents, type LoggedEvent } from './stream-log.ts';

const BATCH_MS = 50;
/** NOTIFY payloads must stay under 8000 bytes. */
const PAYLOAD_BYTES = 7000;
/** `id` is the event's id in the stream log (durable hubs' messages only). */
type Listener = (message?: string, id?: number) => void;

/**
 * One change on the wire: the key alone, `key=<message, URI-encoded>` (so no message holds `,` `=` or `|`), or
 * `key=<message>=<id>` for a logged event.
 */
const entryOf = (key: string, message: string | undefined, id?: number) =>
  message === undefined ? key : `${key}=${encodeURIComponent(message)}${id === undefined ? '' : `=${id}`}`;

export function createNotifyHub(database: Database, channel: string, log: { warn(obj: object, msg: string): void }, options: { durable?: boolean } = {}) {
  const origin = randomBytes(6).toString('hex');
  const listeners = new Map<string, Set<Listener>>();
  const outgoing = new Set<string>();
  /** A durable hub's messages waiting to be logged, in order. */
  let toLog: LoggedEvent[] = [];
  let flushTimer: NodeJS.Timeout | undefined;
  /** One flush at a time, in order: the log's ids then follow the order the changes were made in. */
  let flushing: Promise<void> = Promise.resolve();
  let stop: (() => Promise<void>) | undefined;

  function emit(key: string, message?: string, id?: number) {
    for (const listener of listeners.get(key) ?? []) {
      try {
        listener(message, id);
      } catch (error) {
        log.warn({ err: error, channel }, 'event listener failed');
      }
    }
  }

  /** The changes in order, in payloads small enough for one NOTIFY each. */
  function payloads(entries: readonly string[]): string[] {
    const chunks: string[][] = [[]];
    let size = 0;
    for (const entry of entries) {
      if (size + entry.length + 1 > PAYLOAD_BYTES && chunks.at(-1)!.length > 0) {
        chunks.push([]);
        size = 0;
      }
      chunks.at(-1)!.push(entry);
      size += entry.length + 1;
    }
    return chunks.filter((chunk) => chunk.length > 0).map((chunk) => `${origin}|${chunk.join(',')}`);
  }

  /** Logs the waiting messages and tells everyone, this process once the log has them. */
  async function flushLogged() {
    const events = toLog;
    toLog = [];
    if (events.length === 0) return;
    try {
      const ids = await logEvents(database, channel, events, async (tx, ids) => {
        if (database.kind !== 'postgres') return;
        const entries = events.flatMap((event, at) => event.keys.map((key) => entryOf(key, event.message, ids[at])));
        for (const payload of payloads(entries)) await tx.execute(sql`SELECT pg_notify(${channel}, ${payload})`);
      });
      events.forEach((event, at) => event.keys.forEach((key) => emit(key, event.message, ids[at])));
    } catch (error) {
      // Not logged, so not sent anywhere: the client's next read of the state shows it.
      log.warn({ err: error, channel, events: events.length }, 'stream events not logged');
    }
  }

  async function flush() {
    flushTimer = undefined;
    const entries = [...outgoing];
    outgoing.clear();
    for (const payload of payloads(entries)) {
      await database.db
        .execute(sql`SELECT pg_notify(${channel}, ${payload})`)
        .catch((error: unknown) => log.warn({ err: error, channel }, 'events not sent to other processes'));
    }
    await flushLogged();
  }

  /**
   * These keys' subjects changed (after the change committed); `message`, if given, goes to their listeners.
   * Keys hold no `,` `=` or `|`. The same change twice within a batch reaches the other processes once.
   */
  function changed(keys: readonly string[], message?: string, change: { transient?: boolean } = {}) {
    if (options.durable && message !== undefined && !change.transient) toLog.push({ keys, message });
    else
      for (const key of keys) {
        emit(key, message);
        if (database.kind === 'postgres') outgoing.add(entryOf(key, message));
      }
    if ((outgoing.size > 0 || toLog.length > 0) && !flushTimer) {
      flushTimer = setTimeout(() => void (flushing = flushing.then(flush)), BATCH_MS);
      flushTimer.unref();
    }
  }

  async function start() {
    if (database.kind !== 'postgres') return;
    stop = await database.listen(channel, (payload) => {
      const [from, keys = ''] = payload.split('|');
      if (from === origin) return;
      for (const entry of keys.split(',')) {
        if (!entry) continue;
        const [key = '', message, id] = entry.split('=');
        emit(key, message === undefined ? undefined : decodeURIComponent(message), id === undefined ? undefined : Number(id));
      }
    });
  }

  /** Calls `listener` (with the change's message, if any) after each change of `key`; answers the unsubscribe function. */
  function subscribe(key: string, listener: Listener): () => void {
    const set = listeners.get(key) ?? new Set();
    set.add(listener);
    listeners.set(key, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) listeners.delete(key);
    };
  }

  async function close() {
    if (flushTimer) clearTimeout(flushTimer);
    await flushing;
    if (outgoing.size > 0 || toLog.length > 0) await flush();
    await stop?.();
  }

  /** A durable hub's logged messages of `key` after the event `afterId`, oldest first. */
  const replay = (key: string, afterId: number) => eventsAfter(database, channel, key, afterId);

  return { start, changed, subscribe, replay, close, streams: () => [...listeners.values()].reduce((n, s) => n + s.size, 0) };
}

export type NotifyHub = ReturnType<typeof createNotifyHub>;
