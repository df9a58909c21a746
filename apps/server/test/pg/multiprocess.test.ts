// Two real server processes on one PostgreSQL database: each job period runs exactly once between them,
// SIGTERM stops them cleanly, and a maintenance window that ended while every process was down is closed
// as soon as one comes back. Runs with `npm run test:pg` (PGlite cannot be shared by two processes).
import { rowsOf } from '../../src/db/client.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase } from '../helpers.ts';
import { seedDemo } from '../../src/seed/seed.ts';
import type { Database } from '../../src/db/client.ts';
import { databaseUrlOf, startServer, stopServer, type Server } from '../support/server-process.ts';

const MAINTENANCE_JOB = 'site.end-expired-maintenance';

const jobRunsOf = (lines: Record<string, unknown>[]) => lines.filter((l) => l.msg === 'job ran' && l.job === MAINTENANCE_JOB).map((l) => String(l.period));

describe('jobs across two server processes', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let url: string;
  const servers: Server[] = [];

  beforeAll(async () => {
    if (!process.env.DATABASE_URL) throw new Error('this suite needs DATABASE_URL (run it with npm run test:pg)');
    ({ database, drop } = await createTestDatabase());
    url = databaseUrlOf(database);
    await seedDemo(database);
  });
  afterAll(async () => {
    for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await drop();
  });

  it('runs each period exactly once between two processes, and catches up after both were stopped', async () => {
    const a = await startServer(url);
    const b = await startServer(url);
    servers.push(a, b);
    await new Promise((resolve) => setTimeout(resolve, 4000));

    // Every period that ran, ran in exactly one process.
    const periods = [...jobRunsOf(a.lines), ...jobRunsOf(b.lines)];
    expect(periods.length).toBeGreaterThanOrEqual(3);
    expect(new Set(periods).size).toBe(periods.length);
    const rows = rowsOf(await database.db.execute(sql`SELECT period_start FROM job_runs WHERE job = ${MAINTENANCE_JOB}`));
    expect(rows.length).toBeGreaterThanOrEqual(periods.length);

    // A window that ends while nothing runs.
    const endAt = new Date(Date.now() + 1500).toISOString();
    await database.db.execute(
      sql`UPDATE merchants SET settings = jsonb_set(settings, '{maintenance}', ${JSON.stringify({ enabled: true, startAt: null, endAt, message: {} })}::jsonb)`,
    );
    expect(await stopServer(a)).toBe(0);
    expect(await stopServer(b)).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const stillOn = rowsOf<{ on: boolean }>(await database.db.execute(sql`SELECT (settings->'maintenance'->>'enabled')::boolean AS on FROM merchants`))[0]!;
    expect(stillOn.on).toBe(true);

    const c = await startServer(url);
    servers.push(c);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const after = rowsOf<{ on: boolean }>(await database.db.execute(sql`SELECT (settings->'maintenance'->>'enabled')::boolean AS on FROM merchants`))[0]!;
    expect(after.on).toBe(false);
    const expired = rowsOf<{ n: number }>(
      await database.db.execute(sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'settings.maintenance.expired'`),
    )[0]!;
    expect(expired.n).toBe(1);
    expect(await stopServer(c)).toBe(0);
  }, 240_000);
});
