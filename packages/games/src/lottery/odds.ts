// Odds and payouts of the lottery games in exact integer arithmetic.
//
// Odds are decimal odds (the amount handed back per 1 staked, stake included) held as a bigint scaled by
// ODDS_SCALE, so a merchant's "3.5" or "2500" is exact: odds('3.5') = 35_000n. A payout multiplies
// everything first and divides once, last, rounding down (bigint division truncates, and every factor is
// positive): a bet never pays more than its table says, and the house keeps at most one minor unit of
// rounding per bet.
import { FairError } from '../fair/hash.ts';

/** Odds are stored in ten-thousandths: four decimal places are enough for any published odds. */
export const ODDS_SCALE = 10_000n;

/** Decimal odds × ODDS_SCALE. */
export type Odds = bigint;

/**
 * Odds from a decimal string ("2500", "3.5", "9.75"): what a merchant types in the console. Throws
 * FairError `table_invalid` for anything else (a negative number, more than four decimals, an exponent).
 */
export function odds(text: string): Odds {
  const match = /^(\d{1,12})(?:\.(\d{1,4}))?$/.exec(text);
  if (!match) throw new FairError('table_invalid', `${JSON.stringify(text)}: odds are a decimal number with at most four decimals`);
  const [, whole, fraction = ''] = match;
  return BigInt(whole!) * ODDS_SCALE + BigInt(fraction.padEnd(4, '0'));
}

/** The decimal string of odds, without trailing zeros: formatOdds(35_000n) = "3.5". */
export function formatOdds(value: Odds): string {
  const whole = value / ODDS_SCALE;
  const fraction = (value % ODDS_SCALE).toString().padStart(4, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : `${whole}`;
}

/**
 * stake × odds × count ÷ (ODDS_SCALE × divisor), rounded down. `count` is how many times the bet matched
 * (lô pays per occurrence); `divisor` spreads the prize (an iBox divides by its permutations).
 */
export function payout(stake: bigint, oddsValue: Odds, count = 1n, divisor = 1n): bigint {
  return (stake * oddsValue * count) / (ODDS_SCALE * divisor);
}
