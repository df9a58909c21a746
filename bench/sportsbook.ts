// The sportsbook on PostgreSQL (`npm run bench:sportsbook`; docs/sportsbook.md, ADR 0042 and 0044), in one run on
// a fresh throwaway database (dropped after):
//   placement   pre-match singles placed over HTTP by --clients (16) closed loops against the server run as its
//               own process, for --duration (15) seconds after a 3-second warm-up: each bet checked, its
//               outcome's liability summed under the outcome's lock, written, and its stake debited through the
//               seamless wallet. Spread over 16 matches × 3 outcomes. Target: p95 ≤ 50 ms.
//   streams     --changes (20) odds changes of one match, one every 500 ms, reaching --streams (1,000) open board
//               streams of the server (bench/lib/sports-streams.ts); baseline: the same payloads pushed to as
//               many streams by a bare node:http server. Target: p99 ≤ 1 s.
//   load        one match's 1x2 market with --bets (100,000) accepted singles of one leg, written by
//               INSERT … SELECT generate_series (then VACUUM ANALYZE)
//   baseline    a plain INSERT … SELECT of as many rows into a table like sport_bets (same columns and indexes):
//               what writing that many rows costs this server
//   settlement  the feed's bet_settlement of that match through the ingestion, in one transaction: the outcomes'
//               results, the legs, and every bet's payout set-based. Target: ≤ 10 s.
// Figures are client-observed over loopback (the client shares the cores with the server and PostgreSQL).
//
// Options: --clients=16 --duration=15 --bets=100000 --streams=1000 --changes=20
//          --url=postgres://postgres@127.0.0.1:5432/test (TEST_DATABASE_URL or DATABASE_URL by default; a
//          server where databases may be created)
import os from 'node:os';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { openDatabase, rowsOf } from '../apps/server/src/db/client.ts';
import { vendors } from '../apps/server/src/db/schema/wallet.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { seedDemo } from '../apps/server/src/seed/seed.ts';
import { createFeedIngest } from '../apps/server/src/modules/sportsbook/feed/ingest.ts';
import type { FeedMessage } from '../apps/server/src/modules/sportsbook/feed/messages.ts';
import { findMerchantByCode } from '../apps/server/src/modules/site/site.repo.ts';
import { createPlayerTokens } from '../apps/server/src/modules/wallet/seamless/player-tokens.ts';
import type { SportsStreamEvent } from '@orbit/contracts/sportsbook-stream';
import { createNotifyHub } from '../apps/server/src/lib/notify-hub.ts';
import { bareFanout, platformFanout, type FanoutFigures } from './lib/sports-streams.ts';
import { benchArgs, fundedMember, jsonSender, postgresServer, saveResults, startServer, stopServer } from './lib/kit.ts';

