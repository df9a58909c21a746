// What the server processes share beyond the domain tables (docs/decisions/0041-many-processes.md): who leads a
// loop that must run in one process at a time, the rate limits' counters, and the event streams' recent events
// that a client reconnecting to another process resumes from.
import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per loop that one process runs at a time (the live tables' dealer, the lottery's draws): the holder
 * renews its lease before it ends; another process takes a lease that has ended. Times are the database's.
 */
export const leaderLeases = pgTable('leader_leases', {
  name: text('name').primaryKey(),
  /** `host:pid:random` of the process that holds it. */
  holder: text('holder').notNull(),
  /** When the holder took it (a change of holder sets it). */
  acquiredAt: timestamp('acquired_at', { withTimezone: true }).notNull(),
  renewedAt: timestamp('renewed_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * The API rate limit's counters when the server runs on PostgreSQL without Redis: one row per client key and
 * route, its count within the current window. Unlogged (a custom migration): a crash loses a minute of counts.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_resets_idx').on(t.resetsAt)],
);

/**
 * Events of the streams whose events are not a state to read again (the lottery's draws, the chat's
 * messages), kept for an hour: the id is the stream's event id, so a client that reconnects with
 * Last-Event-ID, to any process, is sent what it missed. Ids are taken under a lock, so they commit in order.
 */
export const streamEvents = pgTable(
  'stream_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel').notNull(),
    keys: text('keys').array().notNull(),
    message: text('message').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stream_events_channel_idx').on(t.channel, t.id), index('stream_events_at_idx').on(t.at)],
);
