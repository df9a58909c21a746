// Lottery settlement on PostgreSQL (`npm run bench:lottery`, ADR 0018), in one run on a fresh
// throwaway database (dropped after):
//   load        one 4D draw with --tickets (1,000,000) tickets of one line each, random numbers and bet
//               types, written by INSERT … SELECT generate_series (then VACUUM ANALYZE, as autovacuum would
//               have done over the days of sales)
//   baseline    a plain INSERT … SELECT of the same number of rows into a table like lottery_ticket_lines
//               (same columns and indexes): what writing that many rows costs this server
//   settlement  settleDraw of the service: every line's win set-based, the tickets' wins and statuses, the
//               draw settled, in one transaction
//   per ticket  the previous way to pay: one single seamless credit per ticket over HTTP to the server run as
//               its own process, --concurrency (16) at a time, timed on --sample (2,000) tickets and projected
//   payout      every ticket paid by the settlement's payout pass through the seamless batch credit over HTTP
//               (--batch lines per call, 5,000): tickets read a page at a time, one call per page, the page's
//               tickets marked paid (the sample's lines are answered as repeats, as after a crash)
//   baseline 2  a plain INSERT … SELECT of as many rows into a table like seamless_transactions (same columns and
//               indexes): what writing the payout's own rows costs this server
// Every ticket's bet is loaded as the wallet records it (a seamless debit row per ticket, under --players
// (1,000) players), since a batch line pays only a round with a live bet; the bets' ledger movements are not
// loaded (paying never reads them), so only the wins' movements are checked to balance.
// Targets: settlement ≥ 0.5 × the baseline's rows per second, and under 60 s; payout of every ticket ≤ 5 min.
//
// Options: --tickets=1000000 --sample=2000 --concurrency=16 --batch=5000 --players=1000
//          --url=postgres://postgres@127.0.0.1:5432/test (TEST_DATABASE_URL or DATABASE_URL by default; a
//          server where databases may be created: the bench makes its own and drops it)
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { nodeHash, newServerSeed } from '@orbit/games/fair/node-crypto';
import { commitServerSeed } from '@orbit/games/fair/commitment';
import { drawLottery } from '@orbit/games/lottery/draw';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedDemo } from '../apps/server/src/seed/seed.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { fetchTransport } from '../apps/server/src/lib/http-transport.ts';
import { findMerchantByCode } from '../apps/server/src/modules/site/site.repo.ts';
import { createHouseWallet } from '../apps/server/src/vendors/house/house-wallet.ts';
import { createVendorSecrets } from '../apps/server/src/modules/wallet/seamless/vendor-secrets.ts';
import { createSeamlessClient } from '../apps/server/src/vendors/house/seamless-client.ts';
import { createLotterySettlement } from '../apps/server/src/vendors/house/lottery/settlement.ts';
import { benchArgs, fundedMember, postgresServer, saveResults, startServer, stopServer } from './lib/kit.ts';

