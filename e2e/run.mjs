// Runs the browser journeys: builds the site and the console, starts the real server on a fresh
// database (embedded PGlite in a temp folder, or DATABASE_URL's PostgreSQL) for each shard, drives Debian's
// Chromium through playwright-core with Node's test runner, then stops the servers. Without Chromium it says so
// and runs nothing (CI installs it; see .ci/run).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(chromium)) {
  console.log(`Browser journeys NOT RUN: no Chromium at ${chromium}. Install it with: apt-get install -y chromium`);
  process.exit(process.env.CI ? 1 : 0);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The journeys share the site's settings (a file switches the register captcha off and on again, another puts
// the site in maintenance), so they never run at once against one server. They run in shards instead, each
// with a server and database of its own (E2E_SHARDS, default 2: docs/decisions/0021-test-snapshots-and-ci-budget.md). A shard takes the next
// file from one queue when its last one ends, so a shard that drew short files takes more of them and both
// finish near the same time. The first file stays first on its shard: it enrols the operator's authenticator
// through the console's first login, which the other files' operator sessions (support.ts) would otherwise do.
const files = process.argv.slice(2).length
  ? process.argv.slice(2)
  : readdirSync(path.join(root, 'e2e/journeys'))
      .filter((file) => file.endsWith('.test.ts'))
      .sort()
      .map((file) => `e2e/journeys/${file}`);
const wantedShards = Number(process.env.E2E_SHARDS ?? 2);
if (!Number.isInteger(wantedShards) || wantedShards < 1) {
  console.error(`E2E_SHARDS must be a whole number from 1 up, not ${process.env.E2E_SHARDS}`);
  process.exit(1);
}
const shardCount = Math.min(files.length, wantedShards);
const firstPort = 41000 + Math.floor(Math.random() * 8000);
// After each shard's first file, the longest files go first (e2e/journey-seconds.json holds each file's time
// in a clean CI run; a file not listed yet counts as long): a long file started last would leave the other
// shards idle while it runs.
const seconds = JSON.parse(readFileSync(path.join(root, 'e2e/journey-seconds.json'), 'utf8'));
const weightOf = (file) => seconds[path.basename(file)] ?? 90;
const queue = [...files.slice(0, shardCount), ...files.slice(shardCount).sort((a, b) => weightOf(b) - weightOf(a))];

if (!process.env.E2E_SKIP_BUILD) run('npm', ['run', 'build', '-w', '@orbit/web', '-w', '@orbit/console']);

/** A fresh database for one shard: embedded PGlite in its data folder, or a database of DATABASE_URL's server. */
async function databaseFor(shard) {
  if (!process.env.DATABASE_URL) return { url: undefined, drop: async () => undefined };
  // A database of its own, so the journeys start from the demo seed whatever ran before.
  const { default: pg } = await import('pg');
  const adminUrl = process.env.DATABASE_URL;
  const name = `orbit_e2e_${Date.now()}_${shard}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  };
  return { url: url.toString(), drop };
}

/** Starts one shard's server on the demo seed; answers its address and how to stop it. */
async function startServer(shard) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'orbit-e2e-'));
  const port = String(firstPort + shard);
  const database = await databaseFor(shard);
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts', '--seed'], {
    cwd: root,
    env: {
      ...process.env,
      ...(database.url ? { DATABASE_URL: database.url } : {}),
      DATA_DIR: dataDir,
      PORT: port,
      HOST: '127.0.0.1',
      // The sandbox gateway's payer pages and its webhooks go to this address (not the default localhost).
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // The journeys play visitors from other countries through this header.
      TRUSTED_PROXIES: '127.0.0.1',
      SETTINGS_CACHE_MS: '1000',
      // Registrations, logins and password changes hash at the cheap cost (the seed's demo passwords too).
      PASSWORD_HASH_COST: 'test',
      LOG_LEVEL: 'error',
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = async () => {
    server.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  };
  const base = `http://127.0.0.1:${port}`;
  // Migrating and seeding takes seconds on a quiet machine and minutes on a busy one: waited for while the
  // server lives, up to 10 minutes.
  let gone = false;
  void exited.then(() => (gone = true));
  for (const until = Date.now() + 600_000; !gone && Date.now() < until;) {
    if ((await fetch(`${base}/readyz`).catch(() => null))?.ok) return { base, dataDir, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`shard ${shard + 1}'s server ${gone ? 'stopped before it was ready' : 'was not ready within 10 minutes'}`);
}

/** Runs one journey file with Node's test runner in a process of its own, each line prefixed when sharded. */
function runFile(shard, server, file) {
  const child = spawn(process.execPath, ['--import', 'tsx', '--test-reporter=spec', file], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, E2E_BASE_URL: server.base, CHROMIUM_PATH: chromium, E2E_STATE_DIR: server.dataDir },
  });
  const prefix = shardCount > 1 ? `[${shard + 1}] ` : '';
  for (const [from, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    createInterface({ input: from }).on('line', (line) => to.write(`${prefix}${line}\n`));
  }
  // 'close' comes after the output's last line, 'exit' may come before it.
  return new Promise((resolve) => child.once('close', (code) => resolve(code ?? 1)));
}

/** One shard: files from the queue until it is empty; answers each file's outcome and time. */
async function runShard(shard, server) {
  const results = [];
  for (let file = queue.shift(); file; file = queue.shift()) {
    const started = Date.now();
    const code = await runFile(shard, server, file);
    results.push({ file, shard, code, seconds: Math.round((Date.now() - started) / 1000) });
  }
  return results;
}

/** Each file's time and outcome, and each shard's total: where the journeys' time goes. */
function printSummary(results) {
  const line = (text) => process.stdout.write(`${text}\n`);
  line('\nJourney files (shard, seconds, outcome):');
  for (const result of results) line(`  [${result.shard + 1}] ${String(result.seconds).padStart(4)} s  ${result.code === 0 ? 'pass' : 'FAIL'}  ${result.file}`);
  for (let shard = 0; shard < shardCount; shard += 1) {
    const own = results.filter((result) => result.shard === shard);
    line(`  shard ${shard + 1}: ${own.length} files, ${own.reduce((sum, result) => sum + result.seconds, 0)} s`);
  }
}

const servers = [];
let status = 1;
try {
  const started = await Promise.allSettled(Array.from({ length: shardCount }, (_, shard) => startServer(shard)));
  for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  const results = (await Promise.all(servers.map((server, shard) => runShard(shard, server)))).flat();
  printSummary(results);
  status = results.find((result) => result.code !== 0)?.code ?? 0;
} catch (error) {
  console.error(error);
} finally {
  await Promise.all(servers.map((server) => server.stop()));
}
process.exit(status);
