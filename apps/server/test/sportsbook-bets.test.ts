// Sports bets as a member places them (docs/sportsbook.md): every refusal of a slip answers its code and field
// and writes nothing; the odds moved since the slip are taken or refused by the member's acceptance; limits;
// a live bet held through its delay and accepted, or rejected and refunded; a single settled, rolled back and
// settled again is paid once, and a resettlement pays only the difference.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mySportBetsEndpoint } from '@orbit/contracts/sportsbook';
import { createTestApp, type TestApp } from './helpers.ts';
import { errorOf } from './support/members.ts';
import { betsOf, feed, footballMarkets, footballMatch, mainOf, outcomeId, placeBet, sportsApi, sportsPlayer, type SportsPlayer } from './support/sportsbook.ts';

let t: TestApp;
let player: SportsPlayer;

beforeAll(async () => {
  t = await createTestApp();
  player = await sportsPlayer(t, 100_000n);
  for (const ref of ['m1', 'm2', 'm3', 'm4']) await footballMatch(t, ref);
});
afterAll(() => t.close());

async function refusedCleanly(send: () => Promise<unknown>, errorCode: string, field?: string) {
  const before = await mainOf(t, player);
  const count = (await betsOf(t, player)).length;
  const error = await errorOf(send());
  expect({ errorCode: error.errorCode, field: error.field }).toEqual({ errorCode, field });
  expect((await betsOf(t, player)).length).toBe(count);
  expect(await mainOf(t, player)).toBe(before);
}

describe('a bad slip', () => {
  it('is refused with its code and field, and nothing is written', async () => {
    const home = await outcomeId(t, 'm1', '1x2', '', 'home');
    const legs = async (...refs: string[]) => Promise.all(refs.map(async (ref) => ({ outcomeId: await outcomeId(t, ref, '1x2', '', 'home'), odds: '1.90' })));
    await refusedCleanly(() => placeBet(t, player, [{ outcomeId: '999999', odds: '1.90' }], '10'), 'outcome_invalid', 'legs[0].outcomeId');
    await refusedCleanly(() => placeBet(t, player, [{ outcomeId: home, odds: '0.50' }], '10'), 'odds_invalid', 'legs[0].odds');
    await refusedCleanly(async () => placeBet(t, player, await legs('m1', 'm2'), '10'), 'parlay_too_few_legs', 'legs');
    const sameEvent = [...(await legs('m1', 'm2')), { outcomeId: await outcomeId(t, 'm1', 'ah', 'hcp=-0.75', 'home'), odds: '1.95' }];
    await refusedCleanly(() => placeBet(t, player, sameEvent, '10'), 'parlay_same_event', 'legs[2]');
    await refusedCleanly(() => placeBet(t, player, [{ outcomeId: home, odds: '1.90' }], '0.50'), 'sports_stake_limit', 'stake');
    await refusedCleanly(() => placeBet(t, player, [{ outcomeId: home, odds: '1.90' }], '5000.01'), 'sports_stake_limit', 'stake');
    await refusedCleanly(() => placeBet(t, player, [{ outcomeId: home, odds: '1.90' }], '2000'), 'insufficient_funds', 'stake');
    await refusedCleanly(
      () => sportsApi(t).call(mySportBetsEndpoint, { body: { token: 'x'.repeat(32), status: 'all', page: 1, pageSize: 20 } }),
      'game_token_invalid',
    );
  });

  it('on a suspended market, or a match already started, is refused as closed', async () => {
    await footballMatch(t, 'stopped');
    await feed(t, { kind: 'bet_stop', eventRef: 'stopped' });
    await refusedCleanly(
      async () => placeBet(t, player, [{ outcomeId: await outcomeId(t, 'stopped', '1x2', '', 'home'), odds: '1.90' }], '10'),
      'sports_market_closed',
      'legs[0]',
    );
    await footballMatch(t, 'kicked-off', { startsInMs: -60_000 });
    await refusedCleanly(
      async () => placeBet(t, player, [{ outcomeId: await outcomeId(t, 'kicked-off', '1x2', '', 'home'), odds: '1.90' }], '10'),
      'sports_market_closed',
      'legs[0]',
    );
  });
});

