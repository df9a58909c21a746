// The recent events of the streams whose events are not a state to read again (the lottery's draws, the
// chat's messages): written by the notify hub before it tells anyone (lib/notify-hub.ts), read back when a
// client reconnects with Last-Event-ID (to this process or any other), pruned after an hour (ADR 0041).
// Ids are taken under one transaction-level advisory lock, so they commit in the order they were taken: a
// client that saw id n has seen every event of its stream below n, whichever process wrote it.
import { lt, sql } from 'drizzle-orm';
import { rowsOf, type Database, type Tx } from '../db/client.ts';
import { streamEvents } from '../db/schema/cluster.ts';

// Any number will do, as long as no other code takes the same advisory lock.
const STREAM_LOG_LOCK = 4_202_612;
/** How many missed events a reconnecting client is sent at most; past that it reads everything again. */
export const REPLAY_LIMIT = 500;
/** Events older than this are pruned (the hourly prune, jobs/system.jobs.ts). */
export const STREAM_EVENTS_KEPT_MS = 3600_000;

export interface LoggedEvent {
  keys: readonly string[];
  message: string;
}

/**
 * Writes the events in order and answers their ids; `alsoInTx` runs in the same transaction (the NOTIFY,
 * which PostgreSQL delivers at commit, so a listener never hears of an event it could not read back).
 */
export async function logEvents(
  database: Database,
  channel: string,
  events: readonly LoggedEvent[],
  alsoInTx: (tx: Tx, ids: number[]) => Promise<void>,
): Promise<number[]> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${STREAM_LOG_LOCK})`);
    const rows = await tx
      .insert(streamEvents)
      .values(events.map((event) => ({ channel, keys: [...event.keys], message: event.message })))
      .returning({ id: streamEvents.id });
    const ids = rows.map((row) => row.id);
    await alsoInTx(tx, ids);
    return ids;
  });
}

/** The events of `key` on `channel` after `afterId`, oldest first (at most REPLAY_LIMIT). */
export async function eventsAfter(database: Database, channel: string, key: string, afterId: number): Promise<{ id: number; message: string }[]> {
  const rows = rowsOf<{ id: string; message: string }>(
    await database.db.execute(sql`
      SELECT id::text AS id, message FROM stream_events
      WHERE channel = ${channel} AND id > ${afterId} AND ${key} = ANY(keys)
      ORDER BY id LIMIT ${REPLAY_LIMIT}`),
  );
  return rows.map((row) => ({ id: Number(row.id), message: row.message }));
}

/** Drops the events written before `before`; answers how many. */
export async function pruneStreamEvents(tx: Tx, before: Date): Promise<number> {
  const gone = await tx.delete(streamEvents).where(lt(streamEvents.at, before)).returning({ id: streamEvents.id });
  return gone.length;
}
