// European roulette: one zero, 37 pockets, the winning pocket drawn uniformly from the fair stream.
// Every bet covering k numbers returns 36/k times its stake (straight 35:1, split 17:1, street 11:1,
// corner 8:1, line 5:1, dozen and column 2:1, even chances 1:1), so each loses 1/37 = 2.70% on average.
import { FairError } from '../fair/hash.ts';
import type { FairRng } from '../fair/rng.ts';
import { checkStake } from './settle.ts';

export const RED_NUMBERS: ReadonlySet<number> = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export type RouletteBetKind = 'straight' | 'split' | 'street' | 'corner' | 'line' | 'dozen' | 'column' | 'red' | 'black' | 'odd' | 'even' | 'low' | 'high';

export interface RouletteBet {
  kind: RouletteBetKind;
  /** The numbers covered for inside bets (straight 1, split 2, street 3, corner 4, line 6); 1–3 for dozen and column. */
  numbers?: number[];
  stake: bigint;
}

export interface RouletteRound {
  pocket: number;
  color: 'red' | 'black' | 'green';
  bets: { bet: RouletteBet; covered: number[]; returned: bigint }[];
  totalStake: bigint;
  totalReturned: bigint;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const sameSet = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && [...a].sort((x, y) => x - y).every((n, i) => n === [...b].sort((x, y) => x - y)[i]);
const column = (n: number) => (n - 1) % 3; // 0 = left column of the layout (1, 4, 7…)

/** The numbers a bet covers, or a FairError when the bet is not on the layout. */
export function coveredNumbers(bet: Omit<RouletteBet, 'stake'>): number[] {
  const numbers = bet.numbers ?? [];
  const refuse = (): never => {
    throw new FairError('game_bad_bet', `${bet.kind} ${JSON.stringify(numbers)}: not a bet on the layout`);
  };
  if (!numbers.every((n) => Number.isInteger(n) && n >= 0 && n <= 36) || new Set(numbers).size !== numbers.length) refuse();
  const sorted = [...numbers].sort((a, b) => a - b);
  const [a = -1, b = -1] = sorted;
  switch (bet.kind) {
    case 'straight':
      return numbers.length === 1 ? sorted : refuse();
    case 'split': {
      const ok = numbers.length === 2 && (a === 0 ? b <= 3 : b - a === 3 || (b - a === 1 && column(a) !== 2));
      return ok ? sorted : refuse();
    }
    case 'street': {
      // A row of three, or the trios with zero (0-1-2, 0-2-3).
      const ok =
        numbers.length === 3 && ((a > 0 && column(a) === 0 && sameSet(sorted, [a, a + 1, a + 2])) || sameSet(sorted, [0, 1, 2]) || sameSet(sorted, [0, 2, 3]));
      return ok ? sorted : refuse();
    }
    case 'corner': {
      // A square of four, or the first four (0-1-2-3).
      const ok = numbers.length === 4 && ((a > 0 && column(a) !== 2 && a <= 32 && sameSet(sorted, [a, a + 1, a + 3, a + 4])) || sameSet(sorted, [0, 1, 2, 3]));
      return ok ? sorted : refuse();
    }
    case 'line': {
      const ok = numbers.length === 6 && a > 0 && column(a) === 0 && a <= 31 && sameSet(sorted, range(a, a + 5));
      return ok ? sorted : refuse();
    }
    case 'dozen':
      return numbers.length === 1 && a >= 1 && a <= 3 ? range(a * 12 - 11, a * 12) : refuse();
    case 'column':
      return numbers.length === 1 && a >= 1 && a <= 3 ? range(1, 36).filter((n) => column(n) === a - 1) : refuse();
    case 'red':
    case 'black':
    case 'odd':
    case 'even':
    case 'low':
    case 'high':
      if (numbers.length !== 0) refuse();
      return range(1, 36).filter((n) =>
        bet.kind === 'red'
          ? RED_NUMBERS.has(n)
          : bet.kind === 'black'
            ? !RED_NUMBERS.has(n)
            : bet.kind === 'odd'
              ? n % 2 === 1
              : bet.kind === 'even'
                ? n % 2 === 0
                : bet.kind === 'low'
                  ? n <= 18
                  : n >= 19,
      );
    default:
      return refuse();
  }
}

/** The amount returned for a bet when `pocket` wins: 36/k × stake if covered, else 0. */
export function settleRouletteBet(covered: readonly number[], stake: bigint, pocket: number): bigint {
  return covered.includes(pocket) ? (stake * 36n) / BigInt(covered.length) : 0n;
}

export function pocketColor(pocket: number): RouletteRound['color'] {
  return pocket === 0 ? 'green' : RED_NUMBERS.has(pocket) ? 'red' : 'black';
}

/** Checks a player's bets (a shared table checks them when they are placed, before the wheel spins). */
export function checkRouletteBets(bets: readonly RouletteBet[]): { bet: RouletteBet; covered: number[]; stake: bigint }[] {
  if (!Array.isArray(bets) || bets.length === 0) throw new FairError('game_bad_bet', 'Place at least one bet');
  return bets.map((bet, index) => ({ bet, covered: coveredNumbers(bet), stake: checkStake(bet.stake, `bets[${index}]`) }));
}

/** The winning pocket: one draw, independent of the bets, so a shared table spins once for everyone. */
export function spinRoulette(rng: FairRng): number {
  return rng.int(37);
}

export function settleRoulette(pocket: number, bets: readonly RouletteBet[]): RouletteRound {
  const checked = checkRouletteBets(bets);
  const settled = checked.map(({ bet, covered, stake }) => ({ bet, covered, returned: settleRouletteBet(covered, stake, pocket) }));
  return {
    pocket,
    color: pocketColor(pocket),
    bets: settled,
    totalStake: checked.reduce((sum, { stake }) => sum + stake, 0n),
    totalReturned: settled.reduce((sum, { returned }) => sum + returned, 0n),
  };
}

/** One player's round: every bet is checked before the wheel spins, so a bad one refuses the whole round. */
export function playRoulette(rng: FairRng, bets: readonly RouletteBet[]): RouletteRound {
  checkRouletteBets(bets);
  return settleRoulette(spinRoulette(rng), bets);
}
