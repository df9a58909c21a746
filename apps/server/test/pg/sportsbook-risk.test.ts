// The sportsbook's risk on real PostgreSQL, where placements really overlap (docs/sportsbook.md, Liability and
// Cash-out): forty members betting on one outcome at once never take the book past its liability cap; a
// cash-out racing the settlement of its bet, with payment passes at once, pays the member once: one or the other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.ts';
import { sportCashOutEndpoint, sportCashOutQuoteEndpoint } from '@orbit/contracts/sportsbook';
import { betId, betsOf, feed, footballMarkets, footballMatch, mainOf, outcomeId, placeBet, sportsApi, sportsPlayer } from '../support/sportsbook.ts';
import { setSportsbook } from '../support/sportsbook-risk.ts';
import { liabilityOf } from '../../src/modules/sportsbook/book/liability.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('sportsbook risk under concurrency', () => {
  it('forty bettors at once on one outcome never take its liability past the cap', async () => {
    // 100.00 cap; each bet is 10.00 at 1.90, 9.00 net: eleven fit (99.00), the twelfth would not.
    await setSportsbook(t, { maxLiabilityPerOutcome: '100' });
    await footballMatch(t, 'pg-cap');
    const home = await outcomeId(t, 'pg-cap', '1x2', '', 'home');
    // Registered one after another: only the bets are meant to race.
    const members = [];
    for (let i = 0; i < 40; i++) members.push(await sportsPlayer(t, 10_000n));
    const results = await Promise.allSettled(members.map((member) => placeBet(t, member, [{ outcomeId: home, odds: '1.90' }], '10')));
    const taken = results.filter((result) => result.status === 'fulfilled').length;
    expect(taken).toBe(11);
    for (const result of results) if (result.status === 'rejected') expect((result.reason as { errorCode: string }).errorCode).toBe('sports_sold_out');
    const held = await t.database.db.transaction((tx) => liabilityOf(tx, [Number(home)]));
    expect(held.get(Number(home))).toBe(9_900n);
    const bets = (await Promise.all(members.map((member) => betsOf(t, member)))).flat();
    expect(bets.length).toBe(11);
  });

  it('a cash-out racing its bet’s settlement and payment passes pays once, one or the other', async () => {
    const outcomes = { cashedOut: 0, settled: 0 };
    for (let round = 0; round < 6; round++) {
      const ref = `pg-co-${round}`;
      await footballMatch(t, ref);
      const member = await sportsPlayer(t, 10_000n);
      const { bet } = await placeBet(t, member, [{ outcomeId: await outcomeId(t, ref, '1x2', '', 'home'), odds: '1.90' }], '100');
      await feed(t, { kind: 'odds_change', eventRef: ref, markets: footballMarkets({ home: 16_000, draw: 34_000, away: 40_000 }) });
      const { amount } = await sportsApi(t).call(sportCashOutQuoteEndpoint, { body: { token: member.gameToken, betId: bet.betId } });
      expect(amount).toBe('112.81');
      const [cashOut] = await Promise.allSettled([
        sportsApi(t).call(sportCashOutEndpoint, { body: { token: member.gameToken, betId: bet.betId, amount, requestId: betId('co') } }),
        feed(t, { kind: 'bet_settlement', eventRef: ref, result: { ft: { home: 1, away: 0 } } }),
        t.services.sportsbook.moneyPass(),
        t.services.sportsbook.moneyPass(),
      ]);
      await t.services.sportsbook.moneyPass();
      await t.services.sportsbook.moneyPass();
      const [row] = await betsOf(t, member);
      if (cashOut!.status === 'fulfilled') {
        outcomes.cashedOut++;
        expect(await mainOf(t, member)).toBe(11_281n); // the stake of 100.00 was all it had
        expect({ payout: row!.payout, paid: row!.paid, cashed: row!.cashedOutAt !== null }).toEqual({ payout: 11_281n, paid: 11_281n, cashed: true });
      } else {
        outcomes.settled++;
        expect((cashOut!.reason as { errorCode: string }).errorCode).toBe('sports_cashout_unavailable');
        expect(await mainOf(t, member)).toBe(19_000n);
        expect({ payout: row!.payout, paid: row!.paid, cashed: row!.cashedOutAt !== null }).toEqual({ payout: 19_000n, paid: 19_000n, cashed: false });
      }
    }
    expect(outcomes.cashedOut + outcomes.settled).toBe(6);
  });
});
