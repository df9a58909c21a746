// Fee arithmetic and deposit-limit rules as properties: integer minor units only, rounding always down,
// the lowest remaining limit applies, and a change never raises a limit at once.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { depositFee, depositOrderNumber } from './deposit-rules.ts';
import { planChange, remainingOf, type Limits } from './deposit-limits.ts';

const percentText = fc.tuple(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 })).map(([w, f]) => `${w}.${String(f).padStart(2, '0')}`);
const minor = fc.bigInt({ min: 1n, max: 10n ** 15n });

describe('deposit fee', () => {
  it('is amount × percent / 100 rounded down to a minor unit, plus the fixed fee', () => {
    fc.assert(
      fc.property(minor, percentText, fc.bigInt({ min: 0n, max: 10n ** 6n }), (amount, percent, fixed) => {
        const fee = depositFee(amount, percent, fixed);
        const hundredths = BigInt(Math.round(Number(percent) * 100));
        // Exact: fee − fixed is the largest whole number not above amount × hundredths / 10 000.
        const variable = fee - fixed;
        expect(variable * 10_000n <= amount * hundredths).toBe(true);
        expect((variable + 1n) * 10_000n > amount * hundredths).toBe(true);
        expect(variable <= amount).toBe(true);
      }),
    );
  });

  it('reads the settings forms of a percent alike, and never goes through a float', () => {
    expect(depositFee(10_099n, '2.5', 100n)).toBe(352n);
    expect(depositFee(10_099n, '2.50', 100n)).toBe(352n);
    expect(depositFee(333n, '1', 0n)).toBe(3n);
    expect(depositFee(99n, '1', 0n)).toBe(0n);
    expect(depositFee(10n ** 15n, '99.99', 0n)).toBe(999_900_000_000_000n);
    expect(depositFee(12_345n, '0', 50n)).toBe(50n);
  });

  it('numbers orders by day and id', () => {
    expect(depositOrderNumber('2026-11-22', 123)).toBe('D20261122-000123');
    expect(depositOrderNumber('2026-01-02', 12_345_678)).toBe('D20260102-12345678');
  });
});

const limit = fc.option(fc.bigInt({ min: 1n, max: 10n ** 9n }), { nil: null });
const limits = fc.record({ daily: limit, weekly: limit, monthly: limit });
/** Is `next` a higher limit than `current` (no limit being the highest)? */
const higher = (current: bigint | null, next: bigint | null) => current !== null && (next === null || next > current);

describe('deposit limits', () => {
  it('applies every decrease at once and holds every increase (or removal) for later', () => {
    fc.assert(
      fc.property(limits, limits, (current: Limits, target: Limits) => {
        const plan = planChange(current, target);
        let rising = false;
        for (const w of ['daily', 'weekly', 'monthly'] as const) {
          if (higher(current[w], target[w])) {
            rising = true;
            expect(plan.now[w]).toBe(current[w]);
          } else expect(plan.now[w]).toBe(target[w]);
          // Nothing is ever higher now than it was.
          expect(higher(current[w], plan.now[w])).toBe(false);
        }
        expect(plan.later).toEqual(rising ? target : null);
      }),
    );
  });

  it('leaves the lowest remaining amount over the windows with a limit', () => {
    const used = { daily: 300n, weekly: 900n, monthly: 5_000n };
    expect(remainingOf({ daily: null, weekly: null, monthly: null }, used)).toBeNull();
    expect(remainingOf({ daily: 1_000n, weekly: 1_000n, monthly: null }, used)).toBe(100n);
    expect(remainingOf({ daily: 1_000n, weekly: null, monthly: 4_000n }, used)).toBe(0n);
    fc.assert(
      fc.property(limits, fc.bigInt({ min: 0n, max: 10n ** 9n }), (l: Limits, spent) => {
        const remaining = remainingOf(l, { daily: spent, weekly: spent, monthly: spent });
        const set = [l.daily, l.weekly, l.monthly].filter((v): v is bigint => v !== null);
        if (set.length === 0) expect(remaining).toBeNull();
        else {
          const lowest = set.reduce((a, b) => (a < b ? a : b));
          expect(remaining).toBe(lowest > spent ? lowest - spent : 0n);
        }
      }),
    );
  });
});
