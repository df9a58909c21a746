// Mix parlays (docs/sportsbook.md, Odds and settlement): payouts of slips mixing won, half-won, half-lost,
// void and lost legs worked out by hand, the slip rules with their codes, and as a property that the payout
// never exceeds the exact one and falls short of it by little.
import { propertyRuns } from '@orbit/contracts/testing/property-runs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SportsbookError } from '@orbit/games/sportsbook/errors';
import type { Market } from '../../src/modules/sportsbook/domain/markets.ts';
import {
  checkParlay,
  checkParlayRules,
  legFactor,
  parlayOdds,
  parlayPayout,
  settleParlay,
  type ParlayLeg,
} from '../../src/modules/sportsbook/domain/parlay.ts';
import { settle, type Result, type Settlement } from '../../src/modules/sportsbook/domain/settle.ts';

// A settlement of each result, from a real Asian handicap bet on the home side.
const AH: Record<Result, [number, number, number]> = {
  win: [-0.5, 1, 0],
  half_win: [-0.75, 1, 0],
  push: [0, 1, 1],
  half_lose: [-0.25, 1, 1],
  lose: [-0.5, 1, 1],
};
const as = (result: Result): Settlement => {
  const [hcp, home, away] = AH[result];
  return settle({ type: 'ah', period: 'ft', hcp }, 'home', { ft: { home, away } });
};
const leg = (odds: bigint, result: Result) => ({ odds, settlement: as(result) });

describe('parlay payouts', () => {
  it('gives each leg its factor', () => {
    expect(legFactor(19_000n, as('win'))).toBe(19_000n);
    expect(legFactor(19_500n, as('half_win'))).toBe(14_750n); // (1.95 − 1) / 2 + 1
    expect(legFactor(19_255n, as('half_win'))).toBe(14_627n); // 1.46275 rounded down
    expect(legFactor(19_000n, as('push'))).toBe(10_000n);
    expect(legFactor(19_000n, as('half_lose'))).toBe(5_000n);
    expect(legFactor(19_000n, as('lose'))).toBe(0n);
  });

  it.each<[string, bigint, { odds: bigint; settlement: Settlement }[], bigint]>([
    // 100.00 × 1.90 × 1.475 × 1 = 280.25
    ['win, half win, void', 10_000n, [leg(19_000n, 'win'), leg(19_500n, 'half_win'), leg(21_000n, 'push')], 28_025n],
    // 100.00 × 1.90 × 1.475 × 0.5 = 140.125 → 140.12 (the example of docs/sportsbook.md)
    ['win, half win, half lose', 10_000n, [leg(19_000n, 'win'), leg(19_500n, 'half_win'), leg(21_000n, 'half_lose')], 14_012n],
    // 50.00 × 2.00 × 0.5 × 1.85 × 1 = 92.50
    ['win, half lose, win, void', 5_000n, [leg(20_000n, 'win'), leg(18_000n, 'half_lose'), leg(18_500n, 'win'), leg(19_000n, 'push')], 9_250n],
    // one lost leg loses the whole parlay, however well the rest did
    ['win, win, lose', 100_000n, [leg(20_000n, 'win'), leg(20_000n, 'win'), leg(19_000n, 'lose')], 0n],
    // 10.00 × 1.4627 × 2.10 × 1.435 = 44.0784645 → 44.07 (the first factor is 1.46275 rounded down)
    ['half wins on odd odds, rounded down', 1_000n, [leg(19_255n, 'half_win'), leg(21_000n, 'win'), leg(18_700n, 'half_win')], 4_407n],
    // every leg void: the stake back
    ['all void', 12_345n, [leg(19_000n, 'push'), leg(18_000n, 'push'), leg(25_000n, 'push')], 12_345n],
    // 100.00 × 0.5 × 0.5 × 2.00 = 50.00
    ['half lose, half lose, win', 10_000n, [leg(19_000n, 'half_lose'), leg(19_000n, 'half_lose'), leg(20_000n, 'win')], 5_000n],
    // 10.00 × 1.90^10 = 6,131.066257801 → 6,131.06
    ['ten wins at 1.90', 1_000n, Array.from({ length: 10 }, () => leg(19_000n, 'win')), 613_106n],
  ])('%s', (_, stake, legs, expected) => {
    expect(settleParlay(stake, legs).payout).toBe(expected);
  });

  it('prices a slip as the product of its odds, rounded down to the ten-thousandth', () => {
    expect(parlayOdds([19_000n, 19_500n, 20_500n])).toBe(75_952n); // 7.59525
    expect(parlayOdds([20_000n])).toBe(20_000n);
    expect(() => parlayOdds([])).toThrow(SportsbookError);
    expect(() => parlayPayout(0n, [10_000n])).toThrow(SportsbookError);
    expect(() => parlayPayout(100n, [-1n])).toThrow(SportsbookError);
  });

  it('never pays more than the exact payout, and short of it only by the rounding of half wins and the last sen', () => {
    const results = fc.constantFrom<Result>('win', 'half_win', 'push', 'half_lose', 'lose');
    const legs = fc.array(fc.record({ odds: fc.bigInt({ min: 10_001n, max: 100_000n }), result: results }), { minLength: 1, maxLength: 20 });
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 10n }), legs, (stake, slip) => {
        const paid = settleParlay(
          stake,
          slip.map((l) => leg(l.odds, l.result)),
        ).payout;
        // The exact payout as a fraction: each leg returns (in twenty-thousandths) 2 × odds, 1 + odds, 1, ½ or 0.
        let num = stake;
        let den = 1n;
        for (const { odds, result } of slip) {
          num *= { win: 2n * odds, half_win: 10_000n + odds, push: 20_000n, half_lose: 10_000n, lose: 0n }[result];
          den *= 20_000n;
        }
        expect(paid * den <= num).toBe(true);
        // A half win on odd odds drops half a ten-thousandth of a factor above 1, under 1/20,000 of it; the last
        // step drops under one sen: paid + 1 > exact × (19,999 / 20,000)^(half wins rounded).
        const rounded = BigInt(slip.filter((l) => l.result === 'half_win' && l.odds % 2n === 1n).length);
        expect((paid + 1n) * den * 20_000n ** rounded > num * 19_999n ** rounded).toBe(true);
      }),
      { numRuns: propertyRuns(1000) },
    );
  });
});

