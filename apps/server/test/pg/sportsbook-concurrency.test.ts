// The sportsbook on real PostgreSQL, where requests and passes really overlap (docs/sportsbook.md, Money):
// parallel bets against one balance never overdraw it; settlement messages and payment passes racing a
// rollback and resettlement pay a bet exactly once. Runs with `npm run test:pg`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.ts';
import { betsOf, feed, footballMatch, mainOf, outcomeId, placeBet, sportsPlayer } from '../support/sportsbook.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('sportsbook under concurrency', () => {
  it('twenty bets at once against a balance for ten take ten stakes and never overdraw', async () => {
    const refs = Array.from({ length: 20 }, (_, i) => `pg-par-${i}`);
    for (const ref of refs) await footballMatch(t, ref);
    const member = await sportsPlayer(t, 10_000n);
    const legs = await Promise.all(refs.map(async (ref) => [{ outcomeId: await outcomeId(t, ref, '1x2', '', 'home'), odds: '1.90' }]));
    const results = await Promise.allSettled(legs.map((leg) => placeBet(t, member, leg, '10')));
    const taken = results.filter((result) => result.status === 'fulfilled').length;
    expect(taken).toBe(10);
    for (const result of results) if (result.status === 'rejected') expect((result.reason as { errorCode: string }).errorCode).toBe('insufficient_funds');
    expect(await mainOf(t, member)).toBe(0n);
    const bets = await betsOf(t, member);
    expect(bets.filter((bet) => bet.status === 'accepted').length).toBe(10);
    expect(bets.filter((bet) => bet.status !== 'accepted').every((bet) => bet.status === 'refused')).toBe(true);
  });

  it('a settlement racing a rollback and resettlement, with payment passes at once, pays once', async () => {
    for (let round = 0; round < 5; round++) {
      const ref = `pg-race-${round}`;
      await footballMatch(t, ref);
      const member = await sportsPlayer(t, 10_000n);
      await placeBet(t, member, [{ outcomeId: await outcomeId(t, ref, 'ah', 'hcp=-0.75', 'home'), odds: '1.95' }], '100');
      const settleOn = (home: number, away: number) => feed(t, { kind: 'bet_settlement', eventRef: ref, result: { ft: { home, away } } });
      await Promise.all([
        settleOn(1, 0),
        settleOn(1, 0), // the same result from a second message at the same moment
        t.services.sportsbook.moneyPass(),
        t.services.sportsbook.moneyPass(),
      ]);
      await Promise.all([
        (async () => {
          await feed(t, { kind: 'rollback_bet_settlement', eventRef: ref, reason: 'checked' });
          await settleOn(1, 0);
        })(),
        t.services.sportsbook.moneyPass(),
        t.services.sportsbook.moneyPass(),
        t.services.sportsbook.moneyPass(),
      ]);
      await t.services.sportsbook.moneyPass();
      await t.services.sportsbook.moneyPass();
      expect(await mainOf(t, member)).toBe(14_750n); // half win on 100.00 at 1.95, paid once
      const [bet] = await betsOf(t, member);
      expect({ payout: bet!.payout, paid: bet!.paid, paying: bet!.payingSeq }).toEqual({ payout: 14_750n, paid: 14_750n, paying: null });
    }
  });
});
