// The API rate limit counted in Redis (REDIS_URL, lib/rate-limit-store.ts, ADR 0041): two server apps on one
// Redis count one client's calls together, and when Redis stops answering calls go through rather than fail. Starts its own redis-server on a free port
// (Debian's redis-server package; .ci/run installs it).
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { createTestApp, type TestApp } from '../helpers.ts';

const LIMIT = 6;
let redis: ChildProcess;
let url: string;
const apps: TestApp[] = [];

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

beforeAll(async () => {
  const port = await freePort();
  url = `redis://127.0.0.1:${port}`;
  redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const probe = new Redis(url, { lazyConnect: true, retryStrategy: () => 100, maxRetriesPerRequest: null });
  await probe.connect().catch(() => undefined);
  await probe.ping();
  probe.disconnect();
  for (let i = 0; i < 2; i++) apps.push(await createTestApp({ REDIS_URL: url, RATE_LIMIT_PER_MINUTE: String(LIMIT) }));
});
afterAll(async () => {
  for (const app of apps) await app.close();
  redis?.kill('SIGKILL');
});

const health = (app: TestApp) => app.app.inject({ method: 'GET', url: '/healthz' }).then((r) => r.statusCode);

describe('the rate limit in Redis', () => {
  it("counts one client's calls to two apps together, and lets calls through while Redis is down", async () => {
    const statuses = [];
    for (let i = 0; i < LIMIT; i++) statuses.push(await health(apps[i % 2]!));
    expect(statuses).toEqual(Array(LIMIT).fill(200));
    expect(await health(apps[0]!)).toBe(429);
    expect(await health(apps[1]!)).toBe(429);
    // The counter lives in Redis under the plugin's namespace, one key for the client.
    const client = new Redis(url);
    const keys = await client.keys('orbit-rl:*');
    expect(keys).toHaveLength(1);
    expect(Number(await client.get(keys[0]!))).toBe(LIMIT + 2);
    client.disconnect();

    redis.kill('SIGKILL');
    await once(redis, 'exit');
    expect(await health(apps[0]!)).toBe(200);
  });
});
