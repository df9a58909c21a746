// The console's rounds explorer and players' exposure: every member's rounds at every vendor, newest first, by
// vendor, game, member, round id and days; a round's recall with its calls, balances and, for a house round,
// the outcome and fairness data (the server seed only once revealed); and per member the stakes, wins, net,
// biggest win and open stakes, biggest winners first, adding up to minus the GGR.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { consoleExposureEndpoint, consoleRoundEndpoint, consoleRoundsEndpoint } from '@orbit/contracts/console-rounds';
import { consoleGgrEndpoint } from '@orbit/contracts/console-games';
import { zonedDay } from '@orbit/contracts/format';
import { gameListEndpoint, launchGameEndpoint } from '@orbit/contracts/games';
import { slotSeedsEndpoint, slotSpinEndpoint } from '@orbit/contracts/house-slots';
import type { ApiClient } from '@orbit/contracts/client';
import { updateSettingsEndpoint } from '@orbit/contracts/console';
import { createTestApp, loginOperator, operatorClient, type TestApp } from './helpers.ts';
import { errorOf } from './support/members.ts';
import { moneyMember, type MoneyMember } from './support/payments.ts';
import { vendorCredentials } from '../src/db/schema/seamless.ts';
import { vendors } from '../src/db/schema/wallet.ts';
import { injectTransport } from '../src/lib/http-transport.ts';
import { createSeamlessClient, type SeamlessClient, type SeamlessTarget } from '../src/vendors/house/seamless-client.ts';

let t: TestApp;
let cms: ApiClient;
let vendor: SeamlessClient;
const targets = new Map<string, SeamlessTarget>();
let gameIds: Map<string, number>;
let alice: MoneyMember;
let bob: MoneyMember;
let seq = 0;
const rid = (label: string) => `${label}-${Date.now().toString(36)}-${++seq}`;

beforeAll(async () => {
  t = await createTestApp();
  cms = operatorClient(t, (await loginOperator(t)).token);
  // Spins follow each other without waiting for the reels: the merchant's spin cycle is 0.
  await cms.call(updateSettingsEndpoint, { params: { section: 'games' }, body: { slotMinSpinMs: 0 } });
  vendor = createSeamlessClient({ transport: injectTransport(t.app), baseUrl: 'http://localhost', clock: t.clock });
  const rows = await t.database.db
    .select({ code: vendors.code, secret: vendorCredentials.secret, sealed: vendorCredentials.sealed })
    .from(vendorCredentials)
    .innerJoin(vendors, eq(vendors.id, vendorCredentials.vendorId))
    .where(and(eq(vendors.merchantId, (await t.services.site.resolveMerchant({ code: 'HGOLD' })).id)));
  for (const row of rows) targets.set(row.code, { merchantCode: 'HGOLD', vendorCode: row.code, secret: t.services.vendorSecrets.open(row) });
  const { games } = await t.client().call(gameListEndpoint, { query: { pageSize: 100 } });
  gameIds = new Map(games.map((game) => [game.gameCode, game.gameId]));
  alice = await moneyMember(t, { funds: 100_000n, paymentPassword: null, realName: null });
  bob = await moneyMember(t, { funds: 100_000n, paymentPassword: null, realName: null });
});
afterAll(() => t.close());

async function tokenFor(member: MoneyMember, gameCode: string) {
  const launched = await member.api.call(launchGameEndpoint, { body: { gameId: gameIds.get(gameCode)! } });
  if (launched.mode !== 'house') throw new Error('expected a house launch');
  return launched.token;
}

/** A round a vendor plays over the seamless protocol: a bet, then a win or a refund, or nothing (open). */
async function round(member: MoneyMember, vendorCode: string, gameCode: string, stake: string, then: { win?: string; rollback?: boolean } = {}) {
  const target = targets.get(vendorCode)!;
  const roundId = rid('r');
  const base = { player: member.username, roundId, gameCode };
  await vendor.call(target, 'debit', { ...base, token: await tokenFor(member, gameCode), transactionId: `${roundId}:bet`, amount: stake });
  if (then.win !== undefined) await vendor.call(target, 'credit', { ...base, transactionId: `${roundId}:win`, amount: then.win });
  if (then.rollback) await vendor.call(target, 'rollback', { ...base, transactionId: `${roundId}:rb`, debitTransactionId: `${roundId}:bet` });
  t.clock.advance(1000);
  return roundId;
}