describe('odds that moved since the slip', () => {
  it('are refused with none, taken when higher with higher, and taken either way with any', async () => {
    await footballMatch(t, 'mover');
    await feed(t, { kind: 'odds_change', eventRef: 'mover', markets: footballMarkets({ home: 19_500, draw: 34_000, away: 38_000 }) });
    const home = await outcomeId(t, 'mover', '1x2', '', 'home');
    const away = await outcomeId(t, 'mover', '1x2', '', 'away');
    await refusedCleanly(() => placeBet(t, player, [{ outcomeId: home, odds: '1.90' }], '10', 'none'), 'sports_odds_changed', 'legs[0].odds');
    await refusedCleanly(() => placeBet(t, player, [{ outcomeId: away, odds: '4.00' }], '10', 'higher'), 'sports_odds_changed', 'legs[0].odds');
    // The refusal names the new odds, so the slip can offer them.
    expect((await errorOf(placeBet(t, player, [{ outcomeId: away, odds: '4.00' }], '10', 'none'))).details).toEqual({ odds: '3.8000' });
    const higher = await placeBet(t, player, [{ outcomeId: home, odds: '1.90' }], '10', 'higher');
    expect({ status: higher.bet.status, odds: higher.bet.odds, potentialReturn: higher.bet.potentialReturn }).toEqual({
      status: 'accepted',
      odds: '1.9500',
      potentialReturn: '19.50',
    });
    const any = await placeBet(t, player, [{ outcomeId: away, odds: '4.00' }], '10', 'any');
    expect(any.bet.odds).toBe('3.8000');
  });
});

describe('limits', () => {
  it('count the member’s other open bets on a market against its maximum payout', async () => {
    await footballMatch(t, 'capped');
    const away = await outcomeId(t, 'capped', '1x2', '', 'away');
    const rich = await sportsPlayer(t, 10_000_000n);
    // 50,000.00 is the default maximum payout: 4 × 4,000 × 4.00 = 64,000 would pass it.
    await placeBet(t, rich, [{ outcomeId: away, odds: '4.00' }], '4000');
    await placeBet(t, rich, [{ outcomeId: away, odds: '4.00' }], '4000');
    await placeBet(t, rich, [{ outcomeId: away, odds: '4.00' }], '4000');
    const error = await errorOf(placeBet(t, rich, [{ outcomeId: away, odds: '4.00' }], '4000'));
    expect({ code: error.errorCode, field: error.field }).toEqual({ code: 'sports_payout_limit', field: 'legs[0]' });
    expect((await betsOf(t, rich)).length).toBe(3);
  });
});

describe('a live bet', () => {
  it('is pending through its delay, then accepted at its odds', async () => {
    await footballMatch(t, 'live-ok', { live: true, startsInMs: -600_000 });
    const before = await mainOf(t, player);
    const placed = await placeBet(t, player, [{ outcomeId: await outcomeId(t, 'live-ok', '1x2', '', 'draw'), odds: '3.40' }], '10');
    expect(placed.bet.status).toBe('pending');
    expect(await mainOf(t, player)).toBe(before - 1000n); // the stake is held through the delay
    await t.services.sportsbook.moneyPass();
    expect((await betsOf(t, player)).at(-1)!.status).toBe('pending');
    t.clock.set(new Date(t.clock.now().getTime() + 5_000));
    const { bets } = await sportsApi(t).call(mySportBetsEndpoint, { body: { token: player.gameToken, status: 'open', page: 1, pageSize: 20 } });
    expect(bets[0]).toMatchObject({ betId: placed.bet.betId, status: 'accepted', odds: '3.4000' });
  });

  it('is rejected and refunded when the odds move or the market stops during the delay', async () => {
    await footballMatch(t, 'live-move', { live: true, startsInMs: -600_000 });
    await footballMatch(t, 'live-stop', { live: true, startsInMs: -600_000 });
    const before = await mainOf(t, player);
    const moved = await placeBet(t, player, [{ outcomeId: await outcomeId(t, 'live-move', '1x2', '', 'home'), odds: '1.90' }], '10');
    const stopped = await placeBet(t, player, [{ outcomeId: await outcomeId(t, 'live-stop', '1x2', '', 'home'), odds: '1.90' }], '10', 'any');
    await feed(t, { kind: 'odds_change', eventRef: 'live-move', markets: footballMarkets({ home: 18_000, draw: 36_000, away: 42_000 }) });
    await feed(t, { kind: 'bet_stop', eventRef: 'live-stop' });
    await feed(t, { kind: 'odds_change', eventRef: 'live-stop', markets: footballMarkets({ home: 19_000, draw: 34_000, away: 40_000 }) });
    t.clock.set(new Date(t.clock.now().getTime() + 5_000));
    await t.services.sportsbook.moneyPass();
    const rows = await betsOf(t, player);
    expect(rows.find((row) => row.roundId === moved.bet.betId)).toMatchObject({ status: 'rejected', errorCode: 'sports_odds_changed' });
    expect(rows.find((row) => row.roundId === stopped.bet.betId)).toMatchObject({ status: 'rejected', errorCode: 'sports_market_closed' });
    expect(await mainOf(t, player)).toBe(before);
  });
});

