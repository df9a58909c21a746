// A daily rebate run on PostgreSQL (`npm run bench:rebates`), in one run on a fresh throwaway database (dropped
// after):
//   load      --members (100,000) members with their main wallet's ledger account, and yesterday's play (Kuala Lumpur day) as the seamless wallet
//             aggregates it: one member_turnover row per member and category (rng, live, fish), whose bet
//             counts add up to exactly 10 million bets (then VACUUM ANALYZE)
//   run       the rebate job's pass, as the job runner calls it: the run's lines written from member_turnover
//             in one INSERT … SELECT, then one ledger credit per member (kind rebate) in batches of 20,000
//   baseline  in the same run, on the same server: a plain INSERT … SELECT of as many rows as the run wrote
//             (lines, ledger transactions and postings) into an unindexed table, and of as many rows as the
//             run's lines alone
// Prints both times and the ratio (baseline time ÷ run time: 1 is as fast as a plain insert).
// Target: ratio ≥ 0.5 and the run under 60 s.
//
// Options: --members=100000 --url=postgres://postgres@127.0.0.1:5432/test (TEST_DATABASE_URL or DATABASE_URL
//          by default; a server where databases may be created: the bench makes its own and drops it)
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { zonedDay } from '@orbit/contracts/format';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { seedDemo } from '../apps/server/src/seed/seed.ts';
import { createRebateRuns } from '../apps/server/src/modules/rebates/runs.service.ts';
import { findMerchantByCode } from '../apps/server/src/modules/site/site.repo.ts';
import { withDefaults } from '../apps/server/src/modules/site/merchant-settings.ts';
import { creditMany } from '../apps/server/src/modules/wallet/ledger-batch.ts';
import type { AuditService } from '../apps/server/src/modules/console/audit.service.ts';
import { benchArgs, postgresServer, saveResults } from './lib/kit.ts';

const args = benchArgs();
const MEMBERS = Number(args.members ?? 100_000);
const BETS = 10_000_000;
const URL_ = String(args.url ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
const TZ = 'Asia/Kuala_Lumpur';
const CATEGORIES = ['rng', 'live', 'fish'];

const postgres = postgresServer(URL_);
const name = `orbit_rebates_${randomBytes(4).toString('hex')}`;
await postgres.create(name);
const url = postgres.urlOf(name);
const database = openDatabase({ url, poolSize: 4 });
const raw = new pg.Client({ connectionString: url });
const fmt = (n: number | string) => Number(n).toLocaleString('en-US');
const seconds = (ms: number) => (ms / 1000).toFixed(2);

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const start = performance.now();
  const result = await work();
  return { ms: performance.now() - start, result };
}

