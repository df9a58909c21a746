// The seamless vendor wallet against PostgreSQL's own TPC-B, in one run on the same server
// (`npm run bench:vendor-wallet`):
//   pgbench    `pgbench -M prepared` TPC-B with 16 clients: BEGIN, three balance updates, a read, a history
//              insert, COMMIT: the shape of a debit plus a credit with no application in the way
//   pairs      16 clients, each a different player, each sending signed seamless calls back to back: a debit
//              (bet RM 1.00) then a credit (win RM 1.00) for the same round, as a vendor does. A pair is
//              two HTTP calls and two money transactions, compared with one pgbench transaction
//   half rate  pairs started at a fixed rate of half the measured maximum (an open loop): p99 of a pair
//   replays    the debits of a finished run sent again (answered from the first answer) beside new ones
// Targets: pairs ≥ 0.7 × pgbench tps (floor 0.5); p99 ≤ 60 ms at half rate; replays no
// slower than new calls.
//
// Options: --duration=15 (seconds per turn) --rounds=2 --clients=16 --scale=16 (pgbench scale)
//          --url=postgres://postgres@127.0.0.1:5432/postgres (a server where databases may be created)
import os from 'node:os';
import { and, eq } from 'drizzle-orm';
import { SEAMLESS_SIGNATURE_HEADER, SEAMLESS_TIMESTAMP_HEADER } from '@orbit/contracts/seamless';
import { vendorCredentials } from '../apps/server/src/db/schema/seamless.ts';
import { vendors } from '../apps/server/src/db/schema/wallet.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { createPlayerTokens } from '../apps/server/src/modules/wallet/seamless/player-tokens.ts';
import { signSeamless } from '../apps/server/src/modules/wallet/seamless/signing.ts';
import {
  benchArgs,
  benchDatabases,
  fundedMember,
  closedLoopTurn,
  fixedRateTurn,
  jsonSender,
  median,
  pgbenchTurn,
  requirePgbench,
  saveResults,
  startServer,
  stopServer,
  type TurnResult,
} from './lib/kit.ts';

