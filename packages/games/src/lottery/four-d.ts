// Malaysian 4D draws (docs/lottery.md): 23 winning numbers of four digits, 0000–9999, all different: 1st, 2nd,
// 3rd, 10 special (starter) and 10 consolation prizes.
//
// Each number is rng.int(10000), and one already drawn is drawn again: every next number is uniform over
// those not yet drawn, which is drawing 23 balls without replacement, in prize order.
import type { FairRng } from '../fair/rng.ts';

export const FOUR_D_SPECIAL_COUNT = 10;
export const FOUR_D_CONSOLATION_COUNT = 10;

export type FourDPrize = 'first' | 'second' | 'third' | 'special' | 'consolation';
/** The prizes a Small bet can win. */
export type FourDTopPrize = 'first' | 'second' | 'third';

export interface FourDResult {
  first: string;
  second: string;
  third: string;
  /** In draw order. */
  special: string[];
  consolation: string[];
}

export const fourDigits = (value: number): string => value.toString().padStart(4, '0');

export function drawFourD(rng: FairRng): FourDResult {
  const drawn = new Set<number>();
  const next = (): string => {
    for (;;) {
      const value = rng.int(10_000);
      if (!drawn.has(value)) {
        drawn.add(value);
        return fourDigits(value);
      }
    }
  };
  const first = next();
  const second = next();
  const third = next();
  const special = Array.from({ length: FOUR_D_SPECIAL_COUNT }, next);
  const consolation = Array.from({ length: FOUR_D_CONSOLATION_COUNT }, next);
  return { first, second, third, special, consolation };
}

/** The prize a number won in a draw, if any (the 23 numbers are all different, so at most one). */
export function fourDPrizeOf(number: string, result: FourDResult): FourDPrize | undefined {
  if (number === result.first) return 'first';
  if (number === result.second) return 'second';
  if (number === result.third) return 'third';
  if (result.special.includes(number)) return 'special';
  if (result.consolation.includes(number)) return 'consolation';
  return undefined;
}
