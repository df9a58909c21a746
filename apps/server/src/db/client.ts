// One database handle over either engine (docs/architecture.md): embedded PGlite when no DATABASE_URL is set,
// a PostgreSQL pool when it is. Both speak the same dialect through Drizzle, so no code above this file
// knows which one it has.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction, or the database itself where a repo function may run outside one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The server's URL, for the PostgreSQL engine. */
  url?: string;
  /** Applies the committed migrations; several processes may call it at once on PostgreSQL. */
  migrate(): Promise<void>;
  /** Answers quickly whether the database serves queries; throws if not. */
  ping(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
  /**
   * Calls `handler` with the payload of every NOTIFY on `channel`, from any process on this database;
   * a notification sent inside a transaction arrives only once it commits. Answers a function that stops listening.
   */
  listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
  /** PGlite only: the whole data folder as a tar, which `loadDataDir` opens again (tests start from one). */
  dumpDataDir?(): Promise<Blob>;
  /** PostgreSQL only: the pool's connections now (for /metrics). */
  poolStats?(): { total: number; idle: number; waiting: number; max: number };
}

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// Any number will do, as long as no other code takes the same advisory lock.
const MIGRATION_LOCK = 4_202_611;

export interface DatabaseOptions {
  url?: string | undefined;
  /** PGlite data folder; undefined keeps the database in memory (tests). */
  dataDir?: string | undefined;
  /** PGlite: start from this dump of a data folder (made by `dumpDataDir`) instead of an empty database. */
  loadDataDir?: Blob | undefined;
  poolSize?: number;
  migrationsFolder?: string;
  onPoolError?: (error: Error) => void;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`database did not answer within ${ms} ms`)), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    );
  });
}

// Work to do once a transaction has committed (wallet balance events), by transaction object.
const afterCommitQueues = new WeakMap<object, (() => void)[]>();

/**
 * Runs `task` once `tx` has committed: at once when `tx` is the database itself (the statement the caller
 * just awaited committed on its own), after the commit of a transaction otherwise; never if it rolls back.
 */
export function afterCommit(tx: Tx, task: () => void): void {
  const queue = afterCommitQueues.get(tx);
  if (queue) queue.push(task);
  else task();
}

/** Makes db.transaction run the tasks queued by afterCommit once the transaction has committed. */
function withAfterCommit(db: Db): Db {
  const begin = db.transaction.bind(db);
  (db as { transaction: unknown }).transaction = async (work: (tx: Tx) => Promise<unknown>, config?: unknown) => {
    const queue: (() => void)[] = [];
    const result = await begin(async (tx) => {
      afterCommitQueues.set(tx, queue);
      return work(tx);
    }, config as never);
    for (const task of queue) {
      try {
        task();
      } catch {
        // A task after the commit must never turn committed work into a failure.
      }
    }
    return result;
  };
  return db;
}

export function openDatabase(options: DatabaseOptions): Database {
  const migrationsFolder = options.migrationsFolder ?? MIGRATIONS_FOLDER;
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5000,
      idleTimeoutMillis: 30_000,
    });
    // An idle client that loses its server emits here; without a listener the process would crash.
    pool.on('error', (error) => options.onPoolError?.(error));
    const db = withAfterCommit(drizzlePg(pool, { schema }) as unknown as Db);
    return {
      db,
      kind: 'postgres',
      url: options.url,
      async migrate() {
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
          client.release();
        }
      },
      async ping(timeoutMs = 2000) {
        await withTimeout(pool.query('SELECT 1'), timeoutMs);
      },
      async close() {
        await pool.end();
      },
      listen: (channel, handler) => listenOnServer(options.url as string, channel, handler, options.onPoolError),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: options.poolSize ?? 10 }),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = withAfterCommit(drizzlePglite(client, { schema }) as unknown as Db);
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    },
    async ping(timeoutMs = 2000) {
      await withTimeout(db.execute(sql`SELECT 1`), timeoutMs);
    },
    async close() {
      await client.close();
    },
    dumpDataDir: () => client.dumpDataDir('none'),
    async listen(channel, handler) {
      const stop = await client.listen(channel, handler);
      return async () => {
        if (!client.closed) await stop();
      };
    },
  };
}

/**
 * A dedicated connection for LISTEN (a pooled one would drop it). It never fails its caller: a server that
 * cannot be reached, at start or later, is reported to `onError` and tried again each second, so the app
 * still starts (and /readyz answers 503) while the database is down.
 */
async function listenOnServer(url: string, channel: string, handler: (payload: string) => void, onError?: (error: Error) => void) {
  let stopped = false;
  let current: pg.Client | undefined;
  const retryLater = () => {
    if (!stopped) setTimeout(() => void connect(), 1000).unref();
  };
  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    let lost = false;
    // A client may both reject its connect and emit 'error'; only the first starts a retry.
    const fail = (error: Error) => {
      if (lost) return;
      lost = true;
      onError?.(error);
      client.end().catch(() => undefined);
      retryLater();
    };
    client.on('notification', (message) => {
      if (message.channel === channel) handler(message.payload ?? '');
    });
    client.on('error', fail);
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
      if (stopped) await client.end();
      else current = client;
    } catch (error) {
      fail(error as Error);
    }
  };
  await connect();
  return async () => {
    stopped = true;
    await current?.end().catch(() => undefined);
  };
}

/** Rows of a raw query, whichever engine answered it. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** The SQLSTATE of a database error, wherever the driver or Drizzle put it (the error or its causes). */
export function errorCodeOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/** A unique index refused the row (SQLSTATE 23505): usually someone else took the key first. */
export function isUniqueViolation(error: unknown): boolean {
  return errorCodeOf(error) === '23505';
}