const args = benchArgs();
const TICKETS = Number(args.tickets ?? 1_000_000);
const SAMPLE = Number(args.sample ?? 2000);
const CONCURRENCY = Number(args.concurrency ?? 16);
const BATCH = Number(args.batch ?? 5000);
const PAYOUT_TARGET_SECONDS = 300;
const URL_ = String(args.url ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
const TARGET = 0.5;
const MAX_SECONDS = 60;
const PLAYERS = Number(args.players ?? 1000);
// The catalogue game 4D bets are taken under at the wallet (house-catalogue.ts HOUSE_LOTTERY_GAMES), as the app's settlement maps it.
const WALLET_GAME = 'house-4d';
const PORT = 3900 + Math.floor(Math.random() * 100);
// The server seals the vendors' secrets with APP_SECRET; the in-process house wallet opens them with the same one.
process.env.APP_SECRET ??= randomBytes(32).toString('hex');

const postgres = postgresServer(URL_);
const name = `orbit_lottery_${randomBytes(4).toString('hex')}`;
await postgres.create(name);
const url = postgres.urlOf(name);
const database = openDatabase({ url, poolSize: 4 });
const raw = new pg.Client({ connectionString: url });
let server;
const rate = (rows, ms) => Math.round((rows * 1000) / ms);
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
  // The lottery's house vendor when the catalogue has it, else any house seamless vendor with credentials.
  const vendor = (
    await raw.query(
      `SELECT v.code FROM vendors v JOIN vendor_credentials c ON c.vendor_id = v.id WHERE v.merchant_id = $1 ORDER BY (v.code = 'HLOTT') DESC, v.code LIMIT 1`,
      [merchant.id],
    )
  ).rows[0].code;
  const players = [];
  const playerIds = [];
  for (let i = 0; i < PLAYERS; i++) {
    const username = `lotto${i}`;
    playerIds.push(await fundedMember(database, merchant.id, username, 'x', 1_000_000n));
    players.push(username);
  }
  const vendorId = (await raw.query('SELECT id FROM vendors WHERE merchant_id = $1 AND code = $2', [merchant.id, vendor])).rows[0].id;

  // One drawn 4D draw.
  const serverSeed = newServerSeed();
  const drawId = '4d:2026-11-25';
  const result = drawLottery('4d', { serverSeed, drawId }, nodeHash);
  const drawsAt = new Date(Date.now() - 60_000);
  const [draw] = (
    await raw.query(
      `INSERT INTO lottery_draws (merchant_id, game_code, draw_id, kind, status, opens_at, closes_at, draws_at, server_seed, commitment, result, drawn_at, created_at)
       VALUES ($1, '4d', $2, 'regular', 'drawn', $3, $3, $3, $4, $5, $6, $3, $3) RETURNING id`,
      [merchant.id, drawId, drawsAt, serverSeed, commitServerSeed(serverSeed, nodeHash), JSON.stringify(result)],
    )
  ).rows;

  console.log(`Loading ${fmt(TICKETS)} one-line 4D tickets on PostgreSQL ${(await raw.query('SHOW server_version')).rows[0].server_version} …`);
  const load = await timed(async () => {
    await raw.query(
      `INSERT INTO lottery_tickets (merchant_id, vendor_code, game_code, draw_row_id, player, round_id, request_id, real, stake, status, created_at)
       SELECT $1, $2, '4d', $3, ($4::text[])[1 + g % ${PLAYERS}], 'lot-' || g, 'req-' || g, true, 100 * (1 + g % 10), 'debited', now()
       FROM generate_series(1, $5) g`,
      [merchant.id, vendor, draw.id, players, TICKETS],
    );
    await raw.query(
      `INSERT INTO lottery_ticket_lines (ticket_id, draw_row_id, bet_type, selection, stake)
       SELECT t.id, t.draw_row_id,
         (ARRAY['big','small','big-box','small-box','big-ibox','small-ibox'])[1 + floor(random() * 6)::int],
         lpad(floor(random() * 10000)::int::text, 4, '0'),
         t.stake
       FROM lottery_tickets t WHERE t.draw_row_id = $1 ORDER BY t.id`,
      [draw.id],
    );
    // Each ticket's bet as the seamless wallet recorded it when the ticket was bought.
    await raw.query(
      `INSERT INTO seamless_transactions (merchant_id, vendor_id, member_id, vendor_transaction_id, kind, status, round_id, game_code, amount, request_hash, reply, created_at)
       SELECT $1, $2, ($3::integer[])[1 + g % ${PLAYERS}], 'lot-' || g || ':bet', 'debit', 'applied', 'lot-' || g, '${WALLET_GAME}', 100 * (1 + g % 10), 'bench', '{}'::jsonb, now()
       FROM generate_series(1, $4) g`,
      [merchant.id, vendorId, playerIds, TICKETS],
    );
    await raw.query('VACUUM ANALYZE seamless_transactions');
    // Boxes on four alike are not sold: those lines are bet straight.
    await raw.query(`UPDATE lottery_ticket_lines SET bet_type = split_part(bet_type, '-', 1) WHERE bet_type LIKE '%-%' AND selection ~ '^(.)\\1\\1\\1$'`);
    await raw.query('VACUUM ANALYZE lottery_tickets');
    await raw.query('VACUUM ANALYZE lottery_ticket_lines');
  });
  console.log(`  loaded in ${(load.ms / 1000).toFixed(1)} s`);

  await raw.query('CREATE TABLE bench_baseline (LIKE lottery_ticket_lines INCLUDING ALL)');
  await raw.query('CHECKPOINT');
  const baseline = await timed(() =>
    raw.query(
      `INSERT INTO bench_baseline (ticket_id, draw_row_id, bet_type, selection, stake, win)
       SELECT g, $1, 'big', lpad((g % 10000)::text, 4, '0'), 100, 0 FROM generate_series(1, $2) g`,
      [draw.id, TICKETS],
    ),
  );
  await raw.query('DROP TABLE bench_baseline');
  await raw.query('CHECKPOINT');

  const log = { warn: (obj, msg) => console.warn(msg, obj), info: () => {} };
  const wallet = createHouseWallet({
    database,
    secrets: createVendorSecrets({ appSecret: process.env.APP_SECRET }),
    client: createSeamlessClient({ transport: fetchTransport(30_000), baseUrl: `http://127.0.0.1:${PORT}`, clock: systemClock }),
  });
  const resolved = { id: merchant.id, code: merchant.code, currency: merchant.currency, settings: { lottery: { missedDraws: 'draw' } } };
  const settlement = createLotterySettlement({
    database,
    clock: systemClock,
    wallet,
    merchantById: async () => resolved,
    log,
    concurrency: CONCURRENCY,
    walletGameCode: () => WALLET_GAME,
  });
  const settled = await timed(() => settlement.settleDraw(draw.id));
  const again = await timed(() => settlement.settleDraw(draw.id));
  const check = (
    await raw.query(
      `SELECT count(*) FILTER (WHERE status = 'settled') AS settled, count(*) FILTER (WHERE win > 0) AS winners, sum(win) AS wins FROM lottery_tickets`,
    )
  ).rows[0];

  server = await startServer({ databaseUrl: url, port: PORT, poolSize: 8 });
  const target = { merchantId: merchant.id, merchantCode: merchant.code, vendorCode: vendor };
  // The previous way: one credit per ticket, on the sample (the lowest ticket ids, as the payout pass takes them).
  const sample = (await raw.query(`SELECT round_id, player, win FROM lottery_tickets ORDER BY id LIMIT $1`, [SAMPLE])).rows;
  const single = await timed(async () => {
    let next = 0;
    const worker = async () => {
      while (next < sample.length) {
        const ticket = sample[next++];
        const win = BigInt(ticket.win);
        await wallet.call(target, 'credit', {
          player: ticket.player,
          transactionId: `${ticket.round_id}:win`,
          roundId: ticket.round_id,
          gameCode: WALLET_GAME,
          amount: `${win / 100n}.${String(win % 100n).padStart(2, '0')}`,
          roundEnded: true,
        });
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  });
  const creditsPerSecond = (sample.length * 1000) / single.ms;

  // The batch way: the settlement's payout pass over every ticket, a page of BATCH tickets per call.
  const batchSettlement = createLotterySettlement({
    database,
    clock: systemClock,
    wallet,
    merchantById: async () => resolved,
    log,
    payBatchLines: BATCH,
    walletGameCode: () => WALLET_GAME,
  });
  const payout = await timed(async () => {
    let paid = 0;
    for (;;) {
      const page = await batchSettlement.moveMoney(BATCH);
      paid += page.paid;
      if (page.paid === 0) return paid;
    }
  });
  const money = (
    await raw.query(
      `SELECT (SELECT count(*) FROM lottery_tickets WHERE status = 'paid') AS paid,
              (SELECT count(*) FROM seamless_transactions WHERE kind = 'credit') AS credits,
              (SELECT coalesce(sum(win), 0) FROM lottery_tickets) AS wins,
              (SELECT coalesce(sum(p.amount), 0) FROM ledger_postings p JOIN ledger_transactions t ON t.id = p.transaction_id WHERE t.kind = 'win' AND p.amount > 0) AS credited,
              (SELECT coalesce(sum(amount), 0) FROM ledger_postings) AS net`,
    )
  ).rows[0];

  await raw.query('CREATE TABLE bench_payout_baseline (LIKE seamless_transactions INCLUDING ALL)');
  await raw.query('CHECKPOINT');
  const payoutBaseline = await timed(() =>
    raw.query(
      `INSERT INTO bench_payout_baseline (merchant_id, vendor_id, member_id, vendor_transaction_id, kind, status, round_id, game_code, amount, request_hash, reply, created_at)
       SELECT $1, $2, ($3::integer[])[1 + g % ${PLAYERS}], 'lot-' || g || ':win', 'credit', 'applied', 'lot-' || g, '${WALLET_GAME}', 0, md5(g::text),
         jsonb_build_object('success', true, 'value', jsonb_build_object('currency', 'MYR', 'balance', '10000.00', 'reference', 'HLOTT:lot-' || g || ':win')), now()
       FROM generate_series(1, $4) g`,
      [merchant.id, vendorId, playerIds, TICKETS],
    ),
  );
  await raw.query('DROP TABLE bench_payout_baseline');

  const settleRate = rate(TICKETS, settled.ms);
  const baselineRate = rate(TICKETS, baseline.ms);
  const ratio = settleRate / baselineRate;
  const payoutRate = rate(TICKETS, payout.ms);
  const payoutBaselineRate = rate(TICKETS, payoutBaseline.ms);
  console.log('');
  console.log(`settlement   ${fmt(TICKETS)} tickets in ${(settled.ms / 1000).toFixed(2)} s: ${fmt(settleRate)} tickets/s`);
  console.log(`baseline     INSERT … SELECT of ${fmt(TICKETS)} rows in ${(baseline.ms / 1000).toFixed(2)} s: ${fmt(baselineRate)} rows/s`);
  console.log(`ratio        ${ratio.toFixed(2)} × baseline (target ≥ ${TARGET}); under ${MAX_SECONDS} s: ${settled.ms < MAX_SECONDS * 1000 ? 'yes' : 'NO'}`);
  console.log(`result       ${fmt(Number(check.settled))} tickets settled, ${fmt(Number(check.winners))} winning, ${fmt(Number(check.wins))} minor units won`);
  console.log(`settle again ${(again.ms / 1000).toFixed(3)} s (${again.result.outcome}: the draw is settled, nothing is written)`);
  console.log(
    `per ticket   ${fmt(sample.length)} single credits over HTTP (${CONCURRENCY} at a time) in ${(single.ms / 1000).toFixed(1)} s: ${creditsPerSecond.toFixed(0)} credits/s;` +
      ` ${fmt(TICKETS)} would take ${(TICKETS / creditsPerSecond / 60).toFixed(0)} min`,
  );
  console.log(
    `payout       ${fmt(payout.result)} tickets paid through batch credits of ${fmt(BATCH)} lines in ${(payout.ms / 1000).toFixed(1)} s: ${fmt(payoutRate)} tickets/s` +
      ` (target ≤ ${PAYOUT_TARGET_SECONDS} s: ${payout.ms <= PAYOUT_TARGET_SECONDS * 1000 ? 'met' : 'NOT MET'}); ${(payoutRate / creditsPerSecond).toFixed(0)} × per ticket`,
  );
  console.log(
    `baseline 2   INSERT … SELECT of ${fmt(TICKETS)} rows like seamless_transactions in ${(payoutBaseline.ms / 1000).toFixed(2)} s: ${fmt(payoutBaselineRate)} rows/s; payout ${(payoutRate / payoutBaselineRate).toFixed(2)} × baseline 2`,
  );
  console.log(
    `money        ${fmt(Number(money.paid))} tickets paid, ${fmt(Number(money.credits))} credit rows, ${fmt(Number(money.credited))} of ${fmt(Number(money.wins))} minor units won credited, ledger postings sum ${money.net}`,
  );
  saveResults('lottery', {
    tickets: TICKETS,
    settleMs: Math.round(settled.ms),
    settleTicketsPerSecond: settleRate,
    baselineMs: Math.round(baseline.ms),
    baselineRowsPerSecond: baselineRate,
    ratio: Number(ratio.toFixed(2)),
    payoutSample: sample.length,
    creditsPerSecond: Math.round(creditsPerSecond),
    payoutMs: Math.round(payout.ms),
    payoutTicketsPerSecond: payoutRate,
    payoutBaselineRowsPerSecond: payoutBaselineRate,
    payoutBatchLines: BATCH,
  });
  const moneyRight = Number(money.paid) === TICKETS && Number(money.credits) === TICKETS && money.credited === money.wins && Number(money.net) === 0;
  if (!moneyRight) console.error('the payout did not pay every ticket exactly its win');
  if (ratio < TARGET || settled.ms >= MAX_SECONDS * 1000 || payout.ms > PAYOUT_TARGET_SECONDS * 1000 || !moneyRight) process.exitCode = 1;
} finally {
  await stopServer(server);
  await raw.end().catch(() => undefined);
  await database.close();
  await postgres.drop(name);
}
