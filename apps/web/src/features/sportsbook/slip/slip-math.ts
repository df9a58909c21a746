// The slip's sums, done as the server does them (docs/sportsbook.md, Rounding and Parlays), so the potential
// return the slip shows is the one the bet is taken with: odds are whole ten-thousandths, money whole minor
// units, every product kept exact and rounded down once, last. A parlay's odds are the product of its legs'
// odds rounded down to the ten-thousandth; its return is the stake times the exact product (never less than
// stake × the shown odds).
import { formatMinor, parseAmount } from '@orbit/contracts/money';

export const ODDS_SCALE = 10_000n;

/** Decimal odds text ("1.85", "1.8500") as ten-thousandths (18_500n); null when it is not such a number. */
export function oddsUnits(text: string): bigint | null {
  const match = /^(\d{1,5})(?:\.(\d{1,4}))?$/.exec(text);
  if (!match) return null;
  return BigInt(match[1]!) * ODDS_SCALE + BigInt((match[2] ?? '').padEnd(4, '0'));
}

/** Ten-thousandths back to the four-decimal text the server sends ("7.4148"). */
export function oddsText(units: bigint): string {
  return `${units / ODDS_SCALE}.${(units % ODDS_SCALE).toString().padStart(4, '0')}`;
}

/** A stake as typed, in minor units; null when it is not a positive amount with the currency's decimals. */
export function stakeMinor(text: string, exponent: number): bigint | null {
  const parsed = parseAmount(text, exponent);
  return parsed.ok ? parsed.minor : null;
}

export const minorText = (minor: bigint, exponent: number) => formatMinor(minor, exponent);

/** The product of the legs' odds, rounded down to the ten-thousandth (what the slip and the bet show). */
export function parlayOdds(legs: readonly bigint[]): bigint {
  if (legs.length === 0) return 0n;
  return legs.reduce((product, odds) => product * odds, 1n) / ODDS_SCALE ** BigInt(legs.length - 1);
}

/** What a single returns if it wins, stake included: ⌊stake × odds⌋ in minor units. */
export function singleReturn(stake: bigint, odds: bigint): bigint {
  return (stake * odds) / ODDS_SCALE;
}

/** What a parlay returns if every leg wins: ⌊stake × the exact product of the odds⌋. */
export function parlayReturn(stake: bigint, legs: readonly bigint[]): bigint {
  if (legs.length === 0) return 0n;
  return legs.reduce((product, odds) => product * odds, stake) / ODDS_SCALE ** BigInt(legs.length);
}
