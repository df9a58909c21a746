// The agents' stats on PostgreSQL (`npm run bench:agents`), in one run on a fresh throwaway database
// (dropped after):
//   load        one agent with --members (100,000) members under it in five levels (10, 100, 1,000, 10,000,
//               the rest; the tree filled by its triggers), registered over the last 90 days, and about 10
//               million bets of play over the last 30 days written as the seamless wallet writes them: one
//               member_turnover row per member, day and category carrying that day's bets count, turnover and
//               wins (a third of the member-days played, 1 to 19 bets each: the bets are counts on member-days,
//               not one row per bet, exactly as the wallet aggregates them); approved deposits and paid
//               withdrawals for some members (then VACUUM ANALYZE)
//   rollup      a backfill pass over 35 days once, to fill the stats; then the job's minute pass (today and
//               yesterday, and one older day of its sweep) with nothing new, and again after every member
//               placed one new bet today: what the minute-by-minute job costs at that size
//   calls       over HTTP, to the server run as its own process on that database, one call at a time:
//               p95 of the team overview per range (today, yesterday, week, month, custom 30 days) and of the
//               user loss (today, month), next to the p95 of a primary-key read timed the same way (the
//               member's balance over HTTP, and a plain SELECT … WHERE id = $1)
// Target: team overview p95 ≤ 200 ms on PostgreSQL.
//
// Options: --members=100000 --calls=200 --url=postgres://postgres@127.0.0.1:5432/test (TEST_DATABASE_URL or
//          DATABASE_URL by default; a server where databases may be created: the bench makes its own and drops it)
import { createHash, randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { createApiClient } from '@orbit/contracts/client';
import { zonedDay } from '@orbit/contracts/format';
import { challengeEndpoint, loginEndpoint } from '@orbit/contracts/member';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedDemo } from '../apps/server/src/seed/seed.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { hashPassword } from '../apps/server/src/lib/passwords.ts';
import { createStatsRollup, WIDE_DAYS } from '../apps/server/src/modules/agents/stats-rollup.ts';
import { findMerchantByCode } from '../apps/server/src/modules/site/site.repo.ts';
import { benchArgs, fundedMember, jsonSender, postgresServer, saveResults, startServer, stopServer } from './lib/kit.ts';

