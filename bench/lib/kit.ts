// What the database benches share (bench/wallet.ts, bench/vendor-wallet.ts): throwaway databases on one
// PostgreSQL server (ours seeded with the demo merchant and funded members), pgbench TPC-B turns as the baseline, the server started as its own process like
// production, a light keep-alive HTTP sender, and turns of N clients sending back to back.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, type Database } from '../../apps/server/src/db/client.ts';
import { seedDemo } from '../../apps/server/src/seed/seed.ts';
import { members } from '../../apps/server/src/db/schema/members.ts';
import { systemClock } from '../../apps/server/src/lib/clock.ts';
import { findMerchantByCode } from '../../apps/server/src/modules/site/site.repo.ts';
import { houseAccount, memberAccount } from '../../apps/server/src/modules/wallet/addresses.ts';
import { createLedger } from '../../apps/server/src/modules/wallet/ledger.ts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** `--key=value` arguments. */
export function benchArgs(): Record<string, string> {
  return Object.fromEntries(
    process.argv.slice(2).map((arg) => {
      const [key, value] = arg.replace(/^--/, '').split('=');
      return [key!, value ?? 'true'];
    }),
  );
}

export function requirePgbench(): void {
  if (spawnSync('pgbench', ['--version']).status === 0) return;
  console.error('pgbench is missing: install it with `apt-get install -y postgresql-client` (Debian) and run again.');
  process.exit(1);
}

/** A server where databases may be created, and helpers to make and drop them. */
export function postgresServer(adminUrl: string) {
  async function admin(sql: string) {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  }
  function urlOf(name: string): string {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return url.toString();
  }
  /** Transactions committed in a database so far (pg_stat_database). */
  async function commitsSoFar(name: string): Promise<number> {
    const client = new pg.Client({ connectionString: urlOf(name) });
    await client.connect();
    try {
      const result = await client.query<{ n: string }>('SELECT xact_commit::text AS n FROM pg_stat_database WHERE datname = current_database()');
      return Number(result.rows[0]?.n ?? 0);
    } finally {
      await client.end();
    }
  }
  return {
    urlOf,
    commitsSoFar,
    create: (name: string) => admin(`CREATE DATABASE ${name}`),
    drop: (name: string) => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined),
  };
}

/** pgbench's tables at this scale. */
export function pgbenchInit(url: string, scale: number): void {
  const init = spawnSync('pgbench', ['-i', '-q', '-s', String(scale), url], { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`pgbench -i failed: ${init.stderr}`);
}

/** One pgbench -M prepared TPC-B turn. */
export function pgbenchTurn(url: string, clients: number, seconds: number): { tps: number; latencyMs: number } {
  const run = spawnSync('pgbench', ['-M', 'prepared', '-c', String(clients), '-j', '2', '-T', String(seconds), '-n', url], { encoding: 'utf8' });
  const tps = Number(/tps = ([\d.]+)/.exec(run.stdout)?.[1]);
  const latency = Number(/latency average = ([\d.]+) ms/.exec(run.stdout)?.[1]);
  if (!Number.isFinite(tps)) throw new Error(`pgbench failed: ${run.stderr || run.stdout}`);
  return { tps, latencyMs: latency };
}

/** The server as its own process on this database (production mode, jobs off, limits out of the way). */
export async function startServer(options: {
  databaseUrl: string;
  port: number;
  poolSize: number;
  profileDir?: string | undefined;
  /** More environment (bench/cluster.ts sets WORKERS). */
  env?: Record<string, string>;
}): Promise<ChildProcess> {
  const profile = options.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.profileDir}`] : [];
  const server = spawn(process.execPath, [...profile, '--import', 'tsx', path.join(ROOT, 'apps/server/src/server.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: options.databaseUrl,
      DATABASE_POOL_SIZE: String(options.poolSize),
      PORT: String(options.port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      JOBS_ENABLED: 'false',
      WEB_DIST: '',
      CONSOLE_DIST: '',
      RATE_LIMIT_PER_MINUTE: '1000000000',
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000000000',
      WALLET_TRANSFER_RATE_LIMIT_PER_MINUTE: '1000000000',
      APP_SECRET: process.env.APP_SECRET ?? randomBytes(32).toString('hex'),
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; ; i++) {
    const ready = await fetch(`http://127.0.0.1:${options.port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return server;
    if (i > 600) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function stopServer(server: ChildProcess | undefined): Promise<void> {
  server?.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1500));
}

/**
 * A JSON sender on Node's http with a keep-alive agent: far lighter than fetch, and the sender shares the
 * cores with the server and PostgreSQL, so what it spends is taken from what is measured.
 */
