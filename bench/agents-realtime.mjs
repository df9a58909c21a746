// The real-time salary's 5-minute settlement on PostgreSQL (`npm run bench:agents-realtime`), in one
// run on a fresh throwaway database (dropped after):
//   load        a top agent with --agents (10) downline agents, --players (100,000) players spread under them
//               (the tree filled by its triggers), a real-time contract for every agent (the top agent's from
//               the platform), and one settled ticket per player and game (--games: keno, sea1) on draws
//               settled inside one 5-minute window (then VACUUM ANALYZE)
//   baseline    a plain INSERT … SELECT of as many rows as the run writes lines, into a table like
//               agent_realtime_lines (same columns and indexes): what writing that many rows costs this server
//   run         the settlement service's pass for that window: one run, an item per contract with its lines
//               per player and game, every salary paid through the ledger
// Target: the run under 60 s.
//
// Options: --players=100000 --agents=10 --url=postgres://postgres@127.0.0.1:5432/test (TEST_DATABASE_URL or
//          DATABASE_URL by default; a server where databases may be created: the bench makes its own and drops it)
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedDemo } from '../apps/server/src/seed/seed.ts';
import { manualClock } from '../apps/server/src/lib/clock.ts';
import { findMerchantByCode } from '../apps/server/src/modules/site/site.repo.ts';
import { createLedger } from '../apps/server/src/modules/wallet/ledger.ts';
import { createSettlement } from '../apps/server/src/modules/agents/settlement.service.ts';
import { benchArgs, fundedMember, postgresServer, saveResults } from './lib/kit.ts';

