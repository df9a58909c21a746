// One process at a time runs a loop that every process could run (the live tables' dealer, the lottery's
// draws): a lease row per loop in `leader_leases` (ADR 0041). The holder renews it every RENEW_MS; the others
// try to take it as often and succeed once it has run out, so a leader that dies (kill -9, a lost machine) is
// replaced within LEASE_MS + RENEW_MS (8 s). A leader that stops cleanly hands its lease back at once. The
// lease is timed by the database's clock, so the machines' clocks need not agree. The loops stay safe to run
// twice (each step is a guarded update): two leaders for a moment, after a stall, cost work, not money.
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../db/client.ts';
import { leaderLeases } from '../db/schema/cluster.ts';

export const LEASE_MS = 6000;
export const RENEW_MS = 2000;

/** Starts the loop and answers how to stop it (the loops' own `run(tickMs, log)` shape). */
export type LedLoop = () => () => Promise<void>;

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** This process's name in the lease rows: the host and pid say which process it is, the random part which start. */
export const processHolder = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

/** Takes or renews the lease; answers whether this process holds it now. */
async function claim(database: Database, name: string, holder: string): Promise<boolean> {
  const lease = `${LEASE_MS} milliseconds`;
  const rows = rowsOf<{ holder: string }>(
    await database.db.execute(sql`
    INSERT INTO leader_leases (name, holder, acquired_at, renewed_at, expires_at)
    VALUES (${name}, ${holder}, now(), now(), now() + ${lease}::interval)
    ON CONFLICT (name) DO UPDATE SET
      holder = excluded.holder,
      acquired_at = CASE WHEN leader_leases.holder = excluded.holder THEN leader_leases.acquired_at ELSE now() END,
      renewed_at = now(),
      expires_at = excluded.expires_at
    WHERE leader_leases.holder = excluded.holder OR leader_leases.expires_at <= now()
    RETURNING holder`),
  );
  return rows.length > 0;
}

async function release(database: Database, name: string, holder: string): Promise<void> {
  await database.db.delete(leaderLeases).where(and(eq(leaderLeases.name, name), eq(leaderLeases.holder, holder)));
}

/**
 * Runs `loop` in this process while it holds the lease `name`, stopping it when the lease is lost. Answers
 * the function that stops trying, stops the loop and hands the lease back.
 */
export function runWhileLeader(database: Database, name: string, loop: LedLoop, log: Log, holder = processHolder): () => Promise<void> {
  let stopLoop: (() => Promise<void>) | undefined;
  let stopped = false;
  let turn: Promise<void> = Promise.resolve();

  async function step() {
    let leads = false;
    try {
      leads = await claim(database, name, holder);
    } catch (error) {
      // The database is out of reach: a leader that cannot renew must assume another takes over.
      log.warn({ err: error, lease: name }, 'leader lease not renewed');
    }
    if (stopped) return;
    if (leads && !stopLoop) {
      log.info({ lease: name, holder }, 'leading');
      stopLoop = loop();
    } else if (!leads && stopLoop) {
      log.warn({ lease: name, holder }, 'lease lost: another process leads');
      const stop = stopLoop;
      stopLoop = undefined;
      await stop();
    }
  }

  turn = step();
  const timer = setInterval(() => {
    turn = turn.then(step);
  }, RENEW_MS);
  timer.unref();

  return async () => {
    stopped = true;
    clearInterval(timer);
    await turn;
    const stop = stopLoop;
    stopLoop = undefined;
    await stop?.();
    await release(database, name, holder).catch((error: unknown) => log.warn({ err: error, lease: name }, 'leader lease not handed back'));
  };
}