export function jsonSender(port: number, sockets: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  return function send(
    method: 'GET' | 'POST',
    route: string,
    headers: Record<string, string>,
    body?: string,
  ): Promise<{ success: boolean; value?: unknown; errorCode?: string }> {
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          agent,
          host: '127.0.0.1',
          port,
          method,
          path: route,
          headers: { 'content-type': 'application/json', ...headers, ...(body ? { 'content-length': Buffer.byteLength(body) } : {}) },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            try {
              resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
            } catch (error) {
              reject(error as Error);
            }
          });
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  };
}

export interface TurnResult {
  tps: number;
  done: number;
  errors: number;
  p50: number;
  p99: number;
}

function summary(latencies: number[], errors: number, elapsedMs: number): TurnResult {
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { tps: latencies.length / (elapsedMs / 1000), done: latencies.length, errors, p50: at(0.5), p99: at(0.99) };
}

/** `clients` loops, each sending one operation after another for `seconds`; an operation answers whether it succeeded. */
export async function closedLoopTurn(clients: number, seconds: number, operation: (client: number, step: number) => Promise<boolean>): Promise<TurnResult> {
  const latencies: number[] = [];
  const start = performance.now();
  const end = start + seconds * 1000;
  let errors = 0;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let step = 0; performance.now() < end; step++) {
        const begin = performance.now();
        const ok = await operation(client, step).catch(() => false);
        latencies.push(performance.now() - begin);
        if (!ok) errors++;
      }
    }),
  );
  return summary(latencies, errors, performance.now() - start);
}

/** Operations started at a fixed rate (an open loop: a slow answer does not delay the next start), spread over `clients`. */
export async function fixedRateTurn(
  clients: number,
  seconds: number,
  perSecond: number,
  operation: (client: number, step: number) => Promise<boolean>,
): Promise<TurnResult> {
  const latencies: number[] = [];
  const start = performance.now();
  const total = Math.floor(perSecond * seconds);
  let errors = 0;
  const running: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / perSecond;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    running.push(
      (async () => {
        const begin = performance.now();
        const ok = await operation(i % clients, Math.floor(i / clients)).catch(() => false);
        latencies.push(performance.now() - begin);
        if (!ok) errors++;
      })(),
    );
  }
  await Promise.all(running);
  return summary(latencies, errors, performance.now() - start);
}

export const median = <T>(items: T[], key: (item: T) => number): T => [...items].sort((a, b) => key(a) - key(b))[Math.floor(items.length / 2)]!;

/** Writes a run's figures to bench/results/ (not committed) and says where. */
export function saveResults(name: string, figures: object): void {
  mkdirSync(path.join(ROOT, 'bench', 'results'), { recursive: true });
  const file = path.join(ROOT, 'bench', 'results', `${name}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), ...figures }, null, 2));
  console.log(`results: ${path.relative(ROOT, file)}`);
}

/**
 * The two databases of a run beside pgbench's: pgbench's tables at `scale`, and ours migrated with the demo
 * merchant. `drop` removes both whatever happened.
 */
export async function benchDatabases(adminUrl: string, name: string, scale: number) {
  const postgres = postgresServer(adminUrl);
  const suffix = randomBytes(4).toString('hex');
  const pgbenchDb = `orbit_pgbench_${suffix}`;
  const ourDb = `orbit_${name}_${suffix}`;
  await postgres.create(pgbenchDb);
  await postgres.create(ourDb);
  const drop = async () => {
    await postgres.drop(pgbenchDb);
    await postgres.drop(ourDb);
  };
  try {
    pgbenchInit(postgres.urlOf(pgbenchDb), scale);
    const database = openDatabase({ url: postgres.urlOf(ourDb), poolSize: 4 });
    await database.migrate();
    await seedDemo(database);
    const merchant = await findMerchantByCode(database.db, 'HGOLD');
    if (!merchant) throw new Error('no demo merchant');
    return { postgres, suffix, pgbenchUrl: postgres.urlOf(pgbenchDb), ourDb, ourUrl: postgres.urlOf(ourDb), database, merchant, drop };
  } catch (error) {
    await drop();
    throw error;
  }
}

/** A member of the demo merchant with `amount` (minor units) in the main wallet, put there through the ledger. */
export async function fundedMember(database: Database, merchantId: number, username: string, passwordHash: string, amount: bigint) {
  const [row] = await database.db
    .insert(members)
    .values({ merchantId, username, usernameKey: username, nickname: username, passwordHash, passwordChangedAt: new Date(), createdAt: new Date() })
    .returning({ id: members.id });
  await database.db.transaction((tx) =>
    createLedger({ clock: systemClock }).move(tx, {
      merchantId,
      currency: 'MYR',
      idempotencyKey: `bench-fund-${username}`,
      kind: 'adjustment',
      memberId: row!.id,
      postings: [{ from: houseAccount('adjustments', row!.id), to: memberAccount.main(row!.id), amount }],
    }),
  );
  return row!.id;
}