const args = benchArgs();
const CLIENTS = Number(args.clients ?? 16);
const DURATION_S = Number(args.duration ?? 15);
const BETS = Number(args.bets ?? 100_000);
const STREAMS = Number(args.streams ?? 1000);
const CHANGES = Number(args.changes ?? 20);
const STREAM_TARGET_MS = 1000;
const URL_ = String(args.url ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
const PLACE_TARGET_MS = 50;
const SETTLE_TARGET_S = 10;
const MATCHES = 16;
const PORT = 3900 + Math.floor(Math.random() * 90);
process.env.APP_SECRET ??= randomBytes(32).toString('hex');

const postgres = postgresServer(URL_);
const name = `orbit_sportsbench_${randomBytes(4).toString('hex')}`;
await postgres.create(name);
const url = postgres.urlOf(name);
const database = openDatabase({ url, poolSize: 4 });
const ingest = createFeedIngest({ database, clock: systemClock }).ingest;
let seq = 0;
const head = () => ({ producer: 'bench', messageId: `b${++seq}`, sentAt: new Date().toISOString() });

/** A pre-match football match starting in a day, with its 1x2 market open. */
async function match(merchantId: number, ref: string) {
  const startsAt = new Date(Date.now() + 86_400_000).toISOString();
  const competition = { ref: 'bench:league', name: 'Bench League', category: 'Malaysia' };
  await ingest(merchantId, {
    ...head(),
    kind: 'fixture_change',
    fixture: { ref, sport: 'football', competition, home: `${ref} H`, away: `${ref} A`, startsAt, status: 'pre' },
  });
  const outcomes = [
    { outcome: 'home', odds: 19_000 },
    { outcome: 'draw', odds: 34_000 },
    { outcome: 'away', odds: 40_000 },
  ];
  await ingest(merchantId, {
    ...head(),
    kind: 'odds_change',
    eventRef: ref,
    status: 'pre',
    markets: [{ type: '1x2', specifiers: '', status: 'open', outcomes }],
  });
}

const outcomesOf = async (ref: string) =>
  rowsOf<{ id: string; outcome: string; odds: string; market_id: string; event_id: string }>(
    await database.db.execute(sql`
      SELECT o.id::text, o.outcome, o.odds::text, m.id::text AS market_id, e.id::text AS event_id
      FROM sport_outcomes o JOIN sport_markets m ON m.id = o.market_id JOIN sport_events e ON e.id = m.event_id
      WHERE e.ref = ${ref} ORDER BY o.id`),
  );

function percentile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

async function placementTurn(send: ReturnType<typeof jsonSender>, players: string[], legs: { id: string; odds: string }[][], seconds: number) {
  const latencies: number[] = [];
  let errors = 0;
  const codes = new Map<string, number>();
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    players.map(async (token, client) => {
      for (let step = 0; performance.now() < end; step++) {
        const outcome = legs[(client + step) % MATCHES]![step % 3]!;
        const body = JSON.stringify({
          token,
          legs: [{ outcomeId: outcome.id, odds: outcome.odds }],
          stake: '1',
          acceptOdds: 'any',
          requestId: `bench-${client}-${step}-${randomBytes(3).toString('hex')}`,
        });
        const begin = performance.now();
        const reply = await send('POST', '/lgw/sports/bets', { merchant: 'HGOLD' }, body).catch(() => ({ success: false, errorCode: 'transport' }));
        latencies.push(performance.now() - begin);
        if (!reply.success) {
          errors++;
          codes.set(String(reply.errorCode), (codes.get(String(reply.errorCode)) ?? 0) + 1);
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    done: latencies.length,
    errors,
    codes: Object.fromEntries(codes),
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
  };
}

/** BETS accepted singles on the match's 1x2, spread over its outcomes, written in one statement. */
async function loadBets(merchantId: number, outcomes: Awaited<ReturnType<typeof outcomesOf>>) {
  const [home, draw, away] = outcomes;
  await database.db.execute(sql`
    WITH g AS (SELECT i, (i % 3) AS pick FROM generate_series(1, ${BETS}) AS i),
    b AS (
      INSERT INTO sport_bets (merchant_id, vendor_code, game_code, player, round_id, request_id, request_hash, kind, stake, odds,
                              potential_return, accept_odds, live, status, created_at)
      SELECT ${merchantId}, 'HSPRT', 'house-sportsbook', 'benchload' || (i % 1000), 'sb-load-' || i, 'load-' || i, 'x', 'single', 1000 + (i % 50) * 10,
             CASE pick WHEN 0 THEN ${home!.odds}::bigint WHEN 1 THEN ${draw!.odds}::bigint ELSE ${away!.odds}::bigint END,
             ((1000 + (i % 50) * 10) * CASE pick WHEN 0 THEN ${home!.odds}::bigint WHEN 1 THEN ${draw!.odds}::bigint ELSE ${away!.odds}::bigint END) / 10000,
             'none', false, 'accepted', now()
      FROM g
      RETURNING id, odds, round_id
    )
    INSERT INTO sport_bet_legs (bet_id, leg, event_id, market_id, outcome_id, odds, market_version)
    SELECT b.id, 0, ${home!.event_id}::bigint, ${home!.market_id}::bigint,
           CASE b.odds WHEN ${home!.odds}::bigint THEN ${home!.id}::bigint WHEN ${draw!.odds}::bigint THEN ${draw!.id}::bigint ELSE ${away!.id}::bigint END,
           b.odds, 1
    FROM b`);
  await database.db.execute(sql`VACUUM ANALYZE sport_bets`);
  await database.db.execute(sql`VACUUM ANALYZE sport_bet_legs`);
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const start = performance.now();
  const result = await work();
  return { ms: performance.now() - start, result };
}

let server: Awaited<ReturnType<typeof startServer>> | undefined;
try {
  await database.migrate();
  await seedDemo(database);
  const merchant = await findMerchantByCode(database.db, 'HGOLD');
  if (!merchant) throw new Error('no demo merchant');
  await database.db.update(vendors).set({ enabled: true }).where(eq(vendors.code, 'HSPRT'));
  const refs = Array.from({ length: MATCHES }, (_, i) => `bench:m${i}`);
  for (const ref of refs) await match(merchant.id, ref);
  const legs = await Promise.all(refs.map(async (ref) => (await outcomesOf(ref)).map((row) => ({ id: row.id, odds: (Number(row.odds) / 10_000).toFixed(4) }))));
  const tokens = createPlayerTokens({ database, clock: systemClock });
  const players: string[] = [];
  for (let i = 0; i < CLIENTS; i++) {
    const memberId = await fundedMember(database, merchant.id, `sportsbench${i}`, 'x', 100_000_000n);
    players.push(await tokens.issue({ merchantId: merchant.id, memberId, vendorCode: 'HSPRT', real: true }));
  }

  server = await startServer({ databaseUrl: url, port: PORT, poolSize: CLIENTS });
  const send = jsonSender(PORT, CLIENTS * 2);
  await placementTurn(send, players, legs, 3); // warm-up
  const placement = await placementTurn(send, players, legs, DURATION_S);

  // Streams: the price of bench:m0's home side moves to 2.01, 2.02, … (change k sets 2.00 + 0.01 × (k + 1)).
  const hub = createNotifyHub(database, 'sports_board', { warn: (obj, msg) => console.warn(msg, obj) });
  await hub.start();
  const m0 = (await outcomesOf('bench:m0'))[0]!;
  const homeOdds = (k: number) => 20_000 + (k + 1) * 100;
  const streams = await platformFanout({
    port: PORT,
    streams: STREAMS,
    changes: CHANGES,
    gapMs: 500,
    change: async (k) => {
      await ingest(merchant.id, {
        ...head(),
        kind: 'odds_change',
        eventRef: 'bench:m0',
        status: 'pre',
        markets: [
          {
            type: '1x2',
            specifiers: '',
            status: 'open',
            outcomes: [
              { outcome: 'home', odds: homeOdds(k) },
              { outcome: 'draw', odds: 34_000 },
              { outcome: 'away', odds: 40_000 },
            ],
          },
        ],
      });
      hub.changed([`sports:${merchant.id}:football`], m0.event_id);
    },
    changeOf: (data) => {
      const { event } = JSON.parse(data) as SportsStreamEvent;
      const home = event.markets.find((market) => market.type === '1x2')?.outcomes.find((outcome) => outcome.outcome === 'home');
      const k = home ? Math.round((Math.round(Number(home.odds) * 10_000) - 20_000) / 100) - 1 : -1;
      return k >= 0 && k < CHANGES ? k : undefined;
    },
  });
  await hub.close();
  const { event: sampleEvent } = JSON.parse(streams.sample || '{"event":null}') as { event: unknown };
  const bareStreams = await bareFanout({
    port: PORT + 100,
    streams: STREAMS,
    changes: CHANGES,
    gapMs: 500,
    payload: (k) => JSON.stringify({ k, event: sampleEvent }),
  });
  await stopServer(server);
  server = undefined;

  await match(merchant.id, 'bench:settle');
  await loadBets(merchant.id, await outcomesOf('bench:settle'));
  await database.db.execute(sql`CREATE TABLE bench_sport_bets_copy (LIKE sport_bets INCLUDING ALL)`);
  const baseline = await timed(() =>
    database.db.execute(sql`
      INSERT INTO bench_sport_bets_copy (merchant_id, vendor_code, game_code, player, round_id, request_id, request_hash, kind, stake, odds,
                                         potential_return, accept_odds, live, status, payout, created_at, settled_at)
      SELECT 999, 'HSPRT', 'house-sportsbook', 'benchload' || (i % 1000), 'sb-copy-' || i, 'copy-' || i, 'x', 'single', 1000, 19000, 1900,
             'none', false, 'settled', 1900, now(), now()
      FROM generate_series(1, ${BETS}) AS i`),
  );
  const settlement = await timed(() =>
    ingest(merchant.id, { ...head(), kind: 'bet_settlement', eventRef: 'bench:settle', result: { ft: { home: 2, away: 1 } } } as FeedMessage),
  );
  const [check] = rowsOf<{ settled: string; won: string }>(
    await database.db.execute(sql`
      SELECT count(*) FILTER (WHERE status = 'settled')::text AS settled, count(*) FILTER (WHERE payout > 0)::text AS won
      FROM sport_bets WHERE round_id LIKE 'sb-load-%'`),
  );

  console.log(`\nsportsbook bench: ${os.cpus().length} cores, Node ${process.version}`);
  console.log(
    `placement  ${CLIENTS} clients, ${DURATION_S} s: ${placement.done} bets (${(placement.done / DURATION_S).toFixed(0)}/s), errors ${placement.errors} ${JSON.stringify(placement.codes)}`,
  );
  console.log(
    `           p50 ${placement.p50.toFixed(1)} ms  p95 ${placement.p95.toFixed(1)} ms  p99 ${placement.p99.toFixed(1)} ms  (target p95 ≤ ${PLACE_TARGET_MS} ms): ${placement.p95 <= PLACE_TARGET_MS ? 'PASS' : 'MISS'}`,
  );
  const fanout = (label: string, f: FanoutFigures) =>
    console.log(
      `${label} ${f.streams} streams × ${f.changes} changes (${f.payloadBytes} B each): received ${f.received} of ${f.expected}, p50 ${f.p50.toFixed(1)} ms  p99 ${f.p99.toFixed(1)} ms  max ${f.max.toFixed(1)} ms`,
    );
  fanout('baseline  ', bareStreams);
  fanout('streams   ', streams.figures);
  console.log(
    `           p99 ${(streams.figures.p99 / bareStreams.p99).toFixed(1)}× the bare server's (target p99 ≤ ${STREAM_TARGET_MS} ms, every event received): ${streams.figures.p99 <= STREAM_TARGET_MS && streams.figures.received === streams.figures.expected ? 'PASS' : 'MISS'}`,
  );
  console.log(`baseline   INSERT … SELECT of ${BETS.toLocaleString('en-US')} rows like sport_bets: ${(baseline.ms / 1000).toFixed(2)} s`);
  console.log(
    `settlement one market, ${BETS.toLocaleString('en-US')} bets: ${(settlement.ms / 1000).toFixed(2)} s (${(settlement.ms / baseline.ms).toFixed(2)}× the baseline; target ≤ ${SETTLE_TARGET_S} s): ${settlement.ms <= SETTLE_TARGET_S * 1000 ? 'PASS' : 'MISS'}`,
  );
  console.log(`           ${check?.settled} settled, ${check?.won} winning`);
  saveResults('sportsbook', {
    clients: CLIENTS,
    durationS: DURATION_S,
    bets: BETS,
    placement,
    streams: streams.figures,
    bareStreams,
    baselineMs: baseline.ms,
    settlementMs: settlement.ms,
    check,
  });
} finally {
  await stopServer(server);
  await database.close();
  await postgres.drop(name);
}
process.exit(0);
