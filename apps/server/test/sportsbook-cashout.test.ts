// Cash-out (docs/sportsbook.md, Cash-out): the quote's arithmetic for a single and a parlay with a settled leg;
// every refusal (a suspended market, a price that moved, another member's bet, a settled bet) writes nothing;
// a cashed-out bet is paid once, and its legs' later settlement, rollback and resettlement move no money.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mySportBetsEndpoint, sportCashOutEndpoint, sportCashOutQuoteEndpoint } from '@orbit/contracts/sportsbook';
import { createTestApp, type TestApp } from './helpers.ts';
import { errorOf } from './support/members.ts';
import {
  betId,
  betsOf,
  feed,
  footballMarkets,
  footballMatch,
  mainOf,
  outcomeId,
  placeBet,
  sportsApi,
  sportsPlayer,
  type SportsPlayer,
} from './support/sportsbook.ts';

let t: TestApp;
let player: SportsPlayer;
let other: SportsPlayer;

beforeAll(async () => {
  t = await createTestApp();
  player = await sportsPlayer(t, 100_000n);
  other = await sportsPlayer(t, 100_000n);
  for (const ref of ['co1', 'co2', 'co3', 'co4', 'co5', 'co6']) await footballMatch(t, ref);
});
afterAll(() => t.close());

const home = (ref: string) => outcomeId(t, ref, '1x2', '', 'home');
const reprice = (ref: string, odds: number) =>
  feed(t, { kind: 'odds_change', eventRef: ref, markets: footballMarkets({ home: odds, draw: 34_000, away: 40_000 }) });
const quote = (who: SportsPlayer, id: string) => sportsApi(t).call(sportCashOutQuoteEndpoint, { body: { token: who.gameToken, betId: id } });
const cashOut = (who: SportsPlayer, id: string, amount: string, requestId = betId('co')) =>
  sportsApi(t).call(sportCashOutEndpoint, { body: { token: who.gameToken, betId: id, amount, requestId } });

/** The player's bets and balance, to show a refusal changed nothing. */
const state = async (who: SportsPlayer) => ({ bets: await betsOf(t, who), main: await mainOf(t, who) });

describe('the cash-out quote', () => {
  it('is stake × odds taken ÷ odds now, less the margin, rounded down, and My bets shows it', async () => {
    const { bet } = await placeBet(t, player, [{ outcomeId: await home('co1'), odds: '1.90' }], '100');
    expect(bet.cashOut).toEqual({ status: 'available', amount: '95.00' }); // 100 × 1.90 / 1.90 × 0.95
    await reprice('co1', 15_000);
    // 100 × 1.90 / 1.50 = 126.666…, × 0.95 = 120.333… → 120.33
    expect(await quote(player, bet.betId)).toEqual({ betId: bet.betId, amount: '120.33' });
    const mine = await sportsApi(t).call(mySportBetsEndpoint, { body: { token: player.gameToken, status: 'open', page: 1, pageSize: 20 } });
    expect(mine.bets.find((entry) => entry.betId === bet.betId)!.cashOut).toEqual({ status: 'available', amount: '120.33' });
  });

  it('multiplies a parlay’s settled legs’ factors with its open legs’ moves', async () => {
    const legs = await Promise.all(['co2', 'co3', 'co4'].map(async (ref) => ({ outcomeId: await home(ref), odds: '1.90' })));
    const { bet } = await placeBet(t, player, legs, '10');
    await feed(t, { kind: 'bet_settlement', eventRef: 'co2', result: { ft: { home: 1, away: 0 } } }); // won: factor 1.90
    await reprice('co3', 20_000);
    // 10 × 1.90 × (1.90 / 2.00) × (1.90 / 1.90) × 0.95 = 17.1475 → 17.14
    expect((await quote(player, bet.betId)).amount).toBe('17.14');
  });
});

describe('a refused cash-out', () => {
  it('writes nothing: a suspended market, a moved price (with the new amount), another member’s bet', async () => {
    const { bet } = await placeBet(t, player, [{ outcomeId: await home('co5'), odds: '1.90' }], '50');
    const before = await state(player);
    await feed(t, { kind: 'bet_stop', eventRef: 'co5' });
    expect((await errorOf(quote(player, bet.betId))).errorCode).toBe('sports_cashout_unavailable');
    expect((await errorOf(cashOut(player, bet.betId, '45.12'))).errorCode).toBe('sports_cashout_unavailable');
    await reprice('co5', 19_000); // reopened at the same price: 50 × 0.95 = 47.50
    const moved = await errorOf(cashOut(player, bet.betId, '45.12'));
    expect({ code: moved.errorCode, details: moved.details }).toEqual({ code: 'sports_cashout_changed', details: { amount: '47.50' } });
    expect((await errorOf(cashOut(other, bet.betId, '47.50'))).errorCode).toBe('sports_cashout_unavailable');
    expect((await errorOf(quote(player, 'sb-none'))).errorCode).toBe('sports_cashout_unavailable');
    expect(await state(player)).toEqual(before);
  });
});

describe('a cashed-out bet', () => {
  it('is paid once, and its leg’s settlement, rollback and resettlement move no money', async () => {
    const { bet } = await placeBet(t, player, [{ outcomeId: await home('co6'), odds: '1.90' }], '100');
    await reprice('co6', 16_000);
    const { amount } = await quote(player, bet.betId); // 100 × 1.90 / 1.60 × 0.95 = 112.8125
    expect(amount).toBe('112.81');
    const before = await mainOf(t, player);
    const requestId = betId('co');
    const done = await cashOut(player, bet.betId, amount, requestId);
    expect({ status: done.bet.status, payout: done.bet.payout, cashOut: done.bet.cashOut }).toEqual({
      status: 'settled',
      payout: '112.81',
      cashOut: { status: 'cashed_out', amount: '112.81' },
    });
    expect(await mainOf(t, player)).toBe(before + 11_281n);
    expect((await cashOut(player, bet.betId, amount, requestId)).bet.betId).toBe(bet.betId); // the same request again
    expect((await errorOf(cashOut(player, bet.betId, amount))).errorCode).toBe('sports_cashout_unavailable'); // another one
    await feed(t, { kind: 'bet_settlement', eventRef: 'co6', result: { ft: { home: 2, away: 0 } } });
    await feed(t, { kind: 'rollback_bet_settlement', eventRef: 'co6', reason: 'checked' });
    await feed(t, { kind: 'bet_settlement', eventRef: 'co6', result: { ft: { home: 3, away: 0 } } });
    await t.services.sportsbook.moneyPass();
    expect(await mainOf(t, player)).toBe(before + 11_281n);
    const row = (await betsOf(t, player)).find((entry) => entry.roundId === bet.betId)!;
    expect({ status: row.status, payout: row.payout, paid: row.paid }).toEqual({ status: 'settled', payout: 11_281n, paid: 11_281n });
  });
});
