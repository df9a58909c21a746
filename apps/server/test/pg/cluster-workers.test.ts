// One server started with WORKERS=2 (cluster.ts, ADR 0041): two worker processes answer on one port, /metrics
// answers both workers' figures merged (and ?process=self the answering one's), a worker killed outright is
// replaced, and SIGTERM to the primary stops them all cleanly. Runs with `npm run test:pg`.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { databaseUrlOf, startServer, stopServer } from '../support/server-process.ts';
import { baseUrlOf, twoProcessSuite } from '../support/two-processes.ts';

const POOL = 4;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const poolMax = async (url: string) => Number(/orbit_db_pool_connections\{state="max"\} (\d+)/.exec(await (await fetch(url)).text())?.[1]);

describe('a server started with WORKERS=2', () => {
  const suite = twoProcessSuite();

  it('runs two workers on one port, merges their metrics, replaces a dead one, and stops cleanly', async () => {
    const server = await startServer(databaseUrlOf(suite.database), { WORKERS: '2', DATABASE_POOL_SIZE: String(POOL), JOBS_ENABLED: 'false' });
    suite.servers.push(server);
    const base = baseUrlOf(server);
    // The primary's children (pgrep -P, procps).
    const workerPids = () =>
      new Set(
        execFileSync('pgrep', ['-P', String(server.child.pid)], { encoding: 'utf8' })
          .trim()
          .split('\n')
          .map(Number),
      );

    // Both workers' pools, merged: twice one pool's maximum; one worker's own page shows its own.
    for (;;) if ((await poolMax(`${base}/metrics`)) === 2 * POOL) break;
    expect(await poolMax(`${base}/metrics?process=self`)).toBe(POOL);
    const started = workerPids();
    expect(started.size).toBe(2);

    // A worker killed outright: the primary starts another, and the page is whole again.
    process.kill([...started][0]!, 'SIGKILL');
    while (!server.lines.some((line) => typeof line.msg === 'string' && /worker \d+ died \(SIGKILL\)/.test(line.msg))) await pause(50);
    for (;;) {
      const now = workerPids();
      const replaced = now.size === 2 && [...now].some((pid) => !started.has(pid));
      if (replaced && (await poolMax(`${base}/metrics`).catch(() => 0)) === 2 * POOL) break;
      await pause(50);
    }

    expect(await stopServer(server)).toBe(0);
  }, 120_000);
});
