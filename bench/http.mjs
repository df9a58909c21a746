// HTTP throughput of the API server against its baselines, measured in one run (`npm run bench:http`):
//   bare        node:http answering GET /hello                       (the ceiling)
//   headers     node:http sending the headers every API reply carries (reference: the headers' own share)
//   fastify     the same route in Fastify with none of our plugins   (reference: the framework's own share)
//   hello       the same route inside our Fastify app, as an API call (cost of the app's plugins and hooks)
//   whitelabel  GET /wps/system/whitelabel with host: localhost      (a real cached call: merchant, headers
//                                                                      schema, zod reply serialisation)
// Each server runs in its own process (bench/http-server.ts); autocannon runs here, so on a 2-core machine
// the load generator and the server each get a core. Figures go to the console and bench/results/.
//
// Options: --duration=10 --warmup=2 --connections=50
//          --profile     CPU-profile the app under hello and whitelabel load after the run (by default only
//                        the case whose ratio misses its target)
//          --no-profile  never profile
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS = path.join(ROOT, 'bench', 'results');
const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key, value ?? true];
  }),
);
const DURATION = Number(args.duration ?? 10);
const WARMUP = Number(args.warmup ?? 2);
const CONNECTIONS = Number(args.connections ?? 50);
const TARGETS = { helloOverBare: 0.9, whitelabelOverHello: 0.5 };

/** Starts bench/http-server.ts in its own process; answers its port, a stop function and a profiling window. */
async function startServer(mode) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench', 'http-server.ts'), mode], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const ask = (message, answerKey, timeoutMs) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${mode} server: no ${answerKey} within ${timeoutMs / 1000} s`)), timeoutMs);
      const onMessage = (answer) => {
        if (!answer || typeof answer !== 'object' || !(answerKey in answer)) return;
        clearTimeout(timer);
        child.off('message', onMessage);
        resolve(answer[answerKey]);
      };
      child.on('message', onMessage);
      child.once('exit', (code) => (clearTimeout(timer), reject(new Error(`${mode} server exited with code ${code}`))));
      if (message) child.send(message);
    });
  const port = await ask(undefined, 'port', 60_000);
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.send('stop');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  /** Runs `work` with the server's CPU profiler on, and writes the profile to `file`. */
  const profiled = async (file, work) => {
    await ask({ profile: 'start' }, 'profiling', 10_000);
    try {
      await work();
    } finally {
      await ask({ profile: 'stop', file }, 'profiled', 30_000);
    }
  };
  /** The server process's CPU time so far, in microseconds. */
  const cpu = async () => {
    const { user, system } = await ask('cpu', 'cpu', 10_000);
    return user + system;
  };
  return { port, stop, profiled, cpu };
}

function load(url, headers, duration) {
  return new Promise((resolve, reject) => {
    const onInterrupt = () => instance.stop();
    const instance = autocannon({ url, headers, connections: CONNECTIONS, pipelining: 1, duration }, (error, result) => {
      process.off('SIGINT', onInterrupt);
      if (error) reject(error);
      else resolve(result);
    });
    process.once('SIGINT', onInterrupt);
  });
}