try {
  await database.migrate();
  await seedDemo(database);
  await raw.connect();
  const row = await findMerchantByCode(database.db, 'HGOLD');
  if (!row) throw new Error('no demo merchant');
  const vendorId = (await raw.query<{ id: number }>('SELECT id FROM vendors ORDER BY id LIMIT 1')).rows[0]!.id;
  const yesterday = zonedDay(new Date(Date.now() - 86_400_000), TZ);
  console.log(
    `Loading ${fmt(MEMBERS)} members and ${fmt(BETS)} bets of ${yesterday} on PostgreSQL ${(await raw.query('SHOW server_version')).rows[0].server_version} …`,
  );
  const load = await timed(async () => {
    await raw.query(
      `INSERT INTO members (merchant_id, username, username_key, nickname, type, created_at)
       SELECT $1, 'rb' || g, 'rb' || g, 'r' || g, 0, now() - interval '30 days' FROM generate_series(1, $2) g`,
      [row.id, MEMBERS],
    );
    // Bet counts per row: the total divided evenly, the remainder one more on the first rows, so they add to BETS.
    const rows = MEMBERS * CATEGORIES.length;
    await raw.query(
      `INSERT INTO member_turnover (merchant_id, member_id, day, vendor_id, category, turnover, wins, bets, valid_turnover)
       SELECT $1, m.id, $2::date, $3, c.category, b.bets * (100 + (m.id * 13 + c.i) % 900), 0, b.bets, b.bets * (50 + (m.id * 7 + c.i) % 400)
       FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM members WHERE merchant_id = $1 AND username LIKE 'rb%') m
       CROSS JOIN unnest($4::text[]) WITH ORDINALITY AS c(category, i)
       CROSS JOIN LATERAL (SELECT $5::int / $6::int + CASE WHEN (m.n - 1) * 3 + c.i <= $5::int % $6::int THEN 1 ELSE 0 END AS bets) b`,
      [row.id, yesterday, vendorId, CATEGORIES, BETS, rows],
    );
    // A member who played has a main wallet: its ledger account exists (at zero here, as its postings would net).
    await raw.query(
      `INSERT INTO ledger_accounts (merchant_id, address, currency, member_id, allow_negative)
       SELECT $1, 'member:' || id || ':main', $2, id, false FROM members WHERE merchant_id = $1 AND username LIKE 'rb%'`,
      [row.id, row.currency],
    );
    await raw.query('VACUUM ANALYZE ledger_accounts');
    await raw.query('VACUUM ANALYZE members');
    await raw.query('VACUUM ANALYZE member_turnover');
  });
  const play = (await raw.query('SELECT count(*) AS rows, sum(bets) AS bets FROM member_turnover WHERE merchant_id = $1', [row.id])).rows[0];
  console.log(`  loaded in ${seconds(load.ms)} s: ${fmt(play.bets)} bets in ${fmt(play.rows)} member_turnover rows`);

  const settings = withDefaults(row);
  const merchant = {
    id: row.id,
    code: row.code,
    name: row.name,
    currency: row.currency,
    currencySymbol: row.currencySymbol,
    timeZone: row.timeZone,
    version: row.version,
    settings: {
      ...settings,
      rebates: {
        ...settings.rebates,
        enabled: true,
        period: 'daily' as const,
        payMode: 'automatic' as const,
        minPayout: '0.00',
        rates: CATEGORIES.map((category) => ({ category: category as 'rng', ratePpm: 8_000 })),
      },
    },
  };
  const log = { warn: () => undefined, error: (object: object, message: string) => console.error(message, object) };
  const runs = createRebateRuns({
    database,
    clock: systemClock,
    audit: {} as AuditService, // the job's pass audits nothing
    wallet: { creditMany: (tx, batch) => creditMany(tx, batch, new Date()) },
    merchantById: async () => merchant,
    log,
  });

  const run = await timed(() => runs.runDue());
  // Where the run's time goes: its lines alone, computed again as a preview would (rolled back).
  const linesOnly = await timed(async () => {
    await raw.query('BEGIN');
    await raw.query(
      `INSERT INTO rebate_runs (merchant_id, period, period_start, period_end, state, basis, rate_source, pay_mode, created_by_name, created_at)
      VALUES ($1, 'daily', $2, $2, 'previewed', 'stake', 'table', 'automatic', 'bench', now())`,
      [row.id, yesterday],
    );
    await raw.query(
      `INSERT INTO rebate_lines (run_id, merchant_id, member_id, period, period_start, category, turnover, rate_ppm, amount, prior, owed, state)
      SELECT currval('rebate_runs_id_seq'), merchant_id, member_id, 'daily', day, category, turnover, 8000, turnover * 8000 / 1000000, 0, turnover * 8000 / 1000000, 'pending'
      FROM member_turnover WHERE merchant_id = $1 AND day = $2`,
      [row.id, yesterday],
    );
    await raw.query('ROLLBACK');
  });
  const written = (
    await raw.query<{ lines: string; transactions: string; postings: string; paid: string }>(
      `SELECT (SELECT count(*) FROM rebate_lines) AS lines,
              (SELECT count(*) FROM ledger_transactions WHERE kind = 'rebate') AS transactions,
              (SELECT count(*) FROM ledger_postings p JOIN ledger_transactions t ON t.id = p.transaction_id WHERE t.kind = 'rebate') AS postings,
              (SELECT coalesce(sum(amount), 0) FROM ledger_postings p JOIN ledger_transactions t ON t.id = p.transaction_id WHERE t.kind = 'rebate' AND p.amount > 0) AS paid`,
    )
  ).rows[0]!;
  const unbalanced = (await raw.query('SELECT count(*) AS n FROM (SELECT currency FROM ledger_accounts GROUP BY currency HAVING sum(balance) <> 0) x')).rows[0]
    .n;
  const total = Number(written.lines) + Number(written.transactions) + Number(written.postings);
  console.log(
    `run          ${seconds(run.ms)} s: ${fmt(run.result.members)} members paid, ${fmt(written.lines)} lines, ${fmt(written.transactions)} ledger transactions, ${fmt(written.postings)} postings (${fmt(total)} rows); RM ${(Number(written.paid) / 100).toFixed(2)} paid; ledger ${Number(unbalanced) === 0 ? 'balanced' : 'UNBALANCED'}`,
  );

  // The baseline: the same number of rows, about as wide, written by one plain INSERT … SELECT into a table with no index.
  await raw.query(
    'CREATE TABLE baseline_rows (a bigint, b integer, c integer, d text, e date, f text, g bigint, h integer, i bigint, j bigint, k bigint, l text)',
  );
  // Rows of member_turnover repeated as needed, so the baseline reads what the run reads and writes as many rows.
  const baselineOf = async (rows: number) => {
    await raw.query('TRUNCATE baseline_rows');
    await raw.query('CHECKPOINT');
    const repeats = Math.ceil(rows / Number(play.rows));
    return timed(() =>
      raw.query(
        `INSERT INTO baseline_rows
         SELECT r, 1, t.member_id, 'daily', t.day, t.category, t.turnover, 8000, t.turnover * 8000 / 1000000, 0, t.turnover * 8000 / 1000000, 'paid'
         FROM generate_series(1, $2::int) r CROSS JOIN member_turnover t WHERE t.merchant_id = $3 LIMIT $1`,
        [rows, repeats, row.id],
      ),
    );
  };
  const allRows = await baselineOf(total);
  const lineRows = await baselineOf(Number(written.lines));
  const ratio = allRows.ms / run.ms;
  console.log(`of which      ${seconds(linesOnly.ms)} s would write the lines alone (the rest is the ledger: one transaction and two postings per member)`);
  console.log(`baseline     plain INSERT … SELECT of ${fmt(total)} rows (as many as the run wrote): ${seconds(allRows.ms)} s`);
  console.log(`baseline     plain INSERT … SELECT of ${fmt(written.lines)} rows (as many as the run's lines): ${seconds(lineRows.ms)} s`);
  console.log(
    `ratio        ${ratio.toFixed(2)}× the baseline's speed (target ≥ 0.5); ${(lineRows.ms / run.ms).toFixed(2)}× against the lines alone; run ${seconds(run.ms)} s (target < 60 s): ${ratio >= 0.5 && run.ms < 60_000 ? 'met' : 'NOT met'}`,
  );
  saveResults('rebates', {
    members: MEMBERS,
    bets: Number(play.bets),
    turnoverRows: Number(play.rows),
    runMs: Math.round(run.ms),
    lines: Number(written.lines),
    ledgerTransactions: Number(written.transactions),
    postings: Number(written.postings),
    baselineAllRowsMs: Math.round(allRows.ms),
    baselineLinesMs: Math.round(lineRows.ms),
    linesOnlyMs: Math.round(linesOnly.ms),
    ratio: Number(ratio.toFixed(3)),
  });
} finally {
  await raw.end().catch(() => undefined);
  await database.close();
  await postgres.drop(name);
}
