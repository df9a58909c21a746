// The betting record (personalHistoryCopy): rounds a vendor played through the seamless wallet, each with its
// stake, win, refunds and outcome, newest first, by category, vendor and date, with totals; only the member's
// own rounds. And the console's GGR of the same rounds, per game and vendor, with RTP observed and stated.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { betRecordsEndpoint } from '@orbit/contracts/bets';
import { balanceEndpoint } from '@orbit/contracts/wallet';
import { consoleGgrEndpoint } from '@orbit/contracts/console-games';
import { zonedDay } from '@orbit/contracts/format';
import { gameListEndpoint, launchGameEndpoint } from '@orbit/contracts/games';
import { createTestApp, type TestApp } from './helpers.ts';
import { consoleApi, errorOf } from './support/members.ts';
import { moneyMember, type MoneyMember } from './support/payments.ts';
import { vendorCredentials } from '../src/db/schema/seamless.ts';
import { vendors } from '../src/db/schema/wallet.ts';
import { injectTransport } from '../src/lib/http-transport.ts';
import { createSeamlessClient, type SeamlessClient, type SeamlessTarget } from '../src/vendors/house/seamless-client.ts';

let t: TestApp;
let vendor: SeamlessClient;
const targets = new Map<string, SeamlessTarget>();
let gameIds: Map<string, number>;
let member: MoneyMember;
let seq = 0;
const id = (label: string) => `${label}-${++seq}`;

beforeAll(async () => {
  t = await createTestApp();
  vendor = createSeamlessClient({ transport: injectTransport(t.app), baseUrl: 'http://localhost', clock: t.clock });
  const rows = await t.database.db
    .select({ code: vendors.code, secret: vendorCredentials.secret, sealed: vendorCredentials.sealed })
    .from(vendorCredentials)
    .innerJoin(vendors, eq(vendors.id, vendorCredentials.vendorId))
    .where(and(eq(vendors.merchantId, (await t.services.site.resolveMerchant({ code: 'HGOLD' })).id)));
  for (const row of rows) targets.set(row.code, { merchantCode: 'HGOLD', vendorCode: row.code, secret: t.services.vendorSecrets.open(row) });
  const { games } = await t.client().call(gameListEndpoint, { query: { pageSize: 100 } });
  gameIds = new Map(games.map((game) => [game.gameCode, game.gameId]));
  member = await moneyMember(t, { funds: 100_000n, paymentPassword: null, realName: null });
});
afterAll(() => t.close());

async function tokenFor(gameCode: string) {
  const launched = await member.api.call(launchGameEndpoint, { body: { gameId: gameIds.get(gameCode)! } });
  if (launched.mode !== 'house') throw new Error('expected a house launch');
  return launched.token;
}

/** A round at a vendor: a bet, then what follows it. */
async function round(vendorCode: string, gameCode: string, stake: string, then: { win?: string; rollback?: boolean } = {}) {
  const target = targets.get(vendorCode)!;
  const roundId = id('r');
  const bet = { token: await tokenFor(gameCode), player: member.username, transactionId: `${roundId}:bet`, roundId, gameCode, amount: stake };
  await vendor.call(target, 'debit', bet);
  if (then.win !== undefined)
    await vendor.call(target, 'credit', { player: member.username, transactionId: `${roundId}:win`, roundId, gameCode, amount: then.win });
  if (then.rollback)
    await vendor.call(target, 'rollback', {
      player: member.username,
      transactionId: `${roundId}:rb`,
      debitTransactionId: bet.transactionId,
      roundId,
      gameCode,
    });
  t.clock.advance(1000);
  return roundId;
}

