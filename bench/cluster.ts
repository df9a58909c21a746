// Two server processes against one, in one run on the same PostgreSQL server (`npm run bench:cluster`):
//   pairs      N clients, each a different player, sending signed seamless calls back to back: a debit (bet
//              RM 1.00) then a credit (win RM 1.00) for the same round, as a vendor does
//   balances   the same clients reading their balance with the seamless balance call, back to back
// Each is measured with the server started with WORKERS=1 and with WORKERS=2 (node:cluster, one port), in
// alternating turns; the figure is the ratio of the medians. Target: ≥ 1.6× for both. The bench's own
// sender and PostgreSQL share the machine's cores with the server processes, which is what bounds the ratio
// on a small machine: read the cores line before the ratio.
//
// Options: --duration=10 (seconds per turn) --rounds=2 --clients=16
//          --url=postgres://postgres@127.0.0.1:5432/postgres (a server where databases may be created)
import os from 'node:os';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { SEAMLESS_SIGNATURE_HEADER, SEAMLESS_TIMESTAMP_HEADER } from '@orbit/contracts/seamless';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { vendorCredentials } from '../apps/server/src/db/schema/seamless.ts';
import { vendors } from '../apps/server/src/db/schema/wallet.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { seedDemo } from '../apps/server/src/seed/seed.ts';
import { findMerchantByCode } from '../apps/server/src/modules/site/site.repo.ts';
import { createPlayerTokens } from '../apps/server/src/modules/wallet/seamless/player-tokens.ts';
import { signSeamless } from '../apps/server/src/modules/wallet/seamless/signing.ts';
import {
  benchArgs,
  closedLoopTurn,
  fundedMember,
  jsonSender,
  median,
  postgresServer,
  saveResults,
  startServer,
  stopServer,
  type TurnResult,
} from './lib/kit.ts';