/** A single request first: a load test of an error reply would measure the wrong thing. */
async function check(url, headers) {
  const response = await fetch(url, { headers });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${text.slice(0, 300)}`);
  return text.length;
}

async function measure(name, server, pathname, headers = {}) {
  const url = `http://127.0.0.1:${server.port}${pathname}`;
  const bytes = await check(url, headers);
  if (WARMUP > 0) await load(url, headers, WARMUP);
  const serverBefore = await server.cpu();
  const clientBefore = process.cpuUsage();
  const result = await load(url, headers, DURATION);
  const client = process.cpuUsage(clientBefore);
  const serverMicros = (await server.cpu()) - serverBefore;
  const bad = result.non2xx + result.errors + result.timeouts;
  const row = {
    name,
    url,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    totalRequests: result.requests.total,
    // CPU the server spent per request: unlike req/s, barely moved by other work on the machine.
    serverCpuMicrosPerRequest: result.requests.total > 0 ? Math.round((10 * serverMicros) / result.requests.total) / 10 : null,
    serverCpuShare: Math.round(serverMicros / (DURATION * 1e4)) / 100,
    clientCpuShare: Math.round((client.user + client.system) / (DURATION * 1e4)) / 100,
    replyBytes: bytes,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
  console.log(
    `  ${name.padEnd(10)} ${String(row.requestsPerSecond).padStart(7)} req/s  p50 ${row.p50Ms} ms  p99 ${row.p99Ms} ms  server ${row.serverCpuMicrosPerRequest} µs CPU/req (busy ${Math.round(row.serverCpuShare * 100)}%, autocannon ${Math.round(row.clientCpuShare * 100)}%)${bad ? `  (${bad} failed)` : ''}`,
  );
  return row;
}

/** Self time per function and per package from a V8 .cpuprofile: where the whitelabel call spends its time. */
function summariseProfile(file) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  const deltas = profile.timeDeltas;
  for (let i = 0; i < profile.samples.length; i++) {
    const node = byId.get(profile.samples[i]);
    self.set(node, (self.get(node) ?? 0) + (deltas[i + 1] ?? deltas[i] ?? 0));
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const where = (frame) => {
    const url = frame.url.replace(/^file:\/\//, '');
    const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1];
    if (pkg) return pkg;
    if (url.startsWith('node:') || (!url.includes('/') && url)) return 'node (internals)';
    if (url.includes('/packages/contracts/')) return '@orbit/contracts';
    if (url.includes('/apps/server/')) return '@orbit/server';
    if (!url) return frame.functionName === '(garbage collector)' ? '(gc)' : frame.functionName || '(native)';
    return path.relative(ROOT, url);
  };
  const functions = new Map();
  const packages = new Map();
  for (const [node, time] of self) {
    const frame = node.callFrame;
    const owner = where(frame);
    const key = `${frame.functionName || '(anonymous)'}  ${owner}${frame.url ? `:${frame.lineNumber + 1}` : ''}`;
    functions.set(key, (functions.get(key) ?? 0) + time);
    packages.set(owner, (packages.get(owner) ?? 0) + time);
  }
  const top = (map, n) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, time]) => ({ name, share: Math.round((1000 * time) / total) / 10 }));
  return { totalMs: Math.round(total / 1000), byPackage: top(packages, 15), byFunction: top(functions, 25) };
}

/** CPU-profiles the app server while it serves one case, and prints where the time goes. */
async function profileCase(name, pathname, headers) {
  mkdirSync(RESULTS, { recursive: true });
  const file = path.join(RESULTS, `profile-${name}-${Date.now()}.cpuprofile`);
  const server = await startServer('app');
  try {
    const url = `http://127.0.0.1:${server.port}${pathname}`;
    await check(url, headers);
    if (WARMUP > 0) await load(url, headers, WARMUP);
    await server.profiled(file, () => load(url, headers, Math.max(5, DURATION / 2)));
  } finally {
    await server.stop();
  }
  const summary = summariseProfile(file);
  console.log(`\nCPU profile of the app server under ${name} load (${path.relative(ROOT, file)}; open it in Chrome DevTools):`);
  console.log('  self time by package:');
  for (const row of summary.byPackage) console.log(`    ${String(row.share).padStart(5)}%  ${row.name}`);
  console.log('  self time by function:');
  for (const row of summary.byFunction) console.log(`    ${String(row.share).padStart(5)}%  ${row.name}`);
  return { file: path.relative(ROOT, file), ...summary };
}

const verdict = (value, target) => (value >= target ? 'PASS' : 'MISS');
const round = (value) => Math.round(value * 1000) / 1000;