describe('settlement', () => {
  it('pays a single once through settle, rollback and settle again, and only the difference on a resettlement', async () => {
    await footballMatch(t, 'settle-me');
    const member = await sportsPlayer(t, 10_000n);
    await placeBet(t, member, [{ outcomeId: await outcomeId(t, 'settle-me', 'ah', 'hcp=-0.75', 'home'), odds: '1.95' }], '100');
    expect(await mainOf(t, member)).toBe(0n);
    const settleOn = (home: number, away: number) => feed(t, { kind: 'bet_settlement', eventRef: 'settle-me', result: { ft: { home, away } } });
    await settleOn(1, 0); // home −0.75 at 1–0: half win, 50 × 1.95 + 50 = 147.50
    await t.services.sportsbook.moneyPass();
    expect(await mainOf(t, member)).toBe(14_750n);
    await feed(t, { kind: 'rollback_bet_settlement', eventRef: 'settle-me', reason: 'wrong score' });
    await t.services.sportsbook.moneyPass();
    await settleOn(1, 0);
    await t.services.sportsbook.moneyPass();
    expect(await mainOf(t, member)).toBe(14_750n);
    await feed(t, { kind: 'rollback_bet_settlement', eventRef: 'settle-me', reason: 'wrong score' });
    await settleOn(2, 0); // a full win: 195.00, so 47.50 more
    await t.services.sportsbook.moneyPass();
    expect(await mainOf(t, member)).toBe(19_500n);
    const [bet] = await betsOf(t, member);
    expect({ payout: bet!.payout, paid: bet!.paid, paySeq: bet!.paySeq }).toEqual({ payout: 19_500n, paid: 19_500n, paySeq: 2 });
  });

  it('closes a lost bet with a zero credit and refunds a voided one', async () => {
    await footballMatch(t, 'lost');
    await footballMatch(t, 'voided');
    const member = await sportsPlayer(t, 2_000n);
    await placeBet(t, member, [{ outcomeId: await outcomeId(t, 'lost', '1x2', '', 'home'), odds: '1.90' }], '10');
    await placeBet(t, member, [{ outcomeId: await outcomeId(t, 'voided', '1x2', '', 'home'), odds: '1.90' }], '10');
    await feed(t, { kind: 'bet_settlement', eventRef: 'lost', result: { ft: { home: 0, away: 1 } } });
    await feed(t, { kind: 'bet_cancel', eventRef: 'voided', reason: 'abandoned' });
    await t.services.sportsbook.moneyPass();
    expect(await mainOf(t, member)).toBe(1_000n);
    const bets = await betsOf(t, member);
    expect(bets.map((bet) => [bet.status, bet.payout, bet.paySeq])).toEqual([
      ['settled', 0n, 1],
      ['settled', 1_000n, 1],
    ]);
  });

  it('settles a parlay from its legs through the domain', async () => {
    for (const ref of ['p1', 'p2', 'p3']) await footballMatch(t, ref);
    const member = await sportsPlayer(t, 10_000n);
    const legs = await Promise.all(['p1', 'p2', 'p3'].map(async (ref) => ({ outcomeId: await outcomeId(t, ref, 'ah', 'hcp=-0.75', 'home'), odds: '1.95' })));
    const placed = await placeBet(t, member, legs, '100');
    expect(placed.bet).toMatchObject({ kind: 'parlay', odds: '7.4148' });
    await feed(t, { kind: 'bet_settlement', eventRef: 'p1', result: { ft: { home: 2, away: 0 } } }); // win 1.95
    await feed(t, { kind: 'bet_settlement', eventRef: 'p2', result: { ft: { home: 1, away: 0 } } }); // half win 1.475
    await feed(t, { kind: 'bet_cancel', eventRef: 'p3', reason: 'postponed' }); // void 1
    await t.services.sportsbook.moneyPass();
    expect(await mainOf(t, member)).toBe(28_762n); // 100 × 1.95 × 1.475 = 287.625 → 287.62
  });
});
