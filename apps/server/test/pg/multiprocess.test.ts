// Two real server processes on one PostgreSQL database: each job period runs exactly once between them,
// SIGTERM stops them cleanly, and a maintenance window that ended while every process was down is closed
// as soon as one comes back. Runs with `npm run test:pg` (PGlite cannot be shared by two processes).
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rowsOf } from '../../src/db/client.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase } from '../helpers.ts';
import { seedDemo } from '../../src/db/seed/seed.ts';
import type { Database } from '../../src/db/client.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const MAINTENANCE_JOB = 'site.end-expired-maintenance';

interface Server {
  child: ChildProcess;
  port: number;
  lines: Record<string, unknown>[];
}

function databaseUrlOf(database: Database): string {
  if (!database.url) throw new Error('expected a PostgreSQL database');
  return database.url;
}

async function startServer(url: string): Promise<Server> {
  const port = 40000 + Math.floor(Math.random() * 20000);
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_DIST: '',
      CONSOLE_DIST: '',
      LOG_LEVEL: 'info',
      LOG_PRETTY: 'false',
      // The maintenance job's minute becomes a second, and ticks come five times a second.
      JOBS_PERIOD_DIVISOR: '60',
      JOBS_TICK_MS: '200',
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server: Server = { child, port, lines: [] };
  let buffer = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    const parts = buffer.split('\n');
    buffer = parts.pop() ?? '';
    for (const line of parts) {
      try {
        server.lines.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        // not a log line
      }
    }
  });
  child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  // Up to 90 s: in CI the other PostgreSQL test files run beside this one on two cores, and a process
  // compiling the app with tsx and migrating can take far longer than on a quiet machine.
  for (let i = 0; i < 450; i++) {
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null);
    if (ready?.ok) return server;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('server did not become ready');
}

async function stopServer(server: Server): Promise<number | null> {
  if (server.child.exitCode !== null) return server.child.exitCode;
  server.child.kill('SIGTERM');
  const [code] = (await once(server.child, 'exit')) as [number | null];
  return code;
}

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