describe('parlay rules', () => {
  const ah: Market = { type: 'ah', period: 'ft', hcp: -0.5 };
  const slip = (...events: string[]): ParlayLeg[] => events.map((eventId) => ({ eventId, market: ah, outcome: 'home', odds: 19_000n }));

  it('takes a slip within the rules', () => {
    expect(checkParlay(slip('m1', 'm2', 'm3'))).toEqual([]);
    expect(checkParlay(slip('m1', 'm2'), { minLegs: 2, maxLegs: 20 })).toEqual([]);
  });

  it('names every problem of a slip with its code and leg', () => {
    expect(checkParlay(slip('m1', 'm2')).map((p) => p.code)).toEqual(['parlay_too_few_legs']);
    const eleven = slip(...Array.from({ length: 11 }, (_, i) => `m${i}`));
    expect(checkParlay(eleven).map((p) => p.code)).toEqual(['parlay_too_many_legs']);
    expect(checkParlay(eleven, { minLegs: 3, maxLegs: 20 })).toEqual([]);
    expect(checkParlay(slip('m1', 'm2', 'm1'))).toEqual([{ code: 'parlay_same_event', leg: 2, message: 'legs 0 and 2 are on one event' }]);
    const bad: ParlayLeg[] = [...slip('m1', 'm2'), { eventId: '', market: ah, outcome: 'draw', odds: 10_000n }];
    expect(checkParlay(bad).map((p) => [p.code, p.leg])).toEqual([
      ['event_invalid', 2],
      ['outcome_invalid', 2],
    ]);
    expect(checkParlay([{ eventId: 'm1', market: ah, outcome: 'home', odds: 9n }, ...slip('m2')]).map((p) => [p.code, p.leg])).toEqual([
      ['parlay_too_few_legs', undefined],
      ['odds_invalid', 0],
    ]);
  });

  it('refuses rules outside 2 to 20 legs', () => {
    for (const rules of [
      { minLegs: 1, maxLegs: 10 },
      { minLegs: 3, maxLegs: 21 },
      { minLegs: 5, maxLegs: 4 },
      { minLegs: 2.5, maxLegs: 10 },
    ]) {
      expect(() => checkParlayRules(rules)).toThrow(expect.objectContaining({ code: 'parlay_rules_invalid' }));
    }
    expect(checkParlayRules({ minLegs: 2, maxLegs: 20 })).toEqual({ minLegs: 2, maxLegs: 20 });
  });
});
