// Rebates (docs/rebates.md) with a moved clock in the merchant's zone (Asia/Kuala_Lumpur, UTC+8): the job pays
// a closed day or week once, a bet at 23:59 in one period and one at 00:01 in the next; the rate by category
// on stakes or on valid turnover; claim mode accrues and the member claims once; a re-run pays differences
// only; bad input writes nothing; and the ledger stays balanced throughout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { ApiClient } from '@orbit/contracts/client';
import { formatMinor } from '@orbit/contracts/money';
import { claimRewardEndpoint, myRewardsEndpoint } from '@orbit/contracts/rewards';
import { launchGameEndpoint, gameListEndpoint } from '@orbit/contracts/games';
import {
  claimRebatesEndpoint,
  consoleRebateLinesEndpoint,
  holdRebateRunEndpoint,
  memberRebatesEndpoint,
  previewRebateRunEndpoint,
  releaseRebateRunEndpoint,
  rerunRebateRunEndpoint,
  type RebatesSettings,
} from '@orbit/contracts/rebates';
import { rebateLines, rebateRuns } from '../src/db/schema/rebates.ts';
import { memberTurnover } from '../src/db/schema/turnover.ts';
import type { ResolvedMerchant } from '../src/plugins/principals.ts';
import { memberAccount } from '../src/modules/wallet/addresses.ts';
import { fetchTransport } from '../src/lib/http-transport.ts';
import { createSeamlessClient, type SeamlessClient, type SeamlessTarget } from '../src/vendors/house/seamless-client.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { anyVendorId, play } from './support/agent-stats.ts';
import { newOperator } from './support/four-eyes.ts';
import { changeSettings, consoleApi, failure } from './support/members.ts';
import { balanceOf, freshSession, moneyMember, type MoneyMember } from './support/payments.ts';
import { vendorSecret } from './support/seamless.ts';

let t: TestApp;
let merchant: ResolvedMerchant;
let vendor: SeamlessClient;
let hslot: SeamlessTarget;
let slotGameId: number;
let vendorId: number;
let seq = 0;
const id = (label: string) => `${label}-${Date.now().toString(36)}-${++seq}`;

/** A local time in Kuala Lumpur as the UTC instant. */
const kl = (local: string) => new Date(Date.parse(`${local}+08:00`));

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(kl('2026-11-03T10:00:00'));
  // The demo's free credit for new members is a reward-centre row of its own; these tests read cashback alone.
  await t.database.db.execute(sql`UPDATE promotions SET state = 'archived' WHERE kind IN ('free_credit', 'birthday')`);
  const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  vendor = createSeamlessClient({ transport: fetchTransport(5000), baseUrl, clock: t.clock });
  hslot = { merchantCode: 'HGOLD', vendorCode: 'HSLOT', secret: await vendorSecret(t, 'HSLOT') };
  const { games } = await t.client().call(gameListEndpoint, { query: { pageSize: 100 } });
  slotGameId = games.find((game) => game.gameCode === 'house-fruit-lines')!.gameId;
  merchant = await t.services.site.resolveMerchant({ host: 'localhost' });
  vendorId = await anyVendorId(t.database);
  await settings({
    enabled: true,
    period: 'daily',
    basis: 'stake',
    payMode: 'automatic',
    minPayout: '0.10',
    rates: [
      { category: 'rng', ratePpm: 10_000 },
      { category: 'live', ratePpm: 5_000 },
    ],
  });
});
afterAll(() => t.close());

async function settings(change: Partial<RebatesSettings>) {
  await changeSettings(await consoleApi(t), 'rebates', (current: RebatesSettings) => ({ ...current, ...change }));
}

/** A member launched into the house slot (rng) now, with RM 1,000. */
async function player(): Promise<MoneyMember & { playerToken: string }> {
  const member = await moneyMember(t, { funds: 100_000n, paymentPassword: null, realName: null });
  const launched = await member.api.call(launchGameEndpoint, { body: { gameId: slotGameId, accountType: 1 } });
  if (launched.mode !== 'house') throw new Error('expected a house launch');
  return { ...member, playerToken: launched.token };
}

