// The server side of bench/http.mjs, run in its own process (`node --import tsx bench/http-server.ts <mode>`)
// so the load generator never competes with it on the same event loop.
//   bare: a node:http server answering GET /hello.
//   app:  our Fastify app (buildApp over an in-memory PGlite seeded with the demo merchant) plus the same
//         hello route, added here and never in the app. It is mounted under /wps/ like every API call, so it
//         pays what they pay: the API security headers, the rate limit, the request id, the compression hook.
// Tells the parent its port over IPC, its CPU time on 'cpu', and stops on 'stop'. The parent may ask for a CPU profile of a load window
// ({ profile: 'start' }, then { profile: 'stop', file }), so start-up (migrations, seed) stays out of it.
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';

const HELLO = JSON.stringify({ hello: 'world' });

async function startBare(): Promise<() => Promise<void>> {
  const server = http.createServer((request, response) => {
    if (request.method === 'GET' && request.url === '/hello') {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(HELLO) });
      response.end(HELLO);
      return;
    }
    response.writeHead(404).end();
  });
  server.keepAliveTimeout = 72_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  report((server.address() as AddressInfo).port);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/**
 * node:http sending what every API reply of ours carries besides the body: the security headers of the
 * baseline (plugins/security-headers.ts) and a request id (the rate limit's headers go on refusals only). A reference row:
 * the ceiling for any route that keeps those headers, whatever the framework.
 */
async function startBareWithHeaders(): Promise<() => Promise<void>> {
  const { API_SECURITY_HEADERS } = await import('../apps/server/src/plugins/security-headers.ts');
  const { randomUUID } = await import('node:crypto');
  const server = http.createServer((request, response) => {
    if (request.method === 'GET' && request.url === '/hello') {
      response.writeHead(200, {
        ...API_SECURITY_HEADERS,
        'x-request-id': randomUUID(),
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(HELLO),
      });
      response.end(HELLO);
      return;
    }
    response.writeHead(404).end();
  });
  server.keepAliveTimeout = 72_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  report((server.address() as AddressInfo).port);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** Fastify with nothing of ours: where the framework alone stands against bare node:http (a reference row). */
async function startPlainFastify(): Promise<() => Promise<void>> {
  const { default: Fastify } = await import('fastify');
  const app = Fastify({ logger: false });
  app.get('/hello', async () => ({ hello: 'world' }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  report((app.server.address() as AddressInfo).port);
  return () => app.close();
}

async function startApp(): Promise<() => Promise<void>> {
  const { loadConfig } = await import('../apps/server/src/config.ts');
  const { openDatabase } = await import('../apps/server/src/db/client.ts');
  const { seedDemo } = await import('../apps/server/src/seed/seed.ts');
  const { buildApp } = await import('../apps/server/src/app.ts');
  // An empty environment, so nothing on the machine changes what is measured. The rate limit stays on (its
  // bookkeeping is part of every API call's cost) but high enough never to refuse the load.
  const config = loadConfig({}, { WEB_DIST: '', CONSOLE_DIST: '', LOG_LEVEL: 'silent', JOBS_ENABLED: 'false', RATE_LIMIT_PER_MINUTE: '1000000000' });
  const database = openDatabase({});
  await database.migrate();
  await seedDemo(database);
  const { app } = await buildApp({ config, database, logger: false });
  app.get('/wps/bench/hello', async () => ({ hello: 'world' }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  report((app.server.address() as AddressInfo).port);
  return async () => {
    await app.close();
    await database.close();
  };
}

function report(port: number) {
  if (process.send) process.send({ port });
  else console.log(`listening on http://127.0.0.1:${port}`);
}

const mode = process.argv[2];
if (mode !== 'bare' && mode !== 'bare-headers' && mode !== 'app' && mode !== 'fastify') {
  console.error('usage: node --import tsx bench/http-server.ts bare|bare-headers|fastify|app');
  process.exit(2);
}
const stop = await (mode === 'bare' ? startBare() : mode === 'bare-headers' ? startBareWithHeaders() : mode === 'fastify' ? startPlainFastify() : startApp());
let stopping = false;
const shutdown = () => {
  if (stopping) return;
  stopping = true;
  stop().finally(() => process.exit(0));
};
let session: Session | undefined;
async function profile(message: { profile: 'start' | 'stop'; file?: string }) {
  if (message.profile === 'start') {
    session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 100 });
    await session.post('Profiler.start');
    process.send?.({ profiling: true });
  } else if (session && message.file) {
    const { profile: result } = await session.post('Profiler.stop');
    session.disconnect();
    session = undefined;
    writeFileSync(message.file, JSON.stringify(result));
    process.send?.({ profiled: message.file });
  }
}
process.on('message', (message: unknown) => {
  if (message === 'stop') shutdown();
  else if (message === 'cpu') process.send?.({ cpu: process.cpuUsage() });
  else if (typeof message === 'object' && message && 'profile' in message) void profile(message as Parameters<typeof profile>[0]);
});
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
process.on('disconnect', shutdown);
