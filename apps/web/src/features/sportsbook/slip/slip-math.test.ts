// The slip's sums against the server's examples (docs/sportsbook.md, Rounding and Parlays) and its checks.
import { describe, expect, it } from 'vitest';
import { checkParlay, checkSingles, maxStakeFor, type SlipRules } from './slip-checks.ts';
import { oddsText, oddsUnits, parlayOdds, parlayReturn, singleReturn, stakeMinor } from './slip-math.ts';

const rules: SlipRules = { minStake: 100n, maxStake: 500_000n, maxPayout: 5_000_000n, parlayMinLegs: 3, parlayMaxLegs: 10 };

describe('the slip’s sums', () => {
  it('reads odds and stakes exactly', () => {
    expect([oddsUnits('1.85'), oddsUnits('1.8500'), oddsUnits('1.925'), oddsUnits('abc'), oddsUnits('1.23456')]).toEqual([
      18_500n,
      18_500n,
      19_250n,
      null,
      null,
    ]);
    expect(oddsText(74_148n)).toBe('7.4148');
    expect([stakeMinor('10', 2), stakeMinor('10.5', 2), stakeMinor('10.555', 2), stakeMinor('0', 2), stakeMinor('x', 2)]).toEqual([
      1_000n,
      1_050n,
      null,
      null,
      null,
    ]);
  });

  it('rounds a single’s return down to the sen', () => {
    expect(singleReturn(101n, 19_500n)).toBe(196n); // 1.01 × 1.95 = 1.9695 → 1.96
    expect(singleReturn(1_000n, 19_000n)).toBe(1_900n);
  });

  it('shows a parlay’s odds rounded down and returns the stake times the exact product', () => {
    // The server's parlay test: 1.95 × 1.95 × 1.95 = 7.414875 → 7.4148.
    expect(parlayOdds([19_500n, 19_500n, 19_500n])).toBe(74_148n);
    expect(parlayReturn(10_000n, [19_500n, 19_500n, 19_500n])).toBe(74_148n); // 741.4875 → 741.48
    expect(parlayReturn(333n, [19_500n, 19_500n, 19_500n])).toBe(2_469n); // 3.33 × 7.414875 = 24.6915… → 24.69
    expect(parlayReturn(333n, [19_500n, 19_500n, 19_500n])).toBeGreaterThanOrEqual(singleReturn(333n, 74_148n));
  });
});

describe('the slip’s checks', () => {
  it('finds each single’s stake problem, skips empty lines, and weighs the total against the balance', () => {
    const line = (outcomeId: string, stakeText: string) => ({ outcomeId, odds: 19_000n, stakeText });
    expect(checkSingles([line('a', ''), line('b', '')], 2, rules, null)).toEqual([{ code: 'stake_missing' }]);
    expect(checkSingles([line('a', '0.50'), line('b', '5000.01'), line('c', '1.234'), line('d', '')], 2, rules, null)).toEqual([
      { code: 'stake_below_min', outcomeId: 'a' },
      { code: 'stake_above_max', outcomeId: 'b' },
      { code: 'stake_invalid', outcomeId: 'c' },
    ]);
    expect(checkSingles([line('a', '60'), line('b', '50')], 2, rules, 10_000n)).toEqual([{ code: 'insufficient_funds' }]);
    expect(checkSingles([line('a', '60'), line('b', '40')], 2, rules, 10_000n)).toEqual([]);
    expect(checkSingles([{ outcomeId: 'a', odds: 1_000_000n, stakeText: '1000' }], 2, rules, null)).toEqual([{ code: 'sports_payout_limit', outcomeId: 'a' }]);
  });

  it('refuses a parlay of fewer or more legs than the merchant takes before its stake', () => {
    expect(checkParlay([19_000n, 19_000n], '', 2, rules, null)).toEqual([{ code: 'parlay_too_few_legs' }]);
    expect(
      checkParlay(
        Array.from({ length: 11 }, () => 19_000n),
        '10',
        2,
        rules,
        null,
      ),
    ).toEqual([{ code: 'parlay_too_many_legs' }]);
    expect(checkParlay([19_000n, 19_000n, 19_000n], '', 2, rules, null)).toEqual([{ code: 'stake_missing' }]);
    expect(checkParlay([19_000n, 19_000n, 19_000n], '20', 2, rules, 1_000n)).toEqual([{ code: 'insufficient_funds' }]);
    expect(checkParlay([19_000n, 19_000n, 19_000n], '20', 2, { ...rules, parlayMinLegs: 2 }, null)).toEqual([]);
  });

  it('offers as max the largest stake the limits, the balance and the most payout allow', () => {
    const atOdds = (odds: bigint) => (stake: bigint) => singleReturn(stake, odds);
    expect(maxStakeFor(atOdds(19_000n), rules, null)).toBe(500_000n);
    expect(maxStakeFor(atOdds(19_000n), rules, 12_345n)).toBe(12_345n);
    // At 20.00 the most payout (50,000.00) is reached at a stake of 2,500.00.
    expect(maxStakeFor(atOdds(200_000n), rules, null)).toBe(250_000n);
    const odd = maxStakeFor(atOdds(333_333n), rules, null); // 33.3333
    expect([singleReturn(odd, 333_333n) <= rules.maxPayout, singleReturn(odd + 1n, 333_333n) > rules.maxPayout]).toEqual([true, true]);
  });
});