/** One round through the seamless wallet: a stake and its payout (0 closes a loss). */
async function round(p: MoneyMember & { playerToken: string }, stake: string, payout: string) {
  const roundId = id('round');
  const gameCode = 'house-fruit-lines';
  await vendor.call(hslot, 'debit', { token: p.playerToken, player: p.username, transactionId: id('bet'), roundId, gameCode, amount: stake });
  await vendor.call(hslot, 'credit', { player: p.username, transactionId: id('win'), roundId, gameCode, amount: payout });
}

async function runJob() {
  const job = t.jobs.definitions.find((j) => j.name === 'rebates.run-closed-periods')!;
  return job.run(t.database.db, { start: t.clock.now(), end: t.clock.now() });
}

const main = (m: { id: number }) => balanceOf(t, merchant.id, memberAccount.main(m.id));
const linesOf = (memberId: number) =>
  t.database.db
    .select({ category: rebateLines.category, amount: rebateLines.amount, owed: rebateLines.owed, state: rebateLines.state, runId: rebateLines.runId })
    .from(rebateLines)
    .where(eq(rebateLines.memberId, memberId))
    .orderBy(rebateLines.runId, rebateLines.category);
const rebateRows = async () => Number((await t.database.db.select({ n: sql<number>`count(*)::int` }).from(rebateLines))[0]!.n);

async function ledgerBalanced() {
  const run = await t.database.db.transaction((tx) => t.services.reconciliation.run(tx));
  expect(run.ok).toBe(true);
}

describe('daily cut-off in the merchant zone', () => {
  it('pays a bet at 23:59 local with its day and one at 00:01 with the next, once each', async () => {
    t.clock.set(kl('2026-11-03T23:58:00'));
    const p = await player();
    t.clock.set(kl('2026-11-03T23:59:00'));
    await round(p, '100.00', '0.00');
    t.clock.set(kl('2026-11-04T00:01:00'));
    await round(p, '50.00', '0.00');
    const before = await main(p);

    t.clock.set(kl('2026-11-04T00:10:00'));
    await runJob();
    expect(await main(p)).toBe(before + 100n); // 1% of RM 100.00
    expect(await runJob()).toMatchObject({ runs: 0 }); // the day is paid once

    t.clock.set(kl('2026-11-05T00:10:00'));
    await runJob();
    expect(await main(p)).toBe(before + 150n); // and 1% of RM 50.00 the next day
    expect((await linesOf(p.id)).map((l) => [l.category, l.owed, l.state])).toEqual([
      ['rng', 100n, 'paid'],
      ['rng', 50n, 'paid'],
    ]);
    await ledgerBalanced();
  });

  it('counts valid turnover per settled round: min(stake, |payout − stake|)', async () => {
    t.clock.set(kl('2026-11-05T09:00:00'));
    const p = await player();
    await round(p, '10.00', '19.00'); // won 9: valid 9
    await round(p, '10.00', '0.00'); // lost 10: valid 10
    await round(p, '10.00', '40.00'); // won 30: valid 10
    const [row] = await t.database.db
      .select({ turnover: memberTurnover.turnover, valid: memberTurnover.validTurnover })
      .from(memberTurnover)
      .where(and(eq(memberTurnover.memberId, p.id), eq(memberTurnover.day, '2026-11-05')));
    expect(row).toEqual({ turnover: 3000n, valid: 2900n });
  });
});

