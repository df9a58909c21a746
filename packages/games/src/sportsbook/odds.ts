// Odds of the sportsbook and the four formats members read them in (docs/sportsbook.md, Odds and settlement).
// One implementation for both sides: the server's domain checks and prices with it, and the member site shows
// every price with formatOdds, so a format never reads differently on the board than in the book.
//
// A price is stored once, as decimal odds (what comes back per 1 staked, stake included) × ODDS_SCALE in a
// bigint: 1.85 is 18_500n. Every format is a view of that one number, so a member who switches format never
// changes what a bet pays. The Hong Kong price is decimal − 1; Malay is HK when HK ≤ 1, else −1/HK;
// Indonesian is HK when HK ≥ 1, else −1/HK. Conversions work on exact fractions (bigint), never on floats,
// except toFormat/fromFormat, whose whole point is a JS number.
import { SportsbookError } from './errors.ts';

/** Odds are held in ten-thousandths, as the lottery's are (packages/games/src/lottery/odds.ts). */
export const ODDS_SCALE = 10_000n;

/** Decimal odds × ODDS_SCALE; always more than 1.0 and at most MAX_ODDS. */
export type Odds = bigint;

/** The highest price accepted, 10,000.0: far above any outright, low enough that a typo cannot pass. */
export const MAX_ODDS: Odds = 10_000n * ODDS_SCALE;

export const ODDS_FORMATS = ['decimal', 'hk', 'malay', 'indo'] as const;
export type OddsFormat = (typeof ODDS_FORMATS)[number];

/**
 * Decimals each format is shown with: decimal and Hong Kong with three (Asian lines are priced in steps of
 * 0.005, e.g. 1.925, and HK is decimal − 1, so the two always agree digit for digit); Malay and Indonesian
 * with two, as Asian books print them.
 */
export const DISPLAY_DECIMALS: Record<OddsFormat, number> = { decimal: 3, hk: 3, malay: 2, indo: 2 };

/** The odds themselves, or SportsbookError `odds_invalid` when they are not more than 1.0 and at most MAX_ODDS. */
export function checkOdds(odds: Odds): Odds {
  if (typeof odds !== 'bigint' || odds <= ODDS_SCALE || odds > MAX_ODDS) {
    throw new SportsbookError('odds_invalid', `${String(odds)}: odds are decimal odds × 10,000, more than 1.0 and at most 10,000.0`);
  }
  return odds;
}

/** The price in `format` as an exact fraction [numerator, denominator], denominator > 0. */
function exact(odds: Odds, format: OddsFormat): [bigint, bigint] {
  const hk = checkOdds(odds) - ODDS_SCALE; // HK × ODDS_SCALE, > 0
  switch (format) {
    case 'decimal':
      return [odds, ODDS_SCALE];
    case 'hk':
      return [hk, ODDS_SCALE];
    case 'malay':
      return hk <= ODDS_SCALE ? [hk, ODDS_SCALE] : [-ODDS_SCALE, hk];
    case 'indo':
      return hk >= ODDS_SCALE ? [hk, ODDS_SCALE] : [-ODDS_SCALE, hk];
  }
}

/** The nearest whole number to a/b (a ≥ 0, b > 0), halves up. */
const nearest = (a: bigint, b: bigint): bigint => (2n * a + b) / (2n * b);

/**
 * Odds from a price in `format` given as the fraction p/q (q > 0), rounded to the nearest ten-thousandth.
 * Refuses a price outside its format's range: Malay lies in [−1, 0) ∪ (0, 1], Indonesian in (−∞, −1] ∪ [1, ∞);
 * −1 and 1 are both evens (HK 1) in those two.
 */
