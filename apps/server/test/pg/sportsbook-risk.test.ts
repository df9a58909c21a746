// The sportsbook's risk on real PostgreSQL, where placements really overlap (docs/sportsbook.md, Liability and
// Cash-out): forty members betting on one outcome at once never take the book past its liability cap.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.ts';
import { betsOf, footballMatch, outcomeId, placeBet, sportsPlayer } from '../support/sportsbook.ts';
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
    const members = await Promise.all(Array.from({ length: 40 }, () => sportsPlayer(t, 10_000n)));
    const results = await Promise.allSettled(members.map((member) => placeBet(t, member, [{ outcomeId: home, odds: '1.90' }], '10')));
    const taken = results.filter((result) => result.status === 'fulfilled').length;
    expect(taken).toBe(11);
    for (const result of results) if (result.status === 'rejected') expect((result.reason as { errorCode: string }).errorCode).toBe('sports_sold_out');
    const held = await t.database.db.transaction((tx) => liabilityOf(tx, [Number(home)]));
    expect(held.get(Number(home))).toBe(9_900n);
    const bets = (await Promise.all(members.map((member) => betsOf(t, member)))).flat();
    expect(bets.length).toBe(11);
  });
});
