// The book's liability cap per outcome (docs/sportsbook.md, Liability): the net potential payout of every
// member's open bets on one outcome stays within games.sportsbook.maxLiabilityPerOutcome; the bet that would
// pass it is refused sports_sold_out and nothing is written; a parlay counts in full against each leg's
// outcome; a settled or refunded bet gives its share back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';
import { errorOf } from './support/members.ts';
import { betsOf, feed, footballMatch, mainOf, outcomeId, placeBet, sportsPlayer, type SportsPlayer } from './support/sportsbook.ts';
import { setSportsbook } from './support/sportsbook-risk.ts';
import { liabilityOf } from '../src/modules/sportsbook/book/liability.ts';

let t: TestApp;
let alice: SportsPlayer;
let bob: SportsPlayer;

beforeAll(async () => {
  t = await createTestApp();
  // 100.00 of liability per outcome: at 1.90 (0.90 net a unit) that is 111.11 of stake.
  await setSportsbook(t, { maxLiabilityPerOutcome: '100' });
  alice = await sportsPlayer(t, 100_000n);
  bob = await sportsPlayer(t, 100_000n);
  for (const ref of ['cap1', 'cap2', 'cap3', 'cap4']) await footballMatch(t, ref);
});
afterAll(() => t.close());

const home = (ref: string) => outcomeId(t, ref, '1x2', '', 'home');

async function liabilityOn(ref: string): Promise<bigint> {
  const id = Number(await home(ref));
  const held = await t.database.db.transaction((tx) => liabilityOf(tx, [id]));
  return held.get(id) ?? 0n;
}

describe('the liability cap per outcome', () => {
  it('counts every member’s bets, and refuses the one that would pass it with nothing written', async () => {
    await placeBet(t, alice, [{ outcomeId: await home('cap1'), odds: '1.90' }], '60'); // 54.00 net
    expect(await liabilityOn('cap1')).toBe(5_400n);
    const before = { bets: (await betsOf(t, bob)).length, main: await mainOf(t, bob) };
    const refused = await errorOf(placeBet(t, bob, [{ outcomeId: await home('cap1'), odds: '1.90' }], '52')); // 46.80 → 100.80
    expect({ code: refused.errorCode, field: refused.field }).toEqual({ code: 'sports_sold_out', field: 'legs[0]' });
    expect({ bets: (await betsOf(t, bob)).length, main: await mainOf(t, bob) }).toEqual(before);
    expect(await liabilityOn('cap1')).toBe(5_400n);
    // Exactly up to the cap is taken: 51.11 at 1.90 is 45.999 net, 45.99 after rounding down the return.
    await placeBet(t, bob, [{ outcomeId: await home('cap1'), odds: '1.90' }], '51.11');
    expect(await liabilityOn('cap1')).toBe(9_999n);
    expect((await errorOf(placeBet(t, bob, [{ outcomeId: await home('cap1'), odds: '1.90' }], '1'))).errorCode).toBe('sports_sold_out');
    // Another outcome of the same market has its own room.
    await placeBet(t, bob, [{ outcomeId: await outcomeId(t, 'cap1', '1x2', '', 'away'), odds: '4.00' }], '30');
  });

  it('counts a parlay’s whole net payout against each of its legs’ outcomes', async () => {
    const legs = await Promise.all(['cap2', 'cap3', 'cap4'].map(async (ref) => ({ outcomeId: await home(ref), odds: '1.90' })));
    await placeBet(t, alice, legs, '10'); // 10 × 1.9³ = 68.59 → 58.59 net on each leg
    for (const ref of ['cap2', 'cap3', 'cap4']) expect(await liabilityOn(ref)).toBe(5_859n);
    const refused = await errorOf(placeBet(t, bob, [{ outcomeId: await home('cap3'), odds: '1.90' }], '50')); // 45.00 more
    expect({ code: refused.errorCode, field: refused.field }).toEqual({ code: 'sports_sold_out', field: 'legs[0]' });
  });

  it('gives a settled bet’s share back', async () => {
    await feed(t, { kind: 'bet_settlement', eventRef: 'cap1', result: { ft: { home: 0, away: 0 } } });
    expect(await liabilityOn('cap1')).toBe(0n);
    await feed(t, { kind: 'bet_settlement', eventRef: 'cap2', result: { ft: { home: 0, away: 1 } } }); // the parlay loses
    expect(await liabilityOn('cap3')).toBe(0n);
    await placeBet(t, bob, [{ outcomeId: await home('cap3'), odds: '1.90' }], '50');
    expect(await liabilityOn('cap3')).toBe(4_500n);
  });
});