function fromFraction(p: bigint, q: bigint, format: OddsFormat, shown: string): Odds {
  const bad = (why: string) => new SportsbookError('odds_invalid', `${shown}: ${why}`);
  let odds: bigint;
  if (format === 'decimal') odds = nearest(p * ODDS_SCALE, q);
  else if (format === 'hk' || p > 0n) {
    if (p <= 0n) throw bad('a Hong Kong price is more than 0');
    if (format === 'malay' && p > q) throw bad('a positive Malay price is at most 1');
    if (format === 'indo' && p < q) throw bad('a positive Indonesian price is at least 1');
    odds = ODDS_SCALE + nearest(p * ODDS_SCALE, q);
  } else {
    // A negative price p/q stands for HK = −1/price = q/|p|.
    if (p === 0n) throw bad(`a ${format === 'malay' ? 'Malay' : 'Indonesian'} price is never 0`);
    if (format === 'malay' && -p > q) throw bad('a negative Malay price is at least −1');
    if (format === 'indo' && -p < q) throw bad('a negative Indonesian price is at most −1');
    odds = ODDS_SCALE + nearest(q * ODDS_SCALE, -p);
  }
  if (odds <= ODDS_SCALE) throw bad('the price is not more than decimal 1.0 once held in ten-thousandths');
  if (odds > MAX_ODDS) throw bad('the price is above decimal 10,000.0');
  return odds;
}

/** The price in `format` as a JS number, unrounded (as near as a double gets): for charts and feeds. */
export function toFormat(odds: Odds, format: OddsFormat): number {
  const [p, q] = exact(odds, format);
  return Number(p) / Number(q);
}

/**
 * Odds from a price in `format` given as a number: the nearest ten-thousandth of decimal odds. Refuses NaN,
 * ±Infinity and prices outside the format's range (`odds_invalid`). fromFormat(toFormat(o, f), f) === o for
 * every valid o and format (the property tests in test/sportsbook/odds.test.ts).
 */
export function fromFormat(value: number, format: OddsFormat): Odds {
  if (!Number.isFinite(value) || Math.abs(value) > 1e9) throw new SportsbookError('odds_invalid', `${value}: a price is a finite number`);
  // value × 2^52 is exact for |value| ≥ 1 and off by under 2^-53 below: far under what a ten-thousandth moves.
  const q = 2n ** 52n;
  const p = BigInt(Math.round(value * 2 ** 52));
  return fromFraction(p, q, format, String(value));
}

/**
 * The price as a member sees it: `decimals` places (DISPLAY_DECIMALS by default), halves rounded away from
 * zero. A negative Malay or Indonesian price that rounds to −1 is shown as 1 (the same price, evens), so a shown
 * price always reads back as the one shown.
 */
export function formatOdds(odds: Odds, format: OddsFormat, decimals = DISPLAY_DECIMALS[format]): string {
  const [p, q] = exact(odds, format);
  const unit = 10n ** BigInt(decimals);
  const magnitude = (p < 0n ? -p : p) * unit;
  let rounded = magnitude / q;
  if (2n * (magnitude % q) >= q) rounded += 1n;
  const negative = p < 0n && rounded !== unit;
  const whole = (rounded / unit).toString();
  const fraction = decimals > 0 ? `.${(rounded % unit).toString().padStart(decimals, '0')}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/**
 * Odds from a price typed or shown in `format` ("1.85", "0.85", "-0.83", "-1.20"): at most seven whole digits
 * and four decimals, an optional sign; the nearest ten-thousandth of decimal odds. Anything else is
 * `odds_invalid`.
 */
export function parseOdds(text: string, format: OddsFormat): Odds {
  const match = /^([+-])?(\d{1,7})(?:\.(\d{1,4}))?$/.exec(text);
  if (!match) throw new SportsbookError('odds_invalid', `${JSON.stringify(text)}: a price is a number with at most four decimals`);
  const [, sign, whole, fraction = ''] = match;
  if (sign === '-' && (format === 'decimal' || format === 'hk')) {
    throw new SportsbookError('odds_invalid', `${text}: a ${format === 'hk' ? 'Hong Kong' : 'decimal'} price is never negative`);
  }
  const q = 10n ** BigInt(fraction.length);
  const magnitude = BigInt(whole!) * q + BigInt(fraction || '0');
  return fromFraction(sign === '-' ? -magnitude : magnitude, q, format, text);
}
