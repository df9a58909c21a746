// Odds formats (docs/sportsbook.md, Odds and settlement): known prices worked out by hand, the bad prices
// refused, and what round-trips, as properties:
// - through a format's value as a number, every valid price comes back exactly (int → number → int);
// - through the decimal or Hong Kong text at four decimals, every price comes back exactly;
// - through the text a member is shown (display decimals), for decimal odds 1.01 to 101 (below, Malay and HK
//   round towards 0.00; above 201, a negative Malay price rounds to −0.00: such prices are shown in decimal),
//   the price read back shows the same text, and its value is within half a display step (plus the effect of
//   one ten-thousandth) of the original.
import { propertyRuns } from '@orbit/contracts/testing/property-runs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SportsbookError } from '@orbit/games/sportsbook/errors';
import {
  DISPLAY_DECIMALS,
  MAX_ODDS,
  ODDS_FORMATS,
  checkOdds,
  formatOdds,
  fromFormat,
  parseOdds,
  toFormat,
  type OddsFormat,
} from '@orbit/games/sportsbook/odds';

// [stored, decimal, hk, malay, indo] as Asian books show them.
const KNOWN: [bigint, string, string, string, string][] = [
  [18_500n, '1.850', '0.850', '0.85', '-1.18'], // HK 0.85: Indo −1/0.85 = −1.1765
  [19_250n, '1.925', '0.925', '0.93', '-1.08'], // Malay 0.925 rounds half away from zero
  [20_000n, '2.000', '1.000', '1.00', '1.00'], // evens in every format
  [22_000n, '2.200', '1.200', '-0.83', '1.20'], // Malay −1/1.2 = −0.8333
  [21_500n, '2.150', '1.150', '-0.87', '1.15'], // Malay −0.8696
  [11_000n, '1.100', '0.100', '0.10', '-10.00'],
  [101_000n, '10.100', '9.100', '-0.11', '9.10'], // Malay −0.1099
  [20_001n, '2.000', '1.000', '1.00', '1.00'], // Malay −0.99990 would round to −1.00: shown as evens
  [19_999n, '2.000', '1.000', '1.00', '1.00'], // Indo −1.0001 likewise
];

const validOdds = fc.bigInt({ min: 10_001n, max: MAX_ODDS });
const shownOdds = fc.bigInt({ min: 10_100n, max: 1_010_000n });
const format = fc.constantFrom(...ODDS_FORMATS);

function code(action: () => unknown): string | undefined {
  try {
    action();
  } catch (error) {
    if (error instanceof SportsbookError) return error.code;
    throw error;
  }
  return undefined;
}