const args = benchArgs();
const DURATION_S = Number(args.duration ?? 10);
const ROUNDS = Math.max(1, Number(args.rounds ?? 2));
const CLIENTS = Number(args.clients ?? 16);
const ADMIN_URL = String(args.url ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const TARGET = 1.6;
const VENDOR = 'HSLOT';
const GAME = 'house-fruit-lines';
// One secret for every start: the vendor secrets are sealed with it by the first.
const APP_SECRET = randomBytes(32).toString('hex');

const postgres = postgresServer(ADMIN_URL);
const suffix = randomBytes(4).toString('hex');
const dbName = `orbit_clusterbench_${suffix}`;
await postgres.create(dbName);
const url = postgres.urlOf(dbName);

/** The demo merchant, one funded player per client with a launch token, and the vendor's secret. */
async function prepare() {
  const database = openDatabase({ url, poolSize: 4 });
  await database.migrate();
  await seedDemo(database);
  const merchant = await findMerchantByCode(database.db, 'HGOLD');
  if (!merchant) throw new Error('no demo merchant');
  const [credentials] = await database.db
    .select({ secret: vendorCredentials.secret })
    .from(vendorCredentials)
    .innerJoin(vendors, eq(vendors.id, vendorCredentials.vendorId))
    .where(and(eq(vendors.merchantId, merchant.id), eq(vendors.code, VENDOR)));
  if (!credentials) throw new Error(`no secret for ${VENDOR}`);
  const tokens = createPlayerTokens({ database, clock: systemClock });
  const players: { username: string; token: string }[] = [];
  for (let i = 0; i < CLIENTS; i++) {
    const username = `clusterbench${i}`;
    const memberId = await fundedMember(database, merchant.id, username, 'x', 100_000_000n);
    players.push({ username, token: await tokens.issue({ merchantId: merchant.id, memberId, vendorCode: VENDOR, real: true }) });
  }
  await database.close();
  return { secret: credentials.secret, players };
}

/** One turn of pairs and one of balance reads against a server started with `workers` processes. */
async function measure(workers: number, context: Awaited<ReturnType<typeof prepare>>, sequence: { n: number }) {
  const port = 3800 + Math.floor(Math.random() * 90);
  const server = await startServer({ databaseUrl: url, port, poolSize: CLIENTS, env: { WORKERS: String(workers), APP_SECRET } });
  try {
    const send = jsonSender(port, CLIENTS * 2);
    const call = async (action: 'balance' | 'debit' | 'credit', body: object) => {
      const raw = JSON.stringify(body);
      const timestamp = String(Math.floor(Date.now() / 1000));
      const headers = { merchant: 'HGOLD', [SEAMLESS_TIMESTAMP_HEADER]: timestamp, [SEAMLESS_SIGNATURE_HEADER]: signSeamless(context.secret, timestamp, raw) };
      return (await send('POST', `/vendor/seamless/${VENDOR}/${action}`, headers, raw)).success;
    };
    const pair = async (client: number) => {
      const player = context.players[client]!;
      const round = `r${++sequence.n}x${suffix}`;
      const debit = { token: player.token, player: player.username, transactionId: `${round}:bet`, roundId: round, gameCode: GAME, amount: '1.00' };
      if (!(await call('debit', debit))) return false;
      return call('credit', { player: player.username, transactionId: `${round}:win`, roundId: round, gameCode: GAME, amount: '1.00', roundEnded: true });
    };
    const balance = (client: number) => call('balance', { player: context.players[client]!.username });
    await closedLoopTurn(CLIENTS, 3, pair); // warm-up: every worker's prepared paths, pools, JIT
    const pairs = await closedLoopTurn(CLIENTS, DURATION_S, pair);
    const balances = await closedLoopTurn(CLIENTS, DURATION_S, balance);
    return { pairs, balances };
  } finally {
    await stopServer(server);
  }
}

try {
  const context = await prepare();
  const sequence = { n: 0 };
  const turns: Record<1 | 2, { pairs: TurnResult; balances: TurnResult }[]> = { 1: [], 2: [] };
  for (let round = 0; round < ROUNDS; round++) {
    turns[1].push(await measure(1, context, sequence));
    turns[2].push(await measure(2, context, sequence));
  }
  const pairsOf = (w: 1 | 2) => median(turns[w], (t) => t.pairs.tps).pairs;
  const balancesOf = (w: 1 | 2) => median(turns[w], (t) => t.balances.tps).balances;
  const line = (label: string, r: TurnResult) =>
    `${label.padEnd(36)} ${r.tps.toFixed(0).padStart(7)} /s   p50 ${r.p50.toFixed(2)} ms  p99 ${r.p99.toFixed(2)} ms   errors ${r.errors}`;
  const pairRatio = pairsOf(2).tps / pairsOf(1).tps;
  const balanceRatio = balancesOf(2).tps / balancesOf(1).tps;
  const verdict = (ratio: number) => (ratio >= TARGET ? 'PASS' : 'MISS');
  console.log(
    `\ncluster bench: ${CLIENTS} clients, ${ROUNDS} turns of ${DURATION_S} s each (medians), ${os.availableParallelism()} cores, Node ${process.version}`,
  );
  console.log('(the bench sender and PostgreSQL run on the same cores as the server processes)');
  console.log(
    `turns, pairs/s 1 process: ${turns[1].map((t) => t.pairs.tps.toFixed(0)).join(' ')}; 2 processes: ${turns[2].map((t) => t.pairs.tps.toFixed(0)).join(' ')}`,
  );
  console.log(line('seamless pairs, 1 process (baseline)', pairsOf(1)));
  console.log(line('seamless pairs, 2 processes', pairsOf(2)));
  console.log(`pairs ratio ${pairRatio.toFixed(2)}× (target ≥ ${TARGET}): ${verdict(pairRatio)}`);
  console.log(line('balance reads, 1 process (baseline)', balancesOf(1)));
  console.log(line('balance reads, 2 processes', balancesOf(2)));
  console.log(`balance ratio ${balanceRatio.toFixed(2)}× (target ≥ ${TARGET}): ${verdict(balanceRatio)}`);
  saveResults('cluster', { clients: CLIENTS, durationS: DURATION_S, rounds: ROUNDS, cores: os.availableParallelism(), turns, pairRatio, balanceRatio });
} finally {
  await postgres.drop(dbName);
}
process.exit(0);
