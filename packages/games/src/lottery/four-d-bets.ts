// 4D bets and their prizes (docs/lottery.md). A bet is Big (all five prize groups) or Small (top three only, higher
// prizes), on one number (straight) or on every ordering of its digits:
// - Box: `stake` buys each ordering; the ticket costs stake × orderings and a winning ordering pays the
//   full prize of its stake, as if it had been bought alone (rounded once over the ticket).
// - iBox: `stake` is the whole ticket, spread over the orderings: a winning ordering pays its prize ÷ the
//   number of orderings.
// Both split what the ticket costs evenly over the orderings (docs/lottery.md, Bets: Box bets split the stake over the
// permutations); Box keeps the unit stake per ordering, iBox keeps the ticket price.
import { accept, checkDigits, checkStake, isRecord, refuse, valueOrThrow, type Checked } from './checks.ts';
import { fourDPrizeOf, type FourDPrize, type FourDResult, type FourDTopPrize } from './four-d.ts';
import { odds, payout, type Odds } from './odds.ts';

export type FourDSize = 'big' | 'small';
export type FourDCover = 'straight' | 'box' | 'ibox';

export interface FourDBet {
  /** Four digits, "0000"–"9999". */
  number: string;
  size: FourDSize;
  cover: FourDCover;
  /** Minor units: per ordering for Box, for the whole ticket otherwise. */
  stake: bigint;
}

/** Decimal odds per prize (the prize per 1 staked): merchant data, checked with checkOddsTable. */
export interface FourDPrizeTable {
  big: Record<FourDPrize, Odds>;
  small: Record<FourDTopPrize, Odds>;
}

/**
 * The Malaysian 4D prize table per RM1 (docs/lottery.md). Returns, by exact enumeration (four-d.test.ts): Big (2,500 + 1,000 + 500 +
 * 10 × 180 + 10 × 60) / 10,000 = 64%, Small (3,500 + 2,000 + 1,000) / 10,000 = 65%; Box and iBox the same
 * (iBox less its rounding down).
 */
export const DEFAULT_FOUR_D_PRIZES: FourDPrizeTable = {
  big: { first: odds('2500'), second: odds('1000'), third: odds('500'), special: odds('180'), consolation: odds('60') },
  small: { first: odds('3500'), second: odds('2000'), third: odds('1000') },
};

/** Every different ordering of the digits, in ascending order: 24, 12 (one pair), 6 (two pairs), 4 (three alike) or 1. */
export function fourDPermutations(number: string): string[] {
  const orderings = new Set<string>();
  const walk = (prefix: string, rest: string) => {
    if (rest === '') orderings.add(prefix);
    for (let i = 0; i < rest.length; i++) walk(prefix + rest[i], rest.slice(0, i) + rest.slice(i + 1));
  };
  walk('', number);
  return [...orderings].sort();
}

/** 4! ÷ the factorial of each digit's repeat count: 24 (all different), 12 (a pair), 6 (two pairs), 4 (three alike), 1 (four alike). */
export function fourDPermutationCount(number: string): number {
  const repeats = new Map<string, number>();
  for (const digit of number) repeats.set(digit, (repeats.get(digit) ?? 0) + 1);
  const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));
  let count = factorial(number.length);
  for (const times of repeats.values()) count /= factorial(times);
  return count;
}

/** What the ticket costs: Box buys every ordering at the stake. */
export function fourDBetCost(bet: FourDBet): bigint {
  return bet.cover === 'box' ? bet.stake * BigInt(fourDPermutationCount(bet.number)) : bet.stake;
}

export function checkFourDBet(input: unknown): Checked<FourDBet> {
  if (!isRecord(input)) return refuse('bet_type_invalid', 'bet', 'A 4D bet has a number, a size, a cover and a stake');
  const { size, cover } = input;
  if (size !== 'big' && size !== 'small') return refuse('bet_type_invalid', 'size', 'Choose Big or Small');
  if (cover !== 'straight' && cover !== 'box' && cover !== 'ibox') return refuse('bet_type_invalid', 'cover', 'Choose straight, Box or iBox');
  const number = checkDigits(input.number, 4, 'number');
  if (!number.ok) return number as Checked<never>;
  if (cover !== 'straight' && fourDPermutationCount(number.value) === 1) {
    return refuse('permutation_invalid', 'number', 'Four identical digits have one ordering only: bet it straight');
  }
  const stake = checkStake(input.stake);
  if (!stake.ok) return stake as Checked<never>;
  return accept({ number: number.value, size, cover, stake: stake.value });
}

export interface FourDMatch {
  number: string;
  prize: FourDPrize;
  /** The odds of that prize for the bet's size. */
  odds: Odds;
}

/** The numbers a bet covers: itself, or every ordering of its digits for Box and iBox. */
export const fourDCoveredNumbers = (bet: FourDBet): string[] => (bet.cover === 'straight' ? [bet.number] : fourDPermutations(bet.number));

/** The covered numbers that won a prize the bet's size pays (Small pays the top three only). */
export function fourDMatches(bet: FourDBet, result: FourDResult, table: FourDPrizeTable): FourDMatch[] {
  const matches: FourDMatch[] = [];
  for (const number of fourDCoveredNumbers(bet)) {
    const prize = fourDPrizeOf(number, result);
    if (!prize) continue;
    if (bet.size === 'big') matches.push({ number, prize, odds: table.big[prize] });
    else if (prize === 'first' || prize === 'second' || prize === 'third') matches.push({ number, prize, odds: table.small[prize] });
  }
  return matches;
}

/**
 * The amount paid for a bet (0 when it lost): stake × the odds of every winning ordering, ÷ the orderings
 * for iBox, rounded down once at the end. Throws FairError with the code of checkFourDBet for a bad bet;
 * the table is trusted (check it when the merchant saves it).
 */
export function settleFourD(bet: FourDBet, result: FourDResult, table: FourDPrizeTable): bigint {
  const checked = valueOrThrow(checkFourDBet(bet));
  const oddsSum = fourDMatches(checked, result, table).reduce((sum, match) => sum + match.odds, 0n);
  const spread = checked.cover === 'ibox' ? BigInt(fourDPermutationCount(checked.number)) : 1n;
  return payout(checked.stake, oddsSum, 1n, spread);
}