describe('odds formats', () => {
  it.each(KNOWN)('%s shows as %s / %s / %s / %s', (odds, decimal, hk, malay, indo) => {
    expect(formatOdds(odds, 'decimal')).toBe(decimal);
    expect(formatOdds(odds, 'hk')).toBe(hk);
    expect(formatOdds(odds, 'malay')).toBe(malay);
    expect(formatOdds(odds, 'indo')).toBe(indo);
  });

  it('reads the prices members type in each format', () => {
    expect(parseOdds('1.85', 'decimal')).toBe(18_500n);
    expect(parseOdds('0.85', 'hk')).toBe(18_500n);
    expect(parseOdds('0.85', 'malay')).toBe(18_500n);
    expect(parseOdds('-0.83', 'malay')).toBe(22_048n); // HK 1/0.83 = 1.20482
    expect(parseOdds('-1.18', 'indo')).toBe(18_475n); // HK 1/1.18 = 0.84746
    expect(parseOdds('+1.20', 'indo')).toBe(22_000n);
    expect(parseOdds('-1.00', 'malay')).toBe(20_000n);
    expect(parseOdds('-1', 'indo')).toBe(20_000n);
    expect(toFormat(22_000n, 'malay')).toBeCloseTo(-0.833333, 6);
    expect(fromFormat(-0.8, 'malay')).toBe(22_500n);
  });

  it('refuses prices that are not odds, naming the reason', () => {
    expect(code(() => checkOdds(10_000n))).toBe('odds_invalid'); // decimal 1.0 returns only the stake
    expect(code(() => checkOdds(9_000n))).toBe('odds_invalid');
    expect(code(() => checkOdds(MAX_ODDS + 1n))).toBe('odds_invalid');
    expect(code(() => formatOdds(0n, 'hk'))).toBe('odds_invalid');
    for (const value of [Number.NaN, Infinity, -Infinity]) expect(code(() => fromFormat(value, 'decimal'))).toBe('odds_invalid');
    expect(code(() => fromFormat(1e308, 'decimal'))).toBe('odds_invalid');
    expect(code(() => fromFormat(1, 'decimal'))).toBe('odds_invalid');
    expect(code(() => fromFormat(0, 'hk'))).toBe('odds_invalid');
    expect(code(() => fromFormat(1.2, 'malay'))).toBe('odds_invalid'); // positive Malay is at most 1
    expect(code(() => fromFormat(-1.2, 'malay'))).toBe('odds_invalid'); // negative Malay is at least −1
    expect(code(() => fromFormat(0.5, 'indo'))).toBe('odds_invalid'); // Indonesian is never inside (−1, 1)
    expect(code(() => fromFormat(-0.5, 'indo'))).toBe('odds_invalid');
    expect(code(() => parseOdds('0', 'malay'))).toBe('odds_invalid');
    expect(code(() => parseOdds('-1.5', 'hk'))).toBe('odds_invalid');
    expect(code(() => parseOdds('1.00001', 'decimal'))).toBe('odds_invalid');
    expect(code(() => parseOdds('1e3', 'decimal'))).toBe('odds_invalid');
    expect(code(() => parseOdds('1.00', 'decimal'))).toBe('odds_invalid');
    expect(code(() => parseOdds('0.00001', 'hk'))).toBe('odds_invalid');
    expect(code(() => parseOdds('20000', 'decimal'))).toBe('odds_invalid');
  });

  it('every price comes back exactly through its value in every format (int → number → int)', () => {
    fc.assert(
      fc.property(validOdds, format, (odds, f) => {
        expect(fromFormat(toFormat(odds, f), f)).toBe(odds);
      }),
      { numRuns: propertyRuns(5000) },
    );
  });

  it('every price comes back exactly through its decimal or Hong Kong text at four decimals', () => {
    fc.assert(
      fc.property(validOdds, fc.constantFrom<OddsFormat>('decimal', 'hk'), (odds, f) => {
        expect(parseOdds(formatOdds(odds, f, 4), f)).toBe(odds);
      }),
      { numRuns: propertyRuns(2000) },
    );
  });

  it('a shown price reads back as a price that shows the same, within half a display step', () => {
    fc.assert(
      fc.property(shownOdds, format, (odds, f) => {
        const shown = formatOdds(odds, f);
        const back = parseOdds(shown, f);
        expect(formatOdds(back, f)).toBe(shown);
        // Half a display step, plus what half a ten-thousandth of decimal odds moves the value when read back
        // to the nearest: 0.00005 × the slope, which is 1 for decimal, HK and positive prices and price² for the
        // negative ones (the value is −1/HK); a negative Indonesian price near −10 therefore moves by 0.005.
        const original = toFormat(odds, f);
        const slack = 0.5 * 10 ** -DISPLAY_DECIMALS[f] + 0.00005 * Math.max(1, original ** 2) + 1e-9;
        // A price that rounds to −1 is shown as +1: the same price, at the other end of the scale.
        const distance = Math.min(Math.abs(toFormat(back, f) - original), Math.abs(-toFormat(back, f) - original));
        expect(distance).toBeLessThanOrEqual(slack);
      }),
      { numRuns: propertyRuns(5000) },
    );
  });
});
