// The lottery's sell-out cap on real PostgreSQL, where orders really run at once on separate connections: 40
// members buying the same 4D number together never take what the house may owe on it over the merchant's
// cap, exactly the orders that fit are sold (each debited once), and the rest are refused as sold out with
// their money untouched. Runs with `npm run test:pg`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { ApiClient } from '@orbit/contracts/client';
import { ApiError } from '@orbit/contracts/envelope';
import type { LotterySettings } from '@orbit/contracts/lottery-settings';
import { createTestApp, type TestApp } from '../helpers.ts';
import { changeSettings, consoleApi } from '../support/members.ts';
import { exposureOf, ledgerBalance, lotteryPlayer, openDrawsAt, placeOrder, T0, type LotteryPlayer } from '../support/lottery-orders.ts';
import { lotteryDraws, lotteryTickets } from '../../src/db/schema/lottery.ts';

const TONIGHT = '4d:2026-11-25';
let t: TestApp;
let cms: ApiClient;
let players: LotteryPlayer[];
let drawRowId: number;

beforeAll(async () => {
  t = await createTestApp();
  await openDrawsAt(t, new Date(T0));
  cms = await consoleApi(t);
  // RM 25,000 owed at most on one number: ten Big RM 1.00 bets at 2,500 (a held change: the checker confirms it).
  await changeSettings(cms, 'lottery', (lottery: LotterySettings) => ({
    ...lottery,
    games: { ...lottery.games, '4d': { ...lottery.games['4d'], maxLiabilityPerKey: '25000.00' } },
  }));
  players = [];
  for (let i = 0; i < 40; i++) players.push(await lotteryPlayer(t, 10_000n));
  const [draw] = await t.database.db.select({ id: lotteryDraws.id }).from(lotteryDraws).where(eq(lotteryDraws.drawId, TONIGHT));
  drawRowId = draw!.id;
}, 180_000);
afterAll(() => t.close());

const outcome = (promise: Promise<unknown>) =>
  promise.then(
    () => 'sold',
    (error: unknown) => (error instanceof ApiError ? error.errorCode : String(error)),
  );

describe('the sell-out cap under concurrent orders', () => {
  it('40 members buying one number at once: ten are sold, thirty are sold out, the cap is met exactly', async () => {
    const results = await Promise.all(
      players.map((p) => outcome(placeOrder(t, p.gameToken, '4d', [TONIGHT], [{ betType: 'big', numbers: ['7777'], stake: '1.00' }]))),
    );
    expect(results.filter((r) => r === 'sold')).toHaveLength(10);
    expect(results.filter((r) => r === 'lottery_sold_out')).toHaveLength(30);
    expect(await exposureOf(t, drawRowId, '4d:7777')).toBe(2_500_000n);

    const sold = players.filter((_, i) => results[i] === 'sold');
    const tickets = await t.database.db
      .select()
      .from(lotteryTickets)
      .where(
        inArray(
          lotteryTickets.player,
          players.map((p) => p.username),
        ),
      );
    expect(tickets.map((ticket) => ticket.player).sort()).toEqual(sold.map((p) => p.username).sort());
    expect(tickets.every((ticket) => ticket.status === 'debited')).toBe(true);
    for (const [i, p] of players.entries()) expect(await ledgerBalance(t, p), p.username).toBe(results[i] === 'sold' ? 9_900n : 10_000n);
  });

  it('orders of different sizes on several numbers at once: no number passes the cap, and no refused order would still fit', async () => {
    const numbers = ['1357', '2468'];
    const orders = players.map((p, i) => ({
      p,
      // 1.00 to 4.00 on one number, or on both (then it owes on both and must fit on both).
      lines: (i % 3 === 2 ? numbers : [numbers[i % 2]!]).map((number) => ({ betType: 'big', numbers: [number], stake: `${(i % 4) + 1}.00` })),
    }));
    const results = await Promise.all(orders.map(({ p, lines }) => outcome(placeOrder(t, p.gameToken, '4d', [TONIGHT], lines))));
    expect(results.every((r) => r === 'sold' || r === 'lottery_sold_out')).toBe(true);
    const cap = 2_500_000n;
    const owed = new Map(numbers.map((n) => [n, 0n]));
    for (const [i, { lines }] of orders.entries())
      if (results[i] === 'sold')
        for (const line of lines) owed.set(line.numbers[0]!, owed.get(line.numbers[0]!)! + BigInt(line.stake.replace('.', '')) * 2500n);
    for (const number of numbers) {
      expect(await exposureOf(t, drawRowId, `4d:${number}`)).toBe(owed.get(number));
      expect(owed.get(number)!).toBeLessThanOrEqual(cap);
    }
    // Every refused order was refused for want of room that is still missing now.
    for (const [i, { lines }] of orders.entries()) {
      if (results[i] !== 'lottery_sold_out') continue;
      const fitsNow = lines.every((line) => owed.get(line.numbers[0]!)! + BigInt(line.stake.replace('.', '')) * 2500n <= cap);
      expect(fitsNow, `order ${i}`).toBe(false);
    }
    expect(results.filter((r) => r === 'sold').length).toBeGreaterThan(0);
  });
});