describe('the betting record', () => {
  it('lists every round newest first with its stake, win and outcome, and totals them', async () => {
    const won = await round('HSLOT', 'house-fruit-lines', '2.00', { win: '5.00' });
    const lost = await round('HSLOT', 'house-jade-ways', '1.00', { win: '0.00' });
    const refunded = await round('HLIVE', 'house-baccarat', '10.00', { rollback: true });
    const open = await round('HLIVE', 'house-roulette', '3.00');

    const all = await member.api.call(betRecordsEndpoint, { query: {} });
    expect(all.items.map((item) => item.roundId)).toEqual([open, refunded, lost, won]);
    expect(all.items[3]).toMatchObject({
      vendorCode: 'HSLOT',
      gameCode: 'house-fruit-lines',
      gameName: 'Fruit Lines',
      category: 'rng',
      stake: '2.00',
      win: '5.00',
      net: '3.00',
      status: 'settled',
    });
    expect(all.items[2]).toMatchObject({ stake: '1.00', win: '0.00', net: '-1.00', status: 'settled' });
    expect(all.items[1]).toMatchObject({ category: 'live', stake: '10.00', refunded: '10.00', net: '0.00', status: 'refunded' });
    expect(all.items[0]).toMatchObject({ gameName: 'Roulette', stake: '3.00', win: '0.00', net: '-3.00', status: 'open' });
    expect(all.totals).toEqual({ stake: '16.00', win: '5.00', net: '-1.00', rounds: 4 });
    expect(all.total).toBe(4);
  });

  it('filters by category, vendor and date, pages, and names games in the reader’s language', async () => {
    const slots = await member.api.call(betRecordsEndpoint, { query: { category: 'rng' } });
    expect(slots.items.map((item) => item.gameCode)).toEqual(['house-jade-ways', 'house-fruit-lines']);
    expect(slots.totals).toMatchObject({ stake: '3.00', rounds: 2 });
    const live = await member.api.call(betRecordsEndpoint, { query: { vendorCode: 'HLIVE' } });
    expect(live.items).toHaveLength(2);
    const page2 = await member.api.call(betRecordsEndpoint, { query: { pageSize: 3, page: 2 } });
    expect(page2).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(page2.items).toHaveLength(1);
    const tomorrow = new Date(t.clock.now().getTime() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect((await member.api.call(betRecordsEndpoint, { query: { from: tomorrow, to: tomorrow } })).items).toEqual([]);
    const malay = await t.client(() => ({ authorization: member.token, language: 'MS' })).call(betRecordsEndpoint, { query: { category: 'rng' } });
    expect(malay.items.map((item) => item.gameName)).toEqual(['Laluan Jed', 'Barisan Buah']);
  });

  it('shows a member only their own rounds, and refuses bad filters', async () => {
    const other = await moneyMember(t, { paymentPassword: null, realName: null });
    expect(await other.api.call(betRecordsEndpoint, { query: {} })).toMatchObject({ items: [], total: 0, totals: { stake: '0.00', rounds: 0 } });
    expect((await errorOf(member.api.call(betRecordsEndpoint, { query: { from: '2026-13-01' } }))).errorCode).toBe('validation_failed');
    expect((await errorOf(member.api.call(betRecordsEndpoint, { query: { category: 'poker' as 'rng' } }))).errorCode).toBe('validation_failed');
    expect((await errorOf(t.client().call(betRecordsEndpoint, { query: {} }))).status).toBe(401);
  });
});

describe('GGR in the console', () => {
  it('adds up bets, wins and GGR per game and vendor (refunded bets count for nothing), with RTP observed beside stated', async () => {
    const today = zonedDay(t.clock.now(), 'Asia/Kuala_Lumpur');
    const report = await (await consoleApi(t)).call(consoleGgrEndpoint, { query: { from: today, to: today } });
    const game = (code: string) => report.games.find((row) => row.gameCode === code);
    expect(game('house-fruit-lines')).toMatchObject({
      vendorCode: 'HSLOT',
      name: 'Fruit Lines',
      rounds: 1,
      players: 1,
      bets: '2.00',
      wins: '5.00',
      ggr: '-3.00',
      observedRtp: '250.00',
    });
    expect(game('house-fruit-lines')?.statedRtp).toMatch(/^9\d\.\d\d$/);
    expect(game('house-jade-ways')).toMatchObject({ bets: '1.00', wins: '0.00', ggr: '1.00', observedRtp: '0.00' });
    expect(game('house-baccarat')).toMatchObject({ rounds: 0, bets: '0.00', ggr: '0.00', observedRtp: null });
    expect(game('house-roulette')).toMatchObject({ rounds: 1, bets: '3.00', ggr: '3.00' });
    expect(report.vendors.map((v) => [v.vendorCode, v.bets, v.wins, v.ggr])).toEqual([
      ['HLIVE', '3.00', '0.00', '3.00'],
      ['HSLOT', '3.00', '5.00', '-2.00'],
    ]);
    expect(report.totals).toEqual({ rounds: 3, bets: '6.00', wins: '5.00', ggr: '1.00' });
    const yesterday = zonedDay(new Date(t.clock.now().getTime() - 86_400_000), 'Asia/Kuala_Lumpur');
    expect((await (await consoleApi(t)).call(consoleGgrEndpoint, { query: { from: yesterday, to: yesterday } })).games).toEqual([]);
  });
});

describe('a fishing session in the betting record', () => {
  it('reads one row per game and minute with its shots, hits, stake and win, the money exactly the per-shot rounds', async () => {
    const fisher = await moneyMember(t, { funds: 10_000n, paymentPassword: null, realName: null });
    const launch = async (gameCode: string) => {
      const launched = await fisher.api.call(launchGameEndpoint, { body: { gameId: gameIds.get(gameCode)! } });
      if (launched.mode !== 'house') throw new Error('expected a house launch');
      return launched.token;
    };
    const [fishToken, slotToken] = [await launch('house-ocean-hunter'), await launch('house-fruit-lines')];
    const play = async (vendorCode: string, gameCode: string, token: string, stake: string, win?: string) => {
      const roundId = id('shot');
      await vendor.call(targets.get(vendorCode)!, 'debit', {
        token,
        player: fisher.username,
        transactionId: `${roundId}:bet`,
        roundId,
        gameCode,
        amount: stake,
      });
      if (win !== undefined)
        await vendor.call(targets.get(vendorCode)!, 'credit', { player: fisher.username, transactionId: `${roundId}:win`, roundId, gameCode, amount: win });
      t.clock.advance(1000);
      return roundId;
    };
    const fish = (stake: string, win?: string) => play('HFISH', 'house-ocean-hunter', fishToken, stake, win);
    // Start a second into a fresh minute so the first four shots share it.
    t.clock.advance(61_000 - (t.clock.now().getTime() % 60_000));
    const firstShot = await fish('0.10', '0.00');
    await fish('0.50', '1.00');
    await fish('0.50', '0.00');
    await fish('1.00', '2.00');
    const slot = await play('HSLOT', 'house-fruit-lines', slotToken, '2.00', '0.00');
    t.clock.advance(60_000);
    const nextMinute = await fish('0.30', '0.00');
    await fish('0.30'); // still in the air: the row is open until it is paid

    const record = await fisher.api.call(betRecordsEndpoint, { query: {} });
    expect(record.items).toHaveLength(3);
    const [later, slotRow, earlier] = record.items;
    expect(earlier).toMatchObject({
      vendorCode: 'HFISH',
      gameCode: 'house-ocean-hunter',
      category: 'fish',
      roundId: firstShot,
      stake: '2.10',
      win: '3.00',
      net: '0.90',
      status: 'settled',
      shots: { count: 4, hits: 2 },
    });
    expect(Date.parse(earlier!.shots!.lastAt) - Date.parse(earlier!.at)).toBe(3000);
    expect(slotRow).toMatchObject({ roundId: slot, stake: '2.00', shots: null });
    expect(later).toMatchObject({ roundId: nextMinute, stake: '0.60', win: '0.00', status: 'open', shots: { count: 2, hits: 0 } });
    // The rows add up to what the wallet moved, shot by shot: RM 100 − 4.70 staked + 3.00 won.
    expect(record.totals).toEqual({ stake: '4.70', win: '3.00', net: '-1.70', rounds: 3 });
    expect((await fisher.api.call(balanceEndpoint)).mainBalance).toBe('98.30');
    // The fishing filter shows the two minutes alone.
    expect((await fisher.api.call(betRecordsEndpoint, { query: { category: 'fish' } })).items.map((item) => item.roundId)).toEqual([nextMinute, firstShot]);
  });
});
