// Runs the browser journeys: builds the site and the console, starts the real server on a fresh
// database (embedded PGlite in a temp folder, or DATABASE_URL's PostgreSQL), drives Debian's Chromium
// through playwright-core with Node's test runner, then stops the server. Without Chromium it says so
// and runs nothing (CI installs it; see .ci/run).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

if (!process.env.E2E_SKIP_BUILD) run('npm', ['run', 'build', '-w', '@orbit/web', '-w', '@orbit/console']);

const dataDir = mkdtempSync(path.join(tmpdir(), 'orbit-e2e-'));
const port = String(41000 + Math.floor(Math.random() * 9000));
let database = process.env.DATABASE_URL;
let dropDatabase;
if (database) {
  // A database of its own, so the journeys start from the demo seed whatever ran before.
  const { default: pg } = await import('pg');
  const adminUrl = database;
  const name = `orbit_e2e_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(database);
  url.pathname = `/${name}`;
  dropDatabase = async () => {
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  };
  database = url.toString();
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts', '--seed'], {
  cwd: root,
  env: {
    ...process.env,
    ...(database ? { DATABASE_URL: database } : {}),
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

let status = 1;
try {
  const base = `http://127.0.0.1:${port}`;
  let ready = false;
  for (let i = 0; i < 300 && !ready; i++) {
    ready = (await fetch(`${base}/readyz`).catch(() => null))?.ok ?? false;
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (!ready) throw new Error('the server did not become ready');
  // Node 20's test runner does not expand globs: the files are listed here.
  const journeys = process.argv.slice(2).length
    ? process.argv.slice(2)
    : readdirSync(path.join(root, 'e2e/journeys'))
        .filter((file) => file.endsWith('.test.ts'))
        .sort()
        .map((file) => `e2e/journeys/${file}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-reporter=spec', ...journeys], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, E2E_BASE_URL: base, CHROMIUM_PATH: chromium, E2E_STATE_DIR: dataDir },
    shell: false,
  });
  status = result.status ?? 1;
} catch (error) {
  console.error(error);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
  await dropDatabase?.();
}
process.exit(status);