const args = benchArgs();
const MEMBERS = Number(args.members ?? 100_000);
const CALLS = Number(args.calls ?? 200);
const URL_ = String(args.url ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
const TARGET_MS = 200;
const PASSWORD = 'Bench#Harimau2026';
const PORT = 3900 + Math.floor(Math.random() * 100);
const TZ = 'Asia/Kuala_Lumpur';

const postgres = postgresServer(URL_);
const name = `orbit_agents_${randomBytes(4).toString('hex')}`;
await postgres.create(name);
const url = postgres.urlOf(name);
const database = openDatabase({ url, poolSize: 4 });
const raw = new pg.Client({ connectionString: url });
let server;
const fmt = (n) => Number(n).toLocaleString('en-US');

async function timed(work) {
  const start = performance.now();
  const result = await work();
  return { ms: performance.now() - start, result };
}

/** p95 (and median) of `calls` runs of `work`, one at a time, after a few to warm up. */
async function p95(work, calls = CALLS) {
  for (let i = 0; i < 5; i++) await work(i);
  const times = [];
  for (let i = 0; i < calls; i++) {
    const start = performance.now();
    await work(i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p95: times[Math.floor(times.length * 0.95)], median: times[Math.floor(times.length / 2)] };
}

try {
  await database.migrate();
  await seedDemo(database);
  await raw.connect();
  const merchant = await findMerchantByCode(database.db, 'HGOLD');
  const vendorId = (await raw.query('SELECT id FROM vendors ORDER BY id LIMIT 1')).rows[0].id;
  const agentId = await fundedMember(database, merchant.id, 'benchagent', await hashPassword(PASSWORD), 1_000_000n);
  await raw.query(`UPDATE members SET type = 1, created_at = now() - interval '120 days' WHERE id = $1`, [agentId]);

  console.log(
    `Loading ${fmt(MEMBERS)} members in five levels and their play on PostgreSQL ${(await raw.query('SHOW server_version')).rows[0].server_version} …`,
  );
  const load = await timed(async () => {
    // Five levels: 10, 100, 1,000, 10,000 agents, then players for the rest; each under one of the level above.
    const sizes = [10, 100, 1000, 10_000];
    sizes.push(MEMBERS - sizes.reduce((a, b) => a + b, 0));
    let uplines = [agentId];
    for (const [level, size] of sizes.entries()) {
      const type = level < 4 ? 1 : 0;
      uplines = (
        await raw.query(
          `INSERT INTO members (merchant_id, username, username_key, nickname, type, upline_id, created_at)
           SELECT $1, 'bm' || $2 || '_' || g, 'bm' || $2 || '_' || g, 'b' || g, $3, ($4::int[])[1 + g % cardinality($4::int[])],
                  now() - (g % 90) * interval '1 day' - (g % 1440) * interval '1 minute'
           FROM generate_series(1, $5) g RETURNING id`,
          [merchant.id, level + 1, type, uplines, size],
        )
      ).rows.map((r) => r.id);
      // The tree's trigger plans its lookups once per session: statistics of a table that has grown keep them on
      // the indexes (autovacuum would have analysed a live database long before).
      await raw.query('ANALYZE members');
      await raw.query('ANALYZE agent_tree');
    }
    // Play over the last 30 days (Kuala Lumpur days): a third of the member-days, 1–19 bets each.
    await raw.query(
      `INSERT INTO member_turnover (merchant_id, member_id, day, vendor_id, category, turnover, wins, bets)
       SELECT $1, m.id, (now() AT TIME ZONE $3)::date - d, $2, (ARRAY['slots','live','fish'])[1 + (m.id + d) % 3],
              b * (100 + (m.id * 13 + d) % 900), b * (100 + (m.id * 17 + d) % 900) * (m.id % 5) / 5, b
       FROM members m CROSS JOIN generate_series(0, 29) d
       CROSS JOIN LATERAL (SELECT 1 + (m.id * 7 + d * 3) % 19 AS b) bets
       WHERE m.merchant_id = $1 AND m.id <> $4 AND m.username LIKE 'bm%' AND (m.id + d) % 3 = 0`,
      [merchant.id, vendorId, TZ, agentId],
    );
    await raw.query(
      `INSERT INTO deposits (merchant_id, member_id, request_id, order_no, method_id, method_name, kind, channel, amount, fee, currency, status, created_at, decided_at)
       SELECT $1, m.id, 'bd' || m.id, 'BD' || m.id, 'bank', 'Bank', 'bank', 'bank', 10000 + m.id % 50000, 0, 'MYR', 'approved',
              now() - (m.id % 30) * interval '1 day' - interval '10 minutes', now() - (m.id % 30) * interval '1 day'
       FROM members m WHERE m.merchant_id = $1 AND m.username LIKE 'bm%' AND m.id % 3 = 0`,
      [merchant.id],
    );
    await raw.query(
      `INSERT INTO withdrawals (merchant_id, member_id, request_id, order_no, bank_account_id, bank, account_name, account_number, amount, currency, status, created_at, decided_at, paid_at)
       SELECT $1, m.id, 'bw' || m.id, 'BW' || m.id, 1, 'Maybank', 'A', '1', 5000 + m.id % 20000, 'MYR', 'received',
              now() - (m.id % 30) * interval '1 day' - interval '1 hour', now() - (m.id % 30) * interval '1 day', now() - (m.id % 30) * interval '1 day'
       FROM members m WHERE m.merchant_id = $1 AND m.username LIKE 'bm%' AND m.id % 10 = 0`,
      [merchant.id],
    );
    for (const table of ['members', 'agent_tree', 'member_turnover', 'deposits', 'withdrawals']) await raw.query(`VACUUM ANALYZE ${table}`);
  });
  const play = (await raw.query('SELECT count(*) AS rows, sum(bets) AS bets FROM member_turnover WHERE merchant_id = $1', [merchant.id])).rows[0];
  const tree = (await raw.query('SELECT count(*) AS n, max(depth) AS depth FROM agent_tree WHERE ancestor_id = $1 AND depth >= 1', [agentId])).rows[0];
  console.log(
    `  loaded in ${(load.ms / 1000).toFixed(1)} s: ${fmt(tree.n)} members under the agent (${tree.depth} levels), ${fmt(play.bets)} bets in ${fmt(play.rows)} member_turnover rows`,
  );

  const rollup = createStatsRollup({ database, clock: systemClock });
  const wide = await timed(() => rollup.pass(WIDE_DAYS));
  console.log(
    `rollup       backfill pass (${WIDE_DAYS} days) in ${(wide.ms / 1000).toFixed(2)} s: ${fmt(wide.result.memberDays)} member-days, ${fmt(wide.result.teamRows)} team days`,
  );
  for (const table of ['member_daily_stats', 'team_daily_stats', 'member_category_stats']) await raw.query(`VACUUM ANALYZE ${table}`);
  const idle = await timed(() => rollup.minutePass(new Date()));
  console.log(`rollup       minute pass with nothing new in ${(idle.ms / 1000).toFixed(2)} s (${fmt(idle.result.memberDays)} member-days changed)`);
  // Every member places one more bet today, as the wallet records it.
  await raw.query(
    `INSERT INTO member_turnover (merchant_id, member_id, day, vendor_id, category, turnover, wins, bets)
     SELECT $1, m.id, (now() AT TIME ZONE $3)::date, $2, 'slots', 500, 0, 1 FROM members m WHERE m.merchant_id = $1 AND m.username LIKE 'bm%'
     ON CONFLICT (merchant_id, member_id, day, vendor_id, category)
     DO UPDATE SET turnover = member_turnover.turnover + 500, bets = member_turnover.bets + 1`,
    [merchant.id, vendorId, TZ],
  );
  const busy = await timed(() => rollup.minutePass(new Date()));
  console.log(
    `rollup       minute pass after ${fmt(MEMBERS)} members each bet once in ${(busy.ms / 1000).toFixed(2)} s (${fmt(busy.result.memberDays)} member-days changed)`,
  );
  const check = (
    await raw.query(
      `SELECT (SELECT sum(bets) FROM team_daily_stats WHERE agent_id = $1) AS team, (SELECT sum(bets) FROM member_turnover WHERE merchant_id = $2 AND member_id <> $1
         AND day >= (now() AT TIME ZONE $3)::date - 34) AS source`,
      [agentId, merchant.id, TZ],
    )
  ).rows[0];
  console.log(`check        team bets ${fmt(check.team)} = source bets ${fmt(check.source)}: ${check.team === check.source ? 'yes' : 'NO'}`);
  await database.close();

  server = await startServer({ databaseUrl: url, port: PORT, poolSize: 4 });
  const api = createApiClient({ baseUrl: `http://127.0.0.1:${PORT}`, headers: () => ({ Merchant: 'HGOLD', Device: 'WEB' }) });
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
  const session = await api.call(loginEndpoint, { body: { type: 'username', username: 'benchagent', password: PASSWORD, verification } });
  if (session.state !== 'ok') throw new Error('login did not finish');
  const headers = { authorization: session.token, merchant: 'HGOLD', device: 'WEB' };
  const send = jsonSender(PORT, 1);
  const ok = async (reply) => {
    const value = await reply;
    if (!value.success) throw new Error(`call refused: ${JSON.stringify(value)}`);
    return value;
  };

  const today = zonedDay(new Date(), TZ);
  const monthAgo = zonedDay(new Date(Date.now() - 29 * 86_400_000), TZ);
  const results = {};
  const line = (label, r, target) => {
    const verdict = target === undefined ? '' : `  ${r.p95 <= target ? 'PASS' : 'MISS'} (target p95 ≤ ${target} ms)`;
    console.log(`${label.padEnd(34)} p95 ${r.p95.toFixed(1).padStart(7)} ms   median ${r.median.toFixed(1).padStart(7)} ms${verdict}`);
  };
  const overview = (await ok(send('GET', '/wps/agent/team/overview?range=month', headers))).value;
  console.log(
    `month        ${fmt(overview.figures.members)} members, ${fmt(overview.figures.bets)} bets, ${fmt(overview.figures.activePlayers)} active players`,
  );
  console.log('');
  for (const range of ['today', 'yesterday', 'week', 'month']) {
    results[`overview_${range}`] = await p95(() => ok(send('GET', `/wps/agent/team/overview?range=${range}`, headers)));
    line(`team overview ${range}`, results[`overview_${range}`], TARGET_MS);
  }
  results.overview_custom = await p95(
    () => ok(send('GET', `/wps/agent/team/overview?range=custom&from=${monthAgo}&to=${today}`, headers)),
    Math.min(CALLS, 50),
  );
  line('team overview custom (30 days)', results.overview_custom, TARGET_MS);
  results.loss_today = await p95(() => ok(send('POST', '/wps/agent/team/loss', headers, JSON.stringify({ from: today, to: today }))), Math.min(CALLS, 50));
  line('user loss today', results.loss_today);
  results.loss_month = await p95(() => ok(send('POST', '/wps/agent/team/loss', headers, JSON.stringify({ from: monthAgo, to: today }))), Math.min(CALLS, 20));
  line('user loss 30 days', results.loss_month);
  results.balance = await p95(() => ok(send('GET', '/wps/v2/wallets/balance', headers)));
  line('primary-key read (balance, HTTP)', results.balance);
  const ids = (await raw.query(`SELECT id FROM members WHERE merchant_id = $1 ORDER BY id LIMIT 1000`, [merchant.id])).rows.map((r) => r.id);
  results.pkSelect = await p95((i) => raw.query('SELECT * FROM members WHERE id = $1', [ids[i % ids.length]]));
  line('primary-key SELECT (pg, no HTTP)', results.pkSelect);
  saveResults('agents', {
    members: MEMBERS,
    bets: Number(play.bets),
    rollupWideMs: Math.round(wide.ms),
    rollupIdleMs: Math.round(idle.ms),
    rollupBusyMs: Math.round(busy.ms),
    ...Object.fromEntries(Object.entries(results).map(([key, r]) => [`${key}P95Ms`, Number(r.p95.toFixed(1))])),
  });
  const overviewMiss = ['today', 'yesterday', 'week', 'month', 'custom'].some((range) => results[`overview_${range}`].p95 > TARGET_MS);
  if (overviewMiss || check.team !== check.source) process.exitCode = 1;
} finally {
  await stopServer(server);
  await raw.end().catch(() => undefined);
  await database.close().catch(() => undefined);
  await postgres.drop(name);
}
