// Where the API rate limit (@fastify/rate-limit, plugins/http.ts) counts calls, so that every server process
// counts against the same limit (ADR 0041): Redis when REDIS_URL is set (the plugin's own Lua store, one
// round trip), else PostgreSQL when the server runs on it (one upsert on an unlogged table), else the
// process's memory (embedded PGlite runs one process). A window is fixed: the first call opens it for
// `timeWindow`, calls inside it count, the first call after it opens the next.
import { lt, sql } from 'drizzle-orm';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { rowsOf, type Database, type Tx } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema/cluster.ts';

type Reply = { current: number; ttl: number };
type Callback = (error: Error | null, reply?: Reply) => void;

/** What the plugin hands `child`: the route's merged limit options (typed by the plugin as route options). */
type ChildParams = Parameters<FastifyRateLimitStore['child']>[0] & { routeInfo?: { method?: string | string[]; url?: string }; groupId?: string };

/** The counts of one key: the call is counted, its count within the window and what is left of the window answered. */
async function countCall(database: Database, key: string, windowMs: number): Promise<Reply> {
  const window = `${windowMs} milliseconds`;
  const rows = rowsOf<{ hits: number; ttl: string }>(
    await database.db.execute(sql`
    INSERT INTO rate_limit_counters AS c (key, hits, resets_at) VALUES (${key}, 1, now() + ${window}::interval)
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN c.resets_at <= now() THEN 1 ELSE c.hits + 1 END,
      resets_at = CASE WHEN c.resets_at <= now() THEN excluded.resets_at ELSE c.resets_at END
    RETURNING hits, ceil(extract(epoch FROM resets_at - now()) * 1000)::text AS ttl`),
  );
  const row = rows[0]!;
  return { current: Number(row.hits), ttl: Math.max(0, Number(row.ttl)) };
}

async function readCount(database: Database, key: string): Promise<Reply> {
  const rows = rowsOf<{ hits: number; ttl: string }>(
    await database.db.execute(sql`
    SELECT hits, ceil(extract(epoch FROM resets_at - now()) * 1000)::text AS ttl
    FROM rate_limit_counters WHERE key = ${key} AND resets_at > now()`),
  );
  const row = rows[0];
  return row ? { current: Number(row.hits), ttl: Number(row.ttl) } : { current: 0, ttl: 0 };
}

/** The plugin's `store` option: a class it makes once, and a child per route with its own limit. */
export function postgresRateLimitStore(database: Database, log: { warn(obj: object, msg: string): void }): FastifyRateLimitStoreCtor {
  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _params: unknown,
      private readonly prefix = 'api:',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number, _max?: number) {
      countCall(database, this.prefix + key, timeWindow).then(
        (reply) => callback(null, reply),
        (error: Error) => {
          log.warn({ err: error.message }, 'rate limit store (PostgreSQL) did not count a call');
          callback(error);
        },
      );
    }

    read(key: string, callback: Callback) {
      readCount(database, this.prefix + key).then(
        (reply) => callback(null, reply),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      const params = routeOptions as ChildParams;
      const route = params.groupId ?? `${String(params.routeInfo?.method ?? '')}${params.routeInfo?.url ?? ''}`;
      return new PostgresRateLimitStore(params, `${route}:`);
    }
  };
}

/** The plugin's options that pick the store; `close` ends the Redis connection with the app. */
export function rateLimitStoreOptions(database: Database, redisUrl: string | undefined, log: { warn(obj: object, msg: string): void }) {
  if (redisUrl) {
    // Commands wait while the connection is down rather than failing at once, but not for long: a call
    // must not hang on the limit, and skipOnError lets it through when Redis cannot answer.
    const redis = new Redis(redisUrl, { connectTimeout: 2000, commandTimeout: 1000, maxRetriesPerRequest: 1, enableOfflineQueue: true });
    // Without a listener ioredis prints each failed reconnection; one warning line each instead.
    redis.on('error', (error: Error) => log.warn({ err: error.message }, 'rate limit store (Redis) unreachable'));
    return { options: { redis, nameSpace: 'orbit-rl:' }, kind: 'redis' as const, close: async () => void (await redis.quit().catch(() => redis.disconnect())) };
  }
  if (database.kind === 'postgres') return { options: { store: postgresRateLimitStore(database, log) }, kind: 'postgres' as const, close: async () => {} };
  return { options: {}, kind: 'memory' as const, close: async () => {} };
}

/** Drops the counters whose window ended before `before` (the hourly prune, jobs/system.jobs.ts). */
export async function pruneRateLimitCounters(tx: Tx, before: Date): Promise<number> {
  const gone = await tx.delete(rateLimitCounters).where(lt(rateLimitCounters.resetsAt, before)).returning({ key: rateLimitCounters.key });
  return gone.length;
}