const args = benchArgs();
const PLAYERS = Number(args.players ?? 100_000);
const AGENTS = Number(args.agents ?? 10);
const GAMES = ['keno', 'sea1'];
const URL_ = String(args.url ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
const MAX_SECONDS = 60;
// The window settled: 5 minutes of Kuala Lumpur time, on a 5-minute boundary.
const WINDOW = new Date('2026-11-25T04:05:00Z');
const WINDOW_END = new Date(WINDOW.getTime() + 300_000);

const postgres = postgresServer(URL_);
const name = `orbit_agents_rt_${randomBytes(4).toString('hex')}`;
await postgres.create(name);
const url = postgres.urlOf(name);
const database = openDatabase({ url, poolSize: 4 });
const raw = new pg.Client({ connectionString: url });
const fmt = (n) => n.toLocaleString('en-US');

async function timed(work) {
  const start = performance.now();
  const result = await work();
  return { ms: performance.now() - start, result };
}

try {
  await database.migrate();
  await seedDemo(database);
  await raw.connect();
  const merchant = await findMerchantByCode(database.db, 'HGOLD');
  const rates = (profit, loss) => ({ rates: GAMES.map((gameCode) => ({ gameCode, profitPpm: profit, lossPpm: loss })) });

  console.log(
    `Loading ${fmt(PLAYERS)} players under ${AGENTS} agents with ${GAMES.length} games each on PostgreSQL ${(await raw.query('SHOW server_version')).rows[0].server_version} …`,
  );
  const load = await timed(async () => {
    // The top agent pays its downlines: enough money for every salary.
    const topId = await fundedMember(database, merchant.id, 'rttop', 'x', 10n ** 12n);
    await raw.query('UPDATE members SET type = 1 WHERE id = $1', [topId]);
    const agentIds = (
      await raw.query(
        `INSERT INTO members (merchant_id, username, username_key, nickname, type, upline_id, created_at)
         SELECT $1, 'rtagent' || g, 'rtagent' || g, 'rtagent' || g, 1, $2, now() FROM generate_series(1, $3) g RETURNING id`,
        [merchant.id, topId, AGENTS],
      )
    ).rows.map((r) => r.id);
    await raw.query(
      `INSERT INTO members (merchant_id, username, username_key, nickname, type, upline_id, created_at)
       SELECT $1, 'rtp' || g, 'rtp' || g, 'rtp' || g, 0, ($2::int[])[1 + g % $3], now() FROM generate_series(1, $4) g`,
      [merchant.id, agentIds, AGENTS, PLAYERS],
    );
    // Contracts running since the window's start: the platform's for the top agent, the top agent's for the others.
    const started = WINDOW.toISOString();
    await raw.query(
      `INSERT INTO agent_contracts (merchant_id, kind, agent_id, upline_id, offered_by_operator, status, terms, offered_at, starts_at)
       VALUES ($1, 'realtime_salary', $2, NULL, 1, 'active', $3, $4, $4)`,
      [merchant.id, topId, JSON.stringify(rates(20_000, 50_000)), started],
    );
    await raw.query(
      `INSERT INTO agent_contracts (merchant_id, kind, agent_id, upline_id, status, terms, offered_at, starts_at)
       SELECT $1, 'realtime_salary', a, $2, 'active', $3, $4, $4 FROM unnest($5::int[]) a`,
      [merchant.id, topId, JSON.stringify(rates(10_000, 30_000)), started, agentIds],
    );
    // One draw per game settled in the window, one paid ticket per player and game: about a third win.
    for (const [i, gameCode] of GAMES.entries()) {
      const at = new Date(WINDOW.getTime() + 60_000 * (i + 1));
      const draw = (
        await raw.query(
          `INSERT INTO lottery_draws (merchant_id, game_code, draw_id, kind, status, opens_at, closes_at, draws_at, server_seed, commitment, result, drawn_at, settled_at, paid_at, created_at)
           VALUES ($1, $2, $3, 'regular', 'settled', $4, $4, $4, 'seed', 'commitment', '{}'::jsonb, $4, $4, $4, $4) RETURNING id`,
          [merchant.id, gameCode, `${gameCode}:bench-${i}`, at],
        )
      ).rows[0];
      await raw.query(
        `INSERT INTO lottery_tickets (merchant_id, vendor_code, game_code, draw_row_id, player, round_id, request_id, real, stake, win, status, created_at, settled_at, paid_at)
         SELECT $1, 'HLOTT', $2, $3, 'rtp' || g, 'rt-' || $2 || '-' || g, 'rq-' || g, true, 100 * (1 + g % 10),
           CASE WHEN g % 3 = 0 THEN 300 * (1 + g % 10) ELSE 0 END, 'paid', $4, $4, $4
         FROM generate_series(1, $5) g`,
        [merchant.id, gameCode, draw.id, at, PLAYERS],
      );
    }
    await raw.query('VACUUM ANALYZE members');
    await raw.query('VACUUM ANALYZE agent_tree');
    await raw.query('VACUUM ANALYZE lottery_tickets');
    await raw.query('VACUUM ANALYZE lottery_draws');
  });
  console.log(`  loaded in ${(load.ms / 1000).toFixed(1)} s`);

  // Lines the run writes: every player and game under its agent's contract, and again under the top agent's.
  const expectedLines = PLAYERS * GAMES.length * 2;
  await raw.query('CREATE TABLE bench_baseline (LIKE agent_realtime_lines INCLUDING ALL)');
  await raw.query('CHECKPOINT');
  const baseline = await timed(() =>
    raw.query(
      `INSERT INTO bench_baseline (settlement_id, merchant_id, member_id, game_code, turnover, result, salary)
       SELECT g / 100000, $1, g, 'keno', 100, -100, 3 FROM generate_series(1, $2) g`,
      [merchant.id, expectedLines],
    ),
  );
  await raw.query('DROP TABLE bench_baseline');
  await raw.query('CHECKPOINT');

  const clock = manualClock(new Date(WINDOW_END.getTime() + 120_000));
  const resolved = {
    id: merchant.id,
    code: merchant.code,
    name: merchant.name,
    currency: 'MYR',
    currencySymbol: 'RM',
    timeZone: 'Asia/Kuala_Lumpur',
    version: 1,
    settings: { agents: { payer: 'upline' } },
  };
  const log = { info: () => undefined, warn: (obj, msg) => console.warn(msg, obj), error: (obj, msg) => console.error(msg, obj) };
  const settlement = createSettlement({
    database,
    clock,
    wallet: createLedger({ clock }),
    audit: { record: async () => undefined },
    merchantById: async () => resolved,
    log,
  });
  const run = await timed(() => settlement.settleDue('realtime'));
  const again = await timed(() => settlement.settleDue('realtime'));
  const check = (
    await raw.query(
      `SELECT (SELECT count(*) FROM agent_realtime_lines) AS lines, count(*) AS items, count(*) FILTER (WHERE status = 'paid') AS paid, sum(amount) AS total
       FROM agent_settlements`,
    )
  ).rows[0];

  const pass = run.ms < MAX_SECONDS * 1000 && Number(check.lines) === expectedLines && Number(check.paid) === AGENTS + 1;
  console.log('');
  console.log(`run          ${fmt(PLAYERS)} players, ${fmt(Number(check.lines))} lines, ${check.items} settlements in ${(run.ms / 1000).toFixed(2)} s`);
  console.log(`baseline     INSERT … SELECT of ${fmt(expectedLines)} rows in ${(baseline.ms / 1000).toFixed(2)} s`);
  console.log(`ratio        run / baseline ${(run.ms / baseline.ms).toFixed(2)}`);
  console.log(`result       ${check.paid} paid, ${fmt(Number(check.total))} minor units of salary`);
  console.log(`again        ${(again.ms / 1000).toFixed(3)} s (the window has its run: nothing is written)`);
  console.log(`target       under ${MAX_SECONDS} s: ${pass ? 'PASS' : 'MISS'}`);
  saveResults('agents-realtime', {
    players: PLAYERS,
    lines: Number(check.lines),
    runMs: Math.round(run.ms),
    baselineMs: Math.round(baseline.ms),
    ratio: Number((run.ms / baseline.ms).toFixed(2)),
    pass,
  });
  if (!pass) process.exitCode = 1;
} finally {
  await raw.end().catch(() => undefined);
  await database.close();
  await postgres.drop(name);
}