const args = benchArgs();
const DURATION_S = Number(args.duration ?? 15);
const ROUNDS = Math.max(1, Number(args.rounds ?? 2));
const CLIENTS = Number(args.clients ?? 16);
const SCALE = Number(args.scale ?? 16);
const ADMIN_URL = String(args.url ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const TARGET = 0.7;
const FLOOR = 0.5;
const P99_TARGET_MS = 60;
const PORT = 3900 + Math.floor(Math.random() * 90);
const VENDOR = 'HSLOT';
const GAME = 'house-fruit-lines';

requirePgbench();
const setup = await benchDatabases(ADMIN_URL, 'seamlessbench', SCALE);
const { suffix, database, merchant } = setup;

let server: Awaited<ReturnType<typeof startServer>> | undefined;
try {
  // ——— one funded player per client, each with a launch token ———
  const [credentials] = await database.db
    .select({ secret: vendorCredentials.secret })
    .from(vendorCredentials)
    .innerJoin(vendors, eq(vendors.id, vendorCredentials.vendorId))
    .where(and(eq(vendors.merchantId, merchant.id), eq(vendors.code, VENDOR)));
  if (!credentials) throw new Error(`no secret for ${VENDOR}`);
  const tokens = createPlayerTokens({ database, clock: systemClock });
  const players: { username: string; token: string }[] = [];
  for (let i = 0; i < CLIENTS; i++) {
    const username = `seamlessbench${i}`;
    const memberId = await fundedMember(database, merchant.id, username, 'x', 1_000_000n);
    players.push({ username, token: await tokens.issue({ merchantId: merchant.id, memberId, vendorCode: VENDOR, real: true }) });
  }
  await database.close();

  server = await startServer({ databaseUrl: setup.ourUrl, port: PORT, poolSize: CLIENTS, profileDir: args.profile });
  const send = jsonSender(PORT, CLIENTS * 2);

  /** One signed seamless call, as the vendor sends it. */
  async function seamless(action: 'debit' | 'credit', body: object): Promise<boolean> {
    const raw = JSON.stringify(body);
    const timestamp = String(Math.floor(Date.now() / 1000));
    const headers = {
      merchant: 'HGOLD',
      [SEAMLESS_TIMESTAMP_HEADER]: timestamp,
      [SEAMLESS_SIGNATURE_HEADER]: signSeamless(credentials!.secret, timestamp, raw),
    };
    return (await send('POST', `/vendor/seamless/${VENDOR}/${action}`, headers, raw)).success;
  }

  let sequence = 0;
  const sentDebits: object[] = [];
  /** A round: bet 1.00, win 1.00. */
  async function pair(client: number): Promise<boolean> {
    const player = players[client]!;
    const round = `r${++sequence}x${suffix}`;
    const debit = { token: player.token, player: player.username, transactionId: `${round}:bet`, roundId: round, gameCode: GAME, amount: '1.00' };
    if (sentDebits.length < 20_000) sentDebits.push(debit);
    if (!(await seamless('debit', debit))) return false;
    return seamless('credit', { player: player.username, transactionId: `${round}:win`, roundId: round, gameCode: GAME, amount: '1.00', roundEnded: true });
  }

  await closedLoopTurn(CLIENTS, 3, pair); // warm-up: prepared paths, pools, JIT
  const pgTurns: { tps: number; latencyMs: number }[] = [];
  const pairTurns: TurnResult[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    pgTurns.push(pgbenchTurn(setup.pgbenchUrl, CLIENTS, DURATION_S));
    pairTurns.push(await closedLoopTurn(CLIENTS, DURATION_S, pair));
  }
  const pgMedian = median(pgTurns, (t) => t.tps);
  const pairs = median(pairTurns, (t) => t.tps);
  const halfRate = Math.max(1, Math.floor(pairs.tps / 2));
  const atHalf = await fixedRateTurn(CLIENTS, DURATION_S, halfRate, pair);

  // Replays beside new calls, in alternating turns of single debits.
  const newDebit = (client: number) => {
    const player = players[client]!;
    const round = `n${++sequence}x${suffix}`;
    return seamless('debit', { token: player.token, player: player.username, transactionId: `${round}:bet`, roundId: round, gameCode: GAME, amount: '0.20' });
  };
  let replayed = 0;
  const replay = () => seamless('debit', sentDebits[replayed++ % sentDebits.length]!);
  const newTurns: TurnResult[] = [];
  const replayTurns: TurnResult[] = [];
  for (let round = 0; round < 2; round++) {
    newTurns.push(await closedLoopTurn(CLIENTS, Math.max(3, Math.round(DURATION_S / 3)), newDebit));
    replayTurns.push(await closedLoopTurn(CLIENTS, Math.max(3, Math.round(DURATION_S / 3)), replay));
  }
  const fresh = median(newTurns, (t) => t.p50);
  const repeats = median(replayTurns, (t) => t.p50);

  const ratio = pairs.tps / pgMedian.tps;
  const verdict = ratio >= TARGET ? 'PASS' : ratio >= FLOOR ? `MISS target, above the floor ${FLOOR}` : 'BELOW THE FLOOR';
  console.log(
    `\nvendor wallet bench: ${CLIENTS} clients, ${ROUNDS} turns of ${DURATION_S} s each (medians), ${os.cpus().length} cores, Node ${process.version}`,
  );
  console.log(`turns, pgbench tps: ${pgTurns.map((t) => t.tps.toFixed(0)).join(' ')}; pairs/s: ${pairTurns.map((t) => t.tps.toFixed(0)).join(' ')}`);
  console.log(
    `pgbench -M prepared TPC-B (scale ${SCALE})    ${pgMedian.tps.toFixed(0).padStart(7)} tps   latency avg ${pgMedian.latencyMs.toFixed(2)} ms   baseline`,
  );
  console.log(
    `seamless debit+credit pairs over HTTP     ${pairs.tps.toFixed(0).padStart(7)} /s    p50 ${pairs.p50.toFixed(2)} ms  p99 ${pairs.p99.toFixed(2)} ms   errors ${pairs.errors}`,
  );
  console.log(`ratio ${ratio.toFixed(2)}× pgbench (target ≥ ${TARGET}, floor ${FLOOR}): ${verdict}`);
  console.log(
    `at half rate (${halfRate} pairs/s, open loop)     p50 ${atHalf.p50.toFixed(2)} ms  p99 ${atHalf.p99.toFixed(2)} ms (target ≤ ${P99_TARGET_MS}) ${atHalf.p99 <= P99_TARGET_MS ? 'PASS' : 'MISS'}   errors ${atHalf.errors}`,
  );
  console.log(
    `single debits: new p50 ${fresh.p50.toFixed(2)} ms p99 ${fresh.p99.toFixed(2)} ms; replayed p50 ${repeats.p50.toFixed(2)} ms p99 ${repeats.p99.toFixed(2)} ms: ${repeats.p50 <= fresh.p50 * 1.05 ? 'PASS' : 'MISS'} (replays no slower)`,
  );
  saveResults('vendor-wallet', {
    clients: CLIENTS,
    durationS: DURATION_S,
    rounds: ROUNDS,
    scale: SCALE,
    pgTurns,
    pairTurns,
    halfRate,
    atHalf,
    newTurns,
    replayTurns,
    ratio,
  });
} finally {
  await stopServer(server);
  await setup.drop();
}
process.exit(0);