describe('rates by category and basis, previewed by an operator', () => {
  it('computes each category at its rate on stakes, then on valid turnover, and pays on release', async () => {
    t.clock.set(kl('2026-11-06T10:00:00'));
    const m = await moneyMember(t, { paymentPassword: null, realName: null });
    const day = '2026-11-05';
    await play(t.database, merchant.id, vendorId, { memberId: m.id, day, category: 'rng', bets: 20, turnover: 20_000n, wins: 0n });
    await t.database.db
      .update(memberTurnover)
      .set({ validTurnover: 3_000n })
      .where(and(eq(memberTurnover.memberId, m.id), eq(memberTurnover.category, 'rng')));
    await play(t.database, merchant.id, vendorId, { memberId: m.id, day, category: 'live', bets: 5, turnover: 10_000n, wins: 0n });
    await t.database.db
      .update(memberTurnover)
      .set({ validTurnover: 10_000n })
      .where(and(eq(memberTurnover.memberId, m.id), eq(memberTurnover.category, 'live')));
    await play(t.database, merchant.id, vendorId, { memberId: m.id, day, category: 'lottery', bets: 1, turnover: 50_000n, wins: 0n });
    const operator = await consoleApi(t);

    const onStakes = await operator.call(previewRebateRunEndpoint, { body: { day } });
    expect(onStakes).toMatchObject({ state: 'previewed', periodStart: day, periodEnd: day, basis: 'stake' });
    expect((await linesOf(m.id)).map((l) => [l.category, l.amount])).toEqual([
      ['live', 50n], // 0.5% of 100.00
      ['rng', 200n], // 1% of 200.00; lottery has no rate, so no line
    ]);
    const before = await main(m);
    await settings({ basis: 'valid' });
    const onValid = await operator.call(previewRebateRunEndpoint, { body: { day } });
    const lines = await operator.call(consoleRebateLinesEndpoint, { params: { id: onValid.id }, query: {} });
    const mine = lines.items.filter((l) => l.memberId === m.id).map((l) => [l.category, l.turnover, l.rate, l.amount, l.state]);
    expect(mine).toEqual([
      ['live', '100.00', '0.5', '0.50', 'pending'],
      ['rng', '30.00', '1', '0.30', 'pending'],
    ]);
    expect(await main(m)).toBe(before); // a preview pays nothing
    // The first preview of the period can no longer be released.
    expect(await failure(operator.call(releaseRebateRunEndpoint, { params: { id: onStakes.id } }))).toMatchObject({ errorCode: 'invalid_state' });
    const released = await operator.call(releaseRebateRunEndpoint, { params: { id: onValid.id } });
    expect(released.state).toBe('paid');
    expect(await main(m)).toBe(before + 80n);
    await settings({ basis: 'stake' });
    await ledgerBalanced();
  });
});

