// The northern Vietnamese lottery (XSMB, docs/lottery.md): 27 numbers a draw in eight prize tiers of fixed digit
// lengths. Each number is drawn on its own, uniform over its length (rng.int(10^digits), leading zeros
// kept), so two prizes may show the same number or share their last digits, as in the real draw. The
// stream is read in the order of XSMB_TIERS (special prize first).
import type { FairRng } from '../fair/rng.ts';

export type XsmbTier = 'special' | 'first' | 'second' | 'third' | 'fourth' | 'fifth' | 'sixth' | 'seventh';

export const XSMB_TIERS: readonly { tier: XsmbTier; count: number; digits: number }[] = [
  { tier: 'special', count: 1, digits: 5 },
  { tier: 'first', count: 1, digits: 5 },
  { tier: 'second', count: 2, digits: 5 },
  { tier: 'third', count: 6, digits: 5 },
  { tier: 'fourth', count: 4, digits: 4 },
  { tier: 'fifth', count: 6, digits: 4 },
  { tier: 'sixth', count: 3, digits: 3 },
  { tier: 'seventh', count: 4, digits: 2 },
];

/** The numbers of each tier, as digit strings of the tier's length, in draw order. */
export type XsmbResult = Record<XsmbTier, string[]>;

export function drawXsmb(rng: FairRng): XsmbResult {
  const result = {} as XsmbResult;
  for (const { tier, count, digits } of XSMB_TIERS) {
    result[tier] = Array.from({ length: count }, () =>
      rng
        .int(10 ** digits)
        .toString()
        .padStart(digits, '0'),
    );
  }
  return result;
}

/** All 27 numbers, special prize first. */
export const xsmbNumbers = (result: XsmbResult): string[] => XSMB_TIERS.flatMap(({ tier }) => result[tier]);
