// Wallet transfers against PostgreSQL's own TPC-B, in one run on the same server (`npm run bench:wallet`):
//   pgbench    `pgbench -M prepared` TPC-B with 16 clients: BEGIN, three balance updates, a read, a history
//              insert, COMMIT: the shape of a debit plus a credit with no application in the way
//   transfers  POST /wps/relay/GCS_walletTransfer over HTTP with 16 clients, each a different member moving
//              RM 1.00 between the main wallet and the house vendor wallet (in, out, in…): session check,
//              transfer record, two ledger movements and the house vendor's own books
//   reference  GET /wps/v2/wallets/balance with the same clients: HTTP, the session check and one read,
//              to show how much of a transfer's time is the web layer rather than the money
// Target: transfers ≥ 0.7 × pgbench tps (floor 0.5), and transfer p99 ≤ 25 ms.
// The server runs as its own process (PostgreSQL, jobs off), like production; the bench process only sends.
// Both are measured in turns (pgbench, transfers, pgbench, transfers… --rounds of each); medians compared.
//
// Options: --duration=15 (seconds per turn) --rounds=2 --clients=16 --scale=16 (pgbench scale)
//          --url=postgres://postgres@127.0.0.1:5432/postgres (a server where databases may be created)
import { createHash } from 'node:crypto';
import os from 'node:os';
import { createApiClient } from '@orbit/contracts/client';
import { challengeEndpoint, loginEndpoint } from '@orbit/contracts/member';
import { hashPassword } from '../apps/server/src/lib/passwords.ts';
import {
  benchArgs,
  benchDatabases,
  fundedMember,
  closedLoopTurn,
  jsonSender,
  median,
  pgbenchTurn,
  requirePgbench,
  saveResults,
  startServer,
  stopServer,
} from './lib/kit.ts';

const args = benchArgs();
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

requirePgbench();
const setup = await benchDatabases(ADMIN_URL, 'walletbench', SCALE);
const { postgres, suffix, ourDb: walletDb } = setup;

let server: Awaited<ReturnType<typeof startServer>> | undefined;
try {
  // ——— one funded member per client ———
  const passwordHash = await hashPassword(PASSWORD);
  const usernames = Array.from({ length: CLIENTS }, (_, i) => `walletbench${i}`);
  for (const username of usernames) await fundedMember(setup.database, setup.merchant.id, username, passwordHash, 1_000_000n);
  await setup.database.close();

  server = await startServer({ databaseUrl: setup.ourUrl, port: PORT, poolSize: CLIENTS, profileDir: args.profile });
  const baseUrl = `http://127.0.0.1:${PORT}`;

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
  const send = jsonSender(PORT, CLIENTS);
  const memberHeaders = (token: string) => ({ authorization: token, merchant: 'HGOLD', device: 'WEB' });
  let sequence = 0;
  // Transfers alternate in and out so every member's money keeps going round.
  const transferTurn = (seconds: number) =>
    closedLoopTurn(CLIENTS, seconds, async (client, step) => {
      const body = JSON.stringify({
        requestId: `b${client}x${++sequence}x${suffix}`,
        vendorCode: 'HOUSE',
        direction: step % 2 === 0 ? 'in' : 'out',
        amount: '1.00',
      });
      const reply = (await send('POST', '/wps/relay/GCS_walletTransfer', memberHeaders(tokens[client]!), body)) as {
        success: boolean;
        value?: { transfer: { status: string } };
      };
      return reply.success && reply.value?.transfer.status === 'succeeded';
    });
  // The reference for what HTTP, the session check and one read cost on this machine, with no money moved.
  const balanceTurn = (seconds: number) =>
    closedLoopTurn(CLIENTS, seconds, async (client) => (await send('GET', '/wps/v2/wallets/balance', memberHeaders(tokens[client]!))).success);

  await transferTurn(3); // warm-up: prepared paths, pools, JIT
  await balanceTurn(2);
  const pgTurns: { tps: number; latencyMs: number }[] = [];
  const ourTurns: Awaited<ReturnType<typeof transferTurn>>[] = [];
  const readTurns: Awaited<ReturnType<typeof balanceTurn>>[] = [];
  let commits = 0;
  let transfersDone = 0;
  for (let round = 0; round < ROUNDS; round++) {
    pgTurns.push(pgbenchTurn(setup.pgbenchUrl, CLIENTS, DURATION_S));
    const before = await postgres.commitsSoFar(walletDb);
    const ours = await transferTurn(DURATION_S);
    // The statistics collector reports with a short delay.
    await new Promise((r) => setTimeout(r, 1200));
    commits += (await postgres.commitsSoFar(walletDb)) - before;
    transfersDone += ours.done;
    ourTurns.push(ours);
    readTurns.push(await balanceTurn(Math.max(3, Math.round(DURATION_S / 3))));
  }
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
  saveResults('wallet', {
    clients: CLIENTS,
    durationS: DURATION_S,
    rounds: ROUNDS,
    scale: SCALE,
    pgTurns,
    ourTurns,
    readTurns,
    commitsPerTransfer: commits / Math.max(1, transfersDone),
    ratio,
  });
} finally {
  await stopServer(server);
  await setup.drop();
}
process.exit(0);