describe('claim mode', () => {
  it('accrues after the cut-off; the member claims once, a repeat answers the first claim', async () => {
    await settings({ payMode: 'claim' });
    t.clock.set(kl('2026-11-06T12:00:00'));
    const m = await moneyMember(t, { paymentPassword: null, realName: null });
    await play(t.database, merchant.id, vendorId, { memberId: m.id, day: '2026-11-06', category: 'rng', bets: 3, turnover: 30_000n, wins: 0n });
    await play(t.database, merchant.id, vendorId, { memberId: m.id, day: '2026-11-06', category: 'live', bets: 3, turnover: 20_000n, wins: 0n });
    t.clock.set(kl('2026-11-07T00:10:00'));
    const before = await main(m);
    await runJob();
    expect(await main(m)).toBe(before); // accrued, not paid
    const member = await freshSession(t, m);
    const page = await member.api.call(memberRebatesEndpoint);
    expect(page).toMatchObject({
      claimEnabled: true,
      claimable: [
        { category: 'live', amount: '1.00' },
        { category: 'rng', amount: '3.00' },
      ],
      claimableTotal: '4.00',
    });
    const requestId = id('claim');
    expect(await member.api.call(claimRebatesEndpoint, { body: { requestId } })).toEqual({ amount: '4.00', lines: 2 });
    expect(await member.api.call(claimRebatesEndpoint, { body: { requestId } })).toEqual({ amount: '4.00', lines: 2 });
    expect(await failure(member.api.call(claimRebatesEndpoint, { body: { requestId, categories: ['rng'] } }))).toMatchObject({
      errorCode: 'idempotency_conflict',
    });
    expect(await failure(member.api.call(claimRebatesEndpoint, { body: { requestId: id('claim') } }))).toMatchObject({ errorCode: 'nothing_to_claim' });
    expect(await main(m)).toBe(before + 400n);
    const after = await member.api.call(memberRebatesEndpoint);
    expect(after.claimableTotal).toBe('0.00');
    expect(after.history.map((h) => [h.category, h.amount, h.state])).toEqual([
      ['live', '1.00', 'claimed'],
      ['rng', '3.00', 'claimed'],
    ]);
    await settings({ payMode: 'automatic' });
    await ledgerBalanced();
  });

  it("offers each game type's accrued cashback in the reward centre, claimed one type at a time", async () => {
    await settings({ payMode: 'claim' });
    t.clock.set(kl('2026-11-08T12:00:00'));
    const m = await moneyMember(t, { paymentPassword: null, realName: null });
    await play(t.database, merchant.id, vendorId, { memberId: m.id, day: '2026-11-08', category: 'rng', bets: 2, turnover: 10_000n, wins: 0n });
    await play(t.database, merchant.id, vendorId, { memberId: m.id, day: '2026-11-08', category: 'live', bets: 2, turnover: 40_000n, wins: 0n });
    t.clock.set(kl('2026-11-09T00:10:00'));
    await runJob();
    const member = await freshSession(t, m);
    const centre = await member.api.call(myRewardsEndpoint);
    expect(centre.claimable.map((item) => [item.source, item.id, item.amount])).toEqual(
      expect.arrayContaining([
        ['rebate', 'rng', '1.00'],
        ['rebate', 'live', '2.00'],
      ]),
    );
    expect(centre.total).toBe('3.00');
    const before = await main(m);
    const { balance } = await member.api.call(claimRewardEndpoint, { body: { source: 'rebate', id: 'live', requestId: id('centre') } });
    expect(await main(m)).toBe(before + 200n);
    expect(balance).toBe(formatMinor(before + 200n, 2));
    const after = await member.api.call(myRewardsEndpoint);
    expect(after.claimable.map((item) => item.id)).toEqual(['rng']);
    expect(after.history.map((item) => [item.source, item.kind, item.amount])).toEqual([['rebate', 'live', '2.00']]);
    expect(await failure(member.api.call(claimRewardEndpoint, { body: { source: 'rebate', id: 'poker', requestId: id('centre') } }))).toMatchObject({
      errorCode: 'not_found',
    });
    await settings({ payMode: 'automatic' });
    expect((await member.api.call(myRewardsEndpoint)).claimable).toEqual([]); // paid automatically: nothing to claim
    await ledgerBalanced();
  });
});

describe('re-runs', () => {
  it('pay only the difference; a smaller amount pays nothing and says so', async () => {
    t.clock.set(kl('2026-11-09T12:00:00'));
    const m = await moneyMember(t, { paymentPassword: null, realName: null });
    const day = '2026-11-08';
    await play(t.database, merchant.id, vendorId, { memberId: m.id, day, category: 'rng', bets: 1, turnover: 10_000n, wins: 0n });
    const operator = await consoleApi(t);
    const before = await main(m);
    const first = await operator.call(previewRebateRunEndpoint, { body: { day } });
    expect((await operator.call(holdRebateRunEndpoint, { params: { id: first.id } })).state).toBe('held');
    await operator.call(releaseRebateRunEndpoint, { params: { id: first.id } });
    expect(await main(m)).toBe(before + 100n);
    expect(await failure(operator.call(releaseRebateRunEndpoint, { params: { id: first.id } }))).toMatchObject({ errorCode: 'invalid_state' });

    // A late settlement adds RM 50.00 to the day: the re-run pays 0.50 more, not 1.50.
    await play(t.database, merchant.id, vendorId, { memberId: m.id, day, category: 'rng', bets: 1, turnover: 5_000n, wins: 0n });
    const second = await operator.call(rerunRebateRunEndpoint, { params: { id: first.id } });
    await operator.call(releaseRebateRunEndpoint, { params: { id: second.id } });
    expect(await main(m)).toBe(before + 150n);

    // A refund lowers the day below what was paid: the next re-run owes nothing and marks it.
    await t.database.db
      .update(memberTurnover)
      .set({ turnover: 2_000n })
      .where(and(eq(memberTurnover.memberId, m.id), eq(memberTurnover.day, day)));
    const third = await operator.call(rerunRebateRunEndpoint, { params: { id: second.id } });
    await operator.call(releaseRebateRunEndpoint, { params: { id: third.id } });
    expect(await main(m)).toBe(before + 150n);
    expect((await linesOf(m.id)).map((l) => [l.amount, l.owed, l.state])).toEqual([
      [100n, 100n, 'paid'],
      [150n, 50n, 'paid'],
      [20n, 0n, 'no_difference'],
    ]);
    await ledgerBalanced();
  });
});

