// XSMB bets (docs/lottery.md) and what they pay. Odds are decimal (stake included) and the merchant's to set; a
// win is stake × odds × matches, rounded down once (odds.ts).
// - lô 2/3/4: the last 2, 3 or 4 digits of every prize long enough to have them (27, 23 and 20 numbers),
//   paid once per prize that matches ("stake × number of prizes matched");
// - đề: the last two digits of the special prize;
// - head / tail (đầu / đuôi): the tens or the units digit of those same two digits;
// - xiên 2/3/4: two to four different two-digit numbers that must all appear as lô; paid once, however
//   many times each appears.
import { accept, checkDigits, checkStake, isRecord, refuse, valueOrThrow, type Checked } from './checks.ts';
import { odds, payout, type Odds } from './odds.ts';
import { xsmbNumbers, type XsmbResult } from './xsmb.ts';

export type XsmbBetType = 'lo2' | 'lo3' | 'lo4' | 'de' | 'head' | 'tail' | 'xien2' | 'xien3' | 'xien4';

/** How many numbers each bet type takes and how many digits each has. */
export const XSMB_BET_SHAPES: Readonly<Record<XsmbBetType, { count: number; digits: number }>> = {
  lo2: { count: 1, digits: 2 },
  lo3: { count: 1, digits: 3 },
  lo4: { count: 1, digits: 4 },
  de: { count: 1, digits: 2 },
  head: { count: 1, digits: 1 },
  tail: { count: 1, digits: 1 },
  xien2: { count: 2, digits: 2 },
  xien3: { count: 3, digits: 2 },
  xien4: { count: 4, digits: 2 },
};

export interface XsmbBet {
  type: XsmbBetType;
  /** Digit strings of the type's length ("07", "123", "5"). */
  numbers: string[];
  stake: bigint;
}

export type XsmbOddsTable = Record<XsmbBetType, Odds>;

/**
 * Defaults near 95% return, each computed exactly in xsmb.test.ts. Every prize's last digits are uniform
 * and independent, so a lô d number is expected 27/100, 23/1,000 or 20/10,000 times a draw; a xiên of k
 * numbers wins with P = Σⱼ (−1)ʲ C(k, j) (1 − j/100)²⁷ (inclusion–exclusion over the 27 tails):
 * lô 2 3.5 × 0.27 = 94.5%; lô 3 41 × 0.023 = 94.3%; lô 4 470 × 0.002 = 94.0%; đề 95 × 1/100 = 95%;
 * head and tail 9.5 × 1/10 = 95%; xiên 2 17 × 0.054882 = 93.30%; xiên 3 77 × 0.012298 = 94.69%;
 * xiên 4 350 × 0.0026699 = 93.45%.
 */
export const DEFAULT_XSMB_ODDS: XsmbOddsTable = {
  lo2: odds('3.5'),
  lo3: odds('41'),
  lo4: odds('470'),
  de: odds('95'),
  head: odds('9.5'),
  tail: odds('9.5'),
  xien2: odds('17'),
  xien3: odds('77'),
  xien4: odds('350'),
};

export function checkXsmbBet(input: unknown): Checked<XsmbBet> {
  if (!isRecord(input)) return refuse('bet_type_invalid', 'bet', 'An XSMB bet has a type, numbers and a stake');
  const type = input.type;
  if (typeof type !== 'string' || !Object.hasOwn(XSMB_BET_SHAPES, type)) return refuse('bet_type_invalid', 'type', 'Not an XSMB bet type');
  const shape = XSMB_BET_SHAPES[type as XsmbBetType];
  const numbers = input.numbers;
  if (!Array.isArray(numbers) || numbers.length !== shape.count) {
    return refuse('numbers_count_invalid', 'numbers', `This bet takes ${shape.count} number${shape.count === 1 ? '' : 's'}`);
  }
  for (let i = 0; i < numbers.length; i++) {
    const number = checkDigits(numbers[i], shape.digits, `numbers[${i}]`);
    if (!number.ok) return number as Checked<never>;
  }
  if (new Set(numbers).size !== numbers.length) return refuse('numbers_repeated', 'numbers', 'Choose different numbers');
  const stake = checkStake(input.stake);
  if (!stake.ok) return stake as Checked<never>;
  return accept({ type: type as XsmbBetType, numbers: [...(numbers as string[])], stake: stake.value });
}

/** How many times a bet won: prizes matched for lô, 1 or 0 for the others. */
export function xsmbMatches(bet: XsmbBet, result: XsmbResult): number {
  const all = xsmbNumbers(result);
  const lastTwoOfSpecial = result.special[0]!.slice(-2);
  const [chosen = ''] = bet.numbers;
  switch (bet.type) {
    case 'lo2':
    case 'lo3':
    case 'lo4':
      // A prize shorter than the chosen number (the 2-digit 7th prize for lô 3) cannot end with it.
      return all.filter((number) => number.endsWith(chosen)).length;
    case 'de':
      return lastTwoOfSpecial === chosen ? 1 : 0;
    case 'head':
      return lastTwoOfSpecial[0] === chosen ? 1 : 0;
    case 'tail':
      return lastTwoOfSpecial[1] === chosen ? 1 : 0;
    case 'xien2':
    case 'xien3':
    case 'xien4': {
      const tails = new Set(all.map((number) => number.slice(-2)));
      return bet.numbers.every((number) => tails.has(number)) ? 1 : 0;
    }
  }
}

/**
 * The amount paid for a bet (0 when it lost): stake × odds × matches, rounded down. Throws FairError with
 * the code of checkXsmbBet for a bad bet; the table is trusted (check it when the merchant saves it).
 */
export function settleXsmb(bet: XsmbBet, result: XsmbResult, table: XsmbOddsTable): bigint {
  const checked = valueOrThrow(checkXsmbBet(bet));
  return payout(checked.stake, table[checked.type], BigInt(xsmbMatches(checked, result)));
}
