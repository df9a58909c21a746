// Tells the open event streams that something they show has changed. A change made in this process reaches
// its listeners at once; the other server processes hear of it through a NOTIFY on the hub's channel, sent
// outside the transaction that made the change and batched every 50 ms (a NOTIFY inside a money transaction
// would serialise every commit: ADR 0011). Embedded PGlite is one process: it needs no NOTIFY.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

const BATCH_MS = 50;
type Listener = () => void;

export function createNotifyHub(database: Database, channel: string, log: { warn(obj: object, msg: string): void }) {
  const origin = randomBytes(6).toString('hex');
  const listeners = new Map<string, Set<Listener>>();
  const outgoing = new Set<string>();
  let flushTimer: NodeJS.Timeout | undefined;
  let stop: (() => Promise<void>) | undefined;

  function emit(key: string) {
    for (const listener of listeners.get(key) ?? []) {
      try {
        listener();
      } catch (error) {
        log.warn({ err: error, channel }, 'event listener failed');
      }
    }
  }

  async function flush() {
    flushTimer = undefined;
    const keys = [...outgoing];
    outgoing.clear();
    // NOTIFY payloads stay under 8000 bytes: send the keys in chunks.
    for (let i = 0; i < keys.length; i += 400) {
      const payload = `${origin}|${keys.slice(i, i + 400).join(',')}`;
      await database.db
        .execute(sql`SELECT pg_notify(${channel}, ${payload})`)
        .catch((error: unknown) => log.warn({ err: error, channel }, 'events not sent to other processes'));
    }
  }

  /** These keys' subjects changed (after the change committed). */
  function changed(keys: readonly string[]) {
    for (const key of keys) {
      emit(key);
      if (database.kind === 'postgres') outgoing.add(key);
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
      for (const key of keys.split(',')) if (key) emit(key);
    });
  }

  /** Calls `listener` after each change of `key`; answers the unsubscribe function. */
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