describe('the rounds explorer', () => {
  let won: string, lost: string, refunded: string, open: string;

  it('lists every member’s rounds newest first with totals, and filters by vendor, game, member and round id', async () => {
    won = await round(alice, 'HSLOT', 'house-fruit-lines', '2.00', { win: '15.00' });
    lost = await round(bob, 'HSLOT', 'house-jade-ways', '5.00', { win: '0.00' });
    refunded = await round(bob, 'HLIVE', 'house-baccarat', '10.00', { rollback: true });
    open = await round(alice, 'HLIVE', 'house-roulette', '3.00');

    const all = await cms.call(consoleRoundsEndpoint, { query: {} });
    expect(all.items.map((r) => [r.roundId, r.username, r.status])).toEqual([
      [open, alice.username, 'open'],
      [refunded, bob.username, 'refunded'],
      [lost, bob.username, 'settled'],
      [won, alice.username, 'settled'],
    ]);
    expect(all.items[3]).toMatchObject({ vendorCode: 'HSLOT', gameName: 'Fruit Lines', stake: '2.00', win: '15.00', net: '13.00', memberId: alice.id });
    expect(all.items[1]).toMatchObject({ stake: '10.00', refunded: '10.00', net: '0.00' });
    expect(all).toMatchObject({ total: 4, totals: { stake: '20.00', win: '15.00', net: '5.00' } });

    const ids = async (query: Record<string, string | number>) => (await cms.call(consoleRoundsEndpoint, { query })).items.map((r) => r.roundId);
    expect(await ids({ vendorCode: 'HLIVE' })).toEqual([open, refunded]);
    expect(await ids({ gameCode: 'house-jade-ways' })).toEqual([lost]);
    expect(await ids({ username: alice.username.toUpperCase() })).toEqual([open, won]);
    expect(await ids({ roundId: won })).toEqual([won]);
    expect(await ids({ pageSize: 2, page: 2 })).toEqual([lost, won]);
    // A page past the end is empty but still tells how many rounds there are.
    expect(await cms.call(consoleRoundsEndpoint, { query: { pageSize: 2, page: 9 } })).toMatchObject({ items: [], total: 4, totals: { stake: '20.00' } });
    expect(await ids({ username: 'nobody-here' })).toEqual([]);
    const today = zonedDay(t.clock.now(), 'Asia/Kuala_Lumpur');
    expect(await ids({ from: '2020-01-01', to: '2020-01-31' })).toEqual([]);
    expect(await ids({ from: today, to: today })).toHaveLength(4);
  });

  it('recalls a round: its calls in order with the balances we answered, and the balances around it', async () => {
    const recall = await cms.call(consoleRoundEndpoint, { params: { vendorCode: 'HSLOT', roundId: won }, query: { memberId: alice.id } });
    expect(recall.round).toMatchObject({ roundId: won, status: 'settled', win: '15.00' });
    expect(recall.transactions.map((tx) => [tx.transactionId, tx.kind, tx.status, tx.amount, tx.balanceAfter])).toEqual([
      [`${won}:bet`, 'debit', 'applied', '2.00', '998.00'],
      [`${won}:win`, 'credit', 'applied', '15.00', '1013.00'],
    ]);
    expect(recall).toMatchObject({ balanceBefore: '1000.00', balanceAfter: '1013.00', house: null });

    const back = await cms.call(consoleRoundEndpoint, { params: { vendorCode: 'HLIVE', roundId: refunded }, query: { memberId: bob.id } });
    expect(back.transactions.map((tx) => [tx.kind, tx.status, tx.debitTransactionId])).toEqual([
      ['debit', 'rolled_back', null],
      ['rollback', 'applied', `${refunded}:bet`],
    ]);
  });

  it('recalls a house slot round with its outcome and fairness data, the server seed only once revealed', async () => {
    const token = await tokenFor(bob, 'house-fruit-lines');
    const house = t.client(() => ({ merchant: 'HGOLD' }));
    const { round: spun } = await house.call(slotSpinEndpoint, { body: { token, gameCode: 'house-fruit-lines', totalBet: '1.00', requestId: rid('spin') } });
    const ask = () => cms.call(consoleRoundEndpoint, { params: { vendorCode: 'HSLOT', roundId: spun.roundId }, query: { memberId: bob.id } });
    const before = await ask();
    expect(before.house).toMatchObject({ status: 'settled', real: true, commitment: spun.fairness.commitment, nonce: spun.fairness.nonce, serverSeed: null });
    expect(before.house!.outcome).toHaveProperty('grid');
    expect(before).toMatchObject({ balanceBefore: spun.balanceBefore, balanceAfter: spun.balanceAfter });

    const rotated = await house.call(slotSeedsEndpoint, { body: { token, gameCode: 'house-fruit-lines', clientSeed: 'operator check' } });
    expect((await ask()).house?.serverSeed).toBe(rotated.revealed.serverSeed);
  });

  it('refuses unknown rounds, another member’s round and bad filters', async () => {
    expect(await errorOf(cms.call(consoleRoundEndpoint, { params: { vendorCode: 'HSLOT', roundId: won }, query: { memberId: bob.id } }))).toMatchObject({
      errorCode: 'not_found',
    });
    expect(await errorOf(cms.call(consoleRoundsEndpoint, { query: { from: '2026-02-02', to: '2026-02-01' } }))).toMatchObject({
      errorCode: 'validation_failed',
      field: 'from',
    });
    expect(await errorOf(cms.call(consoleRoundsEndpoint, { query: { from: 'yesterday' } }))).toMatchObject({ errorCode: 'validation_failed', field: 'from' });
    expect((await errorOf(t.client().call(consoleRoundsEndpoint, { query: {} }))).status).toBe(401);
  });
});