async function main() {
  console.log(
    `bench:http  ${CONNECTIONS} connections, ${WARMUP} s warm-up + ${DURATION} s each, node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'})`,
  );
  const loadBefore = os.loadavg()[0];
  const rows = {};
  const bare = await startServer('bare');
  try {
    rows.bare = await measure('bare', bare, '/hello');
  } finally {
    await bare.stop();
  }
  // Reference only (no target): node:http with the headers every API reply of ours carries.
  const bareHeaders = await startServer('bare-headers');
  try {
    rows.headers = await measure('headers', bareHeaders, '/hello');
  } finally {
    await bareHeaders.stop();
  }
  // Reference only (no target): Fastify with none of our plugins, to show the framework's own share.
  const plain = await startServer('fastify');
  try {
    rows.fastify = await measure('fastify', plain, '/hello');
  } finally {
    await plain.stop();
  }
  const whitelabelHeaders = { host: 'localhost' };
  const app = await startServer('app');
  try {
    rows.hello = await measure('hello', app, '/wps/bench/hello');
    rows.whitelabel = await measure('whitelabel', app, '/wps/system/whitelabel', whitelabelHeaders);
  } finally {
    await app.stop();
  }

  const ratios = {
    helloOverBare: round(rows.hello.requestsPerSecond / rows.bare.requestsPerSecond),
    whitelabelOverHello: round(rows.whitelabel.requestsPerSecond / rows.hello.requestsPerSecond),
  };
  // The same ratios from server CPU per request (throughput each would reach on a core of its own).
  const cpuRatios = {
    helloOverBare: round(rows.bare.serverCpuMicrosPerRequest / rows.hello.serverCpuMicrosPerRequest),
    whitelabelOverHello: round(rows.hello.serverCpuMicrosPerRequest / rows.whitelabel.serverCpuMicrosPerRequest),
  };
  const failed = Object.values(rows).some((row) => row.non2xx + row.errors + row.timeouts > 0);
  const loadAfter = os.loadavg()[0];

  console.log('\n| case       |   req/s | p50 ms | p99 ms | server µs CPU/req |');
  console.log('|------------|--------:|-------:|-------:|------------------:|');
  for (const row of Object.values(rows))
    console.log(
      `| ${row.name.padEnd(10)} | ${String(row.requestsPerSecond).padStart(7)} | ${String(row.p50Ms).padStart(6)} | ${String(row.p99Ms).padStart(6)} | ${String(row.serverCpuMicrosPerRequest).padStart(17)} |`,
    );
  console.log('');
  console.log(
    `bare + our headers / bare  ${round(rows.headers.requestsPerSecond / rows.bare.requestsPerSecond).toFixed(3)}  (reference: node:http sending the security headers, request id and rate-limit headers of every API reply)`,
  );
  console.log(
    `plain Fastify / bare  ${round(rows.fastify.requestsPerSecond / rows.bare.requestsPerSecond).toFixed(3)}  (reference: the framework alone, no security headers, rate limit or request id)`,
  );
  for (const [key, label] of [
    ['helloOverBare', 'hello / bare      '],
    ['whitelabelOverHello', 'whitelabel / hello'],
  ])
    console.log(
      `${label}  ${ratios[key].toFixed(3)}  target >= ${TARGETS[key]}  ${verdict(ratios[key], TARGETS[key])}   (by server CPU per request: ${cpuRatios[key].toFixed(3)})`,
    );
  const busy = Math.max(loadBefore, loadAfter) > os.cpus().length / 2;
  if (busy)
    console.log(
      `\nNOTE: the machine was busy with other work (load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after, on ${os.cpus().length} CPUs): req/s and latencies are low and noisy; the CPU-per-request ratios hold better.`,
    );
  if (failed) console.log('\nWARNING: some requests failed (non-2xx, errors or timeouts); the figures above are not trustworthy.');

  // A missed target is explained, not just reported: profile the case that missed.
  const profiles = {};
  const wanted = (ratio) => !args['no-profile'] && (args.profile || ratios[ratio] < TARGETS[ratio]);
  if (wanted('helloOverBare')) profiles.hello = await profileCase('hello', '/wps/bench/hello', {});
  if (wanted('whitelabelOverHello')) profiles.whitelabel = await profileCase('whitelabel', '/wps/system/whitelabel', whitelabelHeaders);

  const report = {
    at: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? null,
    settings: { connections: CONNECTIONS, warmupSeconds: WARMUP, durationSeconds: DURATION, pipelining: 1 },
    results: rows,
    ratios,
    cpuRatios,
    loadAverage: { before: loadBefore, after: loadAfter },
    targets: TARGETS,
    verdicts: {
      helloOverBare: verdict(ratios.helloOverBare, TARGETS.helloOverBare),
      whitelabelOverHello: verdict(ratios.whitelabelOverHello, TARGETS.whitelabelOverHello),
    },
    ...(Object.keys(profiles).length > 0 ? { profiles } : {}),
  };
  mkdirSync(RESULTS, { recursive: true });
  const file = path.join(RESULTS, `http-${report.at.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nwritten ${path.relative(ROOT, file)}`);
  if (failed) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
