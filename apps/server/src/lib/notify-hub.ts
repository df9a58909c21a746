// Tells the open event streams that something they show has changed. A change made in this process reaches
// its listeners at once; the other server processes hear of it through a NOTIFY on the hub's channel, sent
// outside the transaction that made the change and batched every 50 ms (a NOTIFY inside a money transaction
// would serialise every commit: ADR 0011). Embedded PGlite is one process: it needs no NOTIFY. A change may
// carry a short message (the lottery's draw events): it travels with its key and reaches every listener.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

const BATCH_MS = 50;
/** NOTIFY payloads must stay under 8000 bytes. */
const PAYLOAD_BYTES = 7000;
type Listener = (message?: string) => void;

/** One change on the wire: the key alone, or `key=<message, URI-encoded>` (so no message holds `,` `=` or `|`). */
const entryOf = (key: string, message: string | undefined) => (message === undefined ? key : `${key}=${encodeURIComponent(message)}`);

export function createNotifyHub(database: Database, channel: string, log: { warn(obj: object, msg: string): void }) {
  const origin = randomBytes(6).toString('hex');
  const listeners = new Map<string, Set<Listener>>();
  const outgoing = new Set<string>();
  let flushTimer: NodeJS.Timeout | undefined;
  let stop: (() => Promise<void>) | undefined;

  function emit(key: string, message?: string) {
    for (const listener of listeners.get(key) ?? []) {
      try {
        listener(message);
      } catch (error) {
        log.warn({ err: error, channel }, 'event listener failed');
      }
    }
  }

  async function flush() {
    flushTimer = undefined;
    const entries = [...outgoing];
    outgoing.clear();
    // Send the changes in order, in chunks that keep each payload small enough.
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
    for (const chunk of chunks) {
      if (chunk.length === 0) continue;
      const payload = `${origin}|${chunk.join(',')}`;
      await database.db
        .execute(sql`SELECT pg_notify(${channel}, ${payload})`)
        .catch((error: unknown) => log.warn({ err: error, channel }, 'events not sent to other processes'));
    }
  }

  /**
   * These keys' subjects changed (after the change committed); `message`, if given, goes to their listeners.
   * Keys hold no `,` `=` or `|`. The same change twice within a batch reaches the other processes once.
   */
  function changed(keys: readonly string[], message?: string) {
    for (const key of keys) {
      emit(key, message);
      if (database.kind === 'postgres') outgoing.add(entryOf(key, message));
    }
    if (outgoing.size > 0 && !flushTimer) {
      flushTimer = setTimeout(() => void flush(), BATCH_MS);
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
        const at = entry.indexOf('=');
        if (at === -1) emit(entry);
        else emit(entry.slice(0, at), decodeURIComponent(entry.slice(at + 1)));
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
    if (outgoing.size > 0) await flush();
    await stop?.();
  }

  return { start, changed, subscribe, close, streams: () => [...listeners.values()].reduce((n, s) => n + s.size, 0) };
}

export type NotifyHub = ReturnType<typeof createNotifyHub>;
