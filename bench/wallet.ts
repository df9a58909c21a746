// Wallet transfers against PostgreSQL's own TPC-B, in one run on the same server (`npm run bench:wallet`):
//   pgbench    `pgbench -M prepared` TPC-B with 16 clients: BEGIN, three balance updates, a read, a history
//              insert, COMMIT: the shape of a debit plus a credit with no application in the way
//   transfers  POST /wps/relay/GCS_walletTransfer over HTTP with 16 clients, each a different member moving
//              RM 1.00 between the main wallet and the house vendor wallet (in, out, in…): session check,
//              transfer record, two ledger movements and the house vendor's own books
//   reference  GET /wps/v2/wallets/balance with the same clients: HTTP, the session check and one read,
//              to show how much of a transfer's time is the web layer rather than the money
// Target (issue 4 Speed): transfers ≥ 0.7 × pgbench tps (floor 0.5), and transfer p99 ≤ 25 ms.
// The server runs as its own process (PostgreSQL, jobs off), like production; the bench process only sends.
// Both are measured in turns (pgbench, transfers, pgbench, transfers… --rounds of each); medians compared.
//
// Options: --duration=15 (seconds per turn) --rounds=2 --clients=16 --scale=16 (pgbench scale)
//          --url=postgres://postgres@127.0.0.1:5432/postgres (a server where databases may be created)
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createApiClient } from '@orbit/contracts/client';
import { challengeEndpoint, loginEndpoint } from '@orbit/contracts/member';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedDemo } from '../apps/server/src/db/seed/seed.ts';
import { members } from '../apps/server/src/db/schema/members.ts';
import { hashPassword } from '../apps/server/src/lib/passwords.ts';
import { createLedger } from '../apps/server/src/modules/wallet/ledger.ts';
import { houseAccount, memberAccount } from '../apps/server/src/modules/wallet/addresses.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import * as siteRepo from '../apps/server/src/modules/site/site.repo.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key, value ?? 'true'];
  }),
);
const DURATION_S = Number(args.duration ?? 15);
const ROUNDS = Math.max(1, Number(args.rounds ?? 2));
const CLIENTS = Number(args.clients ?? 16);
const SCALE = Number(args.scale ?? 16);
const ADMIN_URL = String(args.url ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const TARGET = 0.7;
const FLOOR = 0.5;
const P99_TARGET_MS = 25;
const PASSWORD = 'Bench#Harimau2026';
const PORT = 3700 + Math.floor(Math.random() * 200);

function dbUrl(name: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

if (spawnSync('pgbench', ['--version']).status !== 0) {
  console.error('pgbench is missing: install it with `apt-get install -y postgresql-client` (Debian) and run again.');
  process.exit(1);
}

const suffix = randomBytes(4).toString('hex');
const pgbenchDb = `orbit_pgbench_${suffix}`;
const walletDb = `orbit_walletbench_${suffix}`;
await admin(`CREATE DATABASE ${pgbenchDb}`);
await admin(`CREATE DATABASE ${walletDb}`);

let server: ReturnType<typeof spawn> | undefined;
try {
  // ——— pgbench's tables ———
  const init = spawnSync('pgbench', ['-i', '-q', '-s', String(SCALE), dbUrl(pgbenchDb)], { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`pgbench -i failed: ${init.stderr}`);

  // ——— our database: the demo merchant, one funded member per client ———
  const database = openDatabase({ url: dbUrl(walletDb), poolSize: 4 });
  await database.migrate();
  await seedDemo(database);
  const merchant = await siteRepo.findMerchantByCode(database.db, 'HGOLD');
  if (!merchant) throw new Error('no demo merchant');
  const passwordHash = await hashPassword(PASSWORD);
  const ledger = createLedger({ clock: systemClock });
  const usernames = Array.from({ length: CLIENTS }, (_, i) => `walletbench${i}`);
  for (const username of usernames) {
    const [row] = await database.db
      .insert(members)
      .values({
        merchantId: merchant.id,
        username,
        usernameKey: username,
        nickname: username,
        passwordHash,
        passwordChangedAt: new Date(),
        createdAt: new Date(),
      })
      .returning({ id: members.id });
    await database.db.transaction((tx) =>
      ledger.move(tx, {
        merchantId: merchant.id,
        currency: 'MYR',
        idempotencyKey: `bench-fund-${username}`,
        kind: 'adjustment',
        memberId: row!.id,
        postings: [{ from: houseAccount('adjustments', row!.id), to: memberAccount.main(row!.id), amount: 1_000_000n }],
      }),
    );
  }
  await database.close();

  // ——— the server, as its own process ———
  const profile = args.profile ? ['--cpu-prof', `--cpu-prof-dir=${String(args.profile)}`] : [];
  server = spawn(process.execPath, [...profile, '--import', 'tsx', path.join(ROOT, 'apps/server/src/server.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: dbUrl(walletDb),
      DATABASE_POOL_SIZE: String(CLIENTS),
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      JOBS_ENABLED: 'false',
      WEB_DIST: '',
      CONSOLE_DIST: '',
      RATE_LIMIT_PER_MINUTE: '1000000000',
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000000000',
      WALLET_TRANSFER_RATE_LIMIT_PER_MINUTE: '1000000000',
      APP_SECRET: process.env.APP_SECRET ?? randomBytes(32).toString('hex'),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${PORT}`;
  for (let i = 0; ; i++) {
    const ready = await fetch(`${baseUrl}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (i > 600) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }

  // ——— one session per client (challenges solved first: the browser's work) ———
  const api = createApiClient({ baseUrl, headers: () => ({ Merchant: 'HGOLD', Device: 'WEB' }) });
  const tokens: string[] = [];
  for (const username of usernames) {
    const c = await api.call(challengeEndpoint);
    let n = 0;
    while (
      createHash('sha256')
        .update(c.salt + n)
        .digest('hex') !== c.challenge
    )
      n++;
    const verification = Buffer.from(
      JSON.stringify({ algorithm: c.algorithm, challenge: c.challenge, number: n, salt: c.salt, signature: c.signature }),
    ).toString('base64');
    const session = await api.call(loginEndpoint, { body: { type: 'username', username, password: PASSWORD, verification } });
    if (session.state !== 'ok') throw new Error('login did not finish');
    tokens.push(session.token);
  }

  // ——— the turns ———
  // Node's http with a keep-alive agent: far lighter than fetch, and the sender shares the cores with the
  // server and PostgreSQL, so what it spends is taken from what is measured.
  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
  function send(method: 'GET' | 'POST', route: string, token: string, body?: string): Promise<{ success: boolean; value?: unknown }> {
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          agent,
          host: '127.0.0.1',
          port: PORT,
          method,
          path: route,
          headers: {
            'content-type': 'application/json',
            authorization: token,
            merchant: 'HGOLD',
            device: 'WEB',
            ...(body ? { 'content-length': Buffer.byteLength(body) } : {}),
          },
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
  }

  let sequence = 0;
  /** 16 clients, each its own member, send one kind of call back to back for `seconds`. */
  async function turn(seconds: number, call: (token: string, client: number, step: number) => Promise<boolean>) {
    const latencies: number[] = [];
    const end = performance.now() + seconds * 1000;
    const start = performance.now();
    let errors = 0;
    await Promise.all(
      tokens.map(async (token, client) => {
        for (let step = 0; performance.now() < end; step++) {
          const begin = performance.now();
          const ok = await call(token, client, step).catch(() => false);
          latencies.push(performance.now() - begin);
          if (!ok) errors++;
        }
      }),
    );
    latencies.sort((a, b) => a - b);
    const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
    return { tps: latencies.length / ((performance.now() - start) / 1000), done: latencies.length, errors, p50: at(0.5), p99: at(0.99) };
  }
  // Transfers alternate in and out so every member's money keeps going round.
  const transferTurn = (seconds: number) =>
    turn(seconds, async (token, client, step) => {
      const body = JSON.stringify({
        requestId: `b${client}x${++sequence}x${suffix}`,
        vendorCode: 'HOUSE',
        direction: step % 2 === 0 ? 'in' : 'out',
        amount: '1.00',
      });
      const reply = (await send('POST', '/wps/relay/GCS_walletTransfer', token, body)) as { success: boolean; value?: { transfer: { status: string } } };
      return reply.success && reply.value?.transfer.status === 'succeeded';
    });
  // The reference for what HTTP, the session check and one read cost on this machine, with no money moved.
  const balanceTurn = (seconds: number) => turn(seconds, async (token) => (await send('GET', '/wps/v2/wallets/balance', token)).success);

  /** Transactions committed in our database so far (pg_stat_database), to count commits per transfer. */
  async function commitsSoFar(): Promise<number> {
    const client = new pg.Client({ connectionString: dbUrl(walletDb) });
    await client.connect();
    try {
      const result = await client.query<{ n: string }>('SELECT xact_commit::text AS n FROM pg_stat_database WHERE datname = current_database()');
      return Number(result.rows[0]?.n ?? 0);
    } finally {
      await client.end();
    }
  }

  function pgbenchTurn(seconds: number) {
    const run = spawnSync('pgbench', ['-M', 'prepared', '-c', String(CLIENTS), '-j', '2', '-T', String(seconds), '-n', dbUrl(pgbenchDb)], { encoding: 'utf8' });
    const tps = Number(/tps = ([\d.]+)/.exec(run.stdout)?.[1]);
    const latency = Number(/latency average = ([\d.]+) ms/.exec(run.stdout)?.[1]);
    if (!Number.isFinite(tps)) throw new Error(`pgbench failed: ${run.stderr || run.stdout}`);
    return { tps, latencyMs: latency };
  }

  await transferTurn(3); // warm-up: prepared paths, pools, JIT
  await balanceTurn(2);
  const pgTurns: { tps: number; latencyMs: number }[] = [];
  const ourTurns: Awaited<ReturnType<typeof transferTurn>>[] = [];
  const readTurns: Awaited<ReturnType<typeof balanceTurn>>[] = [];
  let commits = 0;
  let transfersDone = 0;
  for (let round = 0; round < ROUNDS; round++) {
    pgTurns.push(pgbenchTurn(DURATION_S));
    const before = await commitsSoFar();
    const ours = await transferTurn(DURATION_S);
    // The statistics collector reports with a short delay.
    await new Promise((r) => setTimeout(r, 1200));
    commits += (await commitsSoFar()) - before;
    transfersDone += ours.done;
    ourTurns.push(ours);
    readTurns.push(await balanceTurn(Math.max(3, Math.round(DURATION_S / 3))));
  }
  const median = <T>(items: T[], key: (item: T) => number) => [...items].sort((a, b) => key(a) - key(b))[Math.floor(items.length / 2)]!;
  const pgMedian = median(pgTurns, (t) => t.tps);
  const ours = median(ourTurns, (t) => t.tps);
  const reads = median(readTurns, (t) => t.tps);
  const ratio = ours.tps / pgMedian.tps;
  const verdict = ratio >= TARGET ? 'PASS' : ratio >= FLOOR ? `MISS target, above the floor ${FLOOR}` : 'BELOW THE FLOOR';

  console.log(`\nwallet bench: ${CLIENTS} clients, ${ROUNDS} turns of ${DURATION_S} s each (medians), ${os.cpus().length} cores, Node ${process.version}`);
  console.log(`turns, pgbench tps: ${pgTurns.map((t) => t.tps.toFixed(0)).join(' ')}; transfers/s: ${ourTurns.map((t) => t.tps.toFixed(0)).join(' ')}`);
  console.log(
    `pgbench -M prepared TPC-B (scale ${SCALE})      ${pgMedian.tps.toFixed(0).padStart(7)} tps   latency avg ${pgMedian.latencyMs.toFixed(2)} ms   baseline`,
  );
  console.log(
    `GCS_walletTransfer over HTTP               ${ours.tps.toFixed(0).padStart(7)} /s    p50 ${ours.p50.toFixed(2)} ms  p99 ${ours.p99.toFixed(2)} ms (target ≤ ${P99_TARGET_MS}) ${ours.p99 <= P99_TARGET_MS ? 'PASS' : 'MISS'}   errors ${ours.errors}`,
  );
  console.log(
    `reference: balance read over HTTP         ${reads.tps.toFixed(0).padStart(7)} /s    p50 ${reads.p50.toFixed(2)} ms  p99 ${reads.p99.toFixed(2)} ms   (HTTP + session + one read, no money)`,
  );
  console.log(
    `database transactions per transfer, reads included: ${(commits / Math.max(1, transfersDone)).toFixed(2)} (pgbench: 1); three of them write: our start, the vendor's books, our settle`,
  );
  console.log(`ratio ${ratio.toFixed(2)}× pgbench (target ≥ ${TARGET}, floor ${FLOOR}): ${verdict}`);
  mkdirSync(path.join(ROOT, 'bench', 'results'), { recursive: true });
  const file = path.join(ROOT, 'bench', 'results', `wallet-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    JSON.stringify(
      {
        at: new Date().toISOString(),
        clients: CLIENTS,
        durationS: DURATION_S,
        rounds: ROUNDS,
        scale: SCALE,
        pgTurns,
        ourTurns,
        readTurns,
        commitsPerTransfer: commits / Math.max(1, transfersDone),
        ratio,
      },
      null,
      2,
    ),
  );
  console.log(`results: ${path.relative(ROOT, file)}`);
} finally {
  server?.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1500));
  await admin(`DROP DATABASE IF EXISTS ${pgbenchDb} WITH (FORCE)`).catch(() => undefined);
  await admin(`DROP DATABASE IF EXISTS ${walletDb} WITH (FORCE)`).catch(() => undefined);
}
process.exit(0);