describe('weekly cut-off', () => {
  it('closes the week at Sunday 23:59:59 local: a bet at 23:59 is in it, one at 00:01 Monday in the next', async () => {
    await settings({ period: 'weekly' });
    t.clock.set(kl('2026-11-15T23:58:00'));
    const p = await player();
    t.clock.set(kl('2026-11-15T23:59:00'));
    await round(p, '100.00', '0.00');
    t.clock.set(kl('2026-11-16T00:01:00'));
    await round(p, '70.00', '0.00');
    const before = await main(p);
    t.clock.set(kl('2026-11-16T00:10:00'));
    await runJob();
    expect(await main(p)).toBe(before + 100n);
    const [run] = await t.database.db
      .select()
      .from(rebateRuns)
      .where(and(eq(rebateRuns.period, 'weekly'), eq(rebateRuns.periodStart, '2026-11-09')));
    expect(run).toMatchObject({ periodEnd: '2026-11-15', state: 'paid', createdByName: 'job' });
    await settings({ period: 'daily' });
    await ledgerBalanced();
  });
});

describe('bad input and permissions', () => {
  let operator: ApiClient;
  beforeAll(async () => {
    t.clock.set(kl('2026-11-20T12:00:00'));
    operator = await consoleApi(t);
  });

  it('refuses what it cannot do and writes nothing', async () => {
    const rows = await rebateRows();
    expect(await failure(operator.call(previewRebateRunEndpoint, { body: { day: '20-11-2026' } }))).toMatchObject({ status: 400, field: 'day' });
    expect(await failure(operator.call(previewRebateRunEndpoint, { body: { day: '2026-02-30' } }))).toMatchObject({ status: 400, field: 'day' });
    expect(await failure(operator.call(previewRebateRunEndpoint, { body: { day: '2026-11-20' } }))).toMatchObject({
      errorCode: 'rebate_period_open',
      field: 'day',
    });
    expect(await failure(operator.call(holdRebateRunEndpoint, { params: { id: 999_999 } }))).toMatchObject({ errorCode: 'not_found' });
    expect(
      await failure(changeSettings(operator, 'rebates', (current: RebatesSettings) => ({ ...current, rates: [{ category: 'rng', ratePpm: 2_000_000 }] }))),
    ).toMatchObject({
      status: 400,
    });
    const m = await moneyMember(t, { paymentPassword: null, realName: null });
    expect(await failure(m.api.call(claimRebatesEndpoint, { body: { requestId: 'short' } }))).toMatchObject({ status: 400, field: 'requestId' });
    expect(await failure(m.api.call(claimRebatesEndpoint, { body: { requestId: id('claim') } }))).toMatchObject({ errorCode: 'nothing_to_claim' });
    expect(await rebateRows()).toBe(rows);
  });

  it('lets only operators with rebates.write run rebates', async () => {
    const support = await newOperator(t, 'support', 'rb');
    expect(await failure(support.api.call(previewRebateRunEndpoint, { body: { day: '2026-11-19' } }))).toMatchObject({ status: 403 });
    const finance = await newOperator(t, 'finance', 'rb');
    expect((await finance.api.call(previewRebateRunEndpoint, { body: { day: '2026-11-19' } })).state).toBe('previewed');
  });
});