describe("players' exposure", () => {
  it('puts the biggest winners first with stakes, wins, net, biggest win and open stakes; the nets add up to minus the GGR', async () => {
    const big = await moneyMember(t, { funds: 100_000n, paymentPassword: null, realName: null });
    await round(big, 'HSLOT', 'house-koi-free-spins', '1.00', { win: '80.00' });
    await round(big, 'HSLOT', 'house-koi-free-spins', '1.00', { win: '20.00' });
    await round(big, 'HLIVE', 'house-roulette', '7.50');

    const { items, total } = await cms.call(consoleExposureEndpoint, { query: {} });
    expect(items[0]).toMatchObject({
      username: big.username,
      rounds: 3,
      stakes: '9.50',
      wins: '100.00',
      net: '90.50',
      biggestWin: '80.00',
      openStakes: '7.50',
    });
    expect(total).toBe(3);
    const nets = items.map((row) => Number(row.net));
    expect(nets).toEqual([...nets].sort((a, b) => b - a));
    expect(items.find((row) => row.username === alice.username)).toMatchObject({ openStakes: '3.00' });

    const today = zonedDay(t.clock.now(), 'Asia/Kuala_Lumpur');
    const ggr = await cms.call(consoleGgrEndpoint, { query: { from: today, to: today } });
    const sumNet = items.reduce((sum, row) => sum + Math.round(Number(row.net) * 100), 0);
    expect(sumNet).toBe(-Math.round(Number(ggr.totals.ggr) * 100));

    const live = await cms.call(consoleExposureEndpoint, { query: { vendorCode: 'HLIVE' } });
    expect(live.items.find((row) => row.username === big.username)).toMatchObject({ stakes: '7.50', wins: '0.00', openStakes: '7.50' });
    expect((await cms.call(consoleExposureEndpoint, { query: { pageSize: 1, page: 2 } })).items).toHaveLength(1);
    expect(await cms.call(consoleExposureEndpoint, { query: { pageSize: 1, page: 9 } })).toMatchObject({ items: [], total: 3 });
  });
});
