// What stops a slip from being sent, found before it is (the server checks all of it again, docs/sportsbook.md,
// Placing a bet): a stake missing or badly typed, outside the merchant's limits, a parlay with too few or too
// many legs, a return above the most payout, or more than the balance. Each problem carries the platform's
// error code, so the slip words it as the server's refusal would be worded.
import { parlayReturn, singleReturn, stakeMinor } from './slip-math.ts';

export interface SlipRules {
  /** Minor units. */
  minStake: bigint;
  maxStake: bigint;
  maxPayout: bigint;
  parlayMinLegs: number;
  parlayMaxLegs: number;
}

export type SlipProblemCode =
  | 'stake_missing'
  | 'stake_invalid'
  | 'stake_below_min'
  | 'stake_above_max'
  | 'sports_payout_limit'
  | 'insufficient_funds'
  | 'parlay_too_few_legs'
  | 'parlay_too_many_legs';

export interface SlipProblem {
  code: SlipProblemCode;
  /** The selection whose stake is at fault (singles); none for the parlay or the whole slip. */
  outcomeId?: string;
}

export interface SingleLine {
  outcomeId: string;
  odds: bigint;
  stakeText: string;
}

function stakeProblem(text: string, exponent: number, rules: SlipRules): SlipProblemCode | null {
  if (text.trim() === '') return 'stake_missing';
  const stake = stakeMinor(text, exponent);
  if (stake === null) return 'stake_invalid';
  if (stake < rules.minStake) return 'stake_below_min';
  if (stake > rules.maxStake) return 'stake_above_max';
  return null;
}

/** Singles: each line with a stake is a bet; a line left empty is not sent. Balance null: not known (a guest). */
export function checkSingles(lines: readonly SingleLine[], exponent: number, rules: SlipRules, balance: bigint | null): SlipProblem[] {
  const problems: SlipProblem[] = [];
  let total = 0n;
  for (const line of lines) {
    if (line.stakeText.trim() === '') continue;
    const code = stakeProblem(line.stakeText, exponent, rules);
    if (code) {
      problems.push({ code, outcomeId: line.outcomeId });
      continue;
    }
    const stake = stakeMinor(line.stakeText, exponent)!;
    total += stake;
    if (singleReturn(stake, line.odds) > rules.maxPayout) problems.push({ code: 'sports_payout_limit', outcomeId: line.outcomeId });
  }
  if (problems.length === 0 && total === 0n) problems.push({ code: 'stake_missing' });
  if (problems.length === 0 && balance !== null && total > balance) problems.push({ code: 'insufficient_funds' });
  return problems;
}

/** A mix parlay: the legs' count against the merchant's, then its one stake. */
export function checkParlay(legs: readonly bigint[], stakeText: string, exponent: number, rules: SlipRules, balance: bigint | null): SlipProblem[] {
  if (legs.length < rules.parlayMinLegs) return [{ code: 'parlay_too_few_legs' }];
  if (legs.length > rules.parlayMaxLegs) return [{ code: 'parlay_too_many_legs' }];
  const code = stakeProblem(stakeText, exponent, rules);
  if (code) return [{ code }];
  const stake = stakeMinor(stakeText, exponent)!;
  if (parlayReturn(stake, legs) > rules.maxPayout) return [{ code: 'sports_payout_limit' }];
  if (balance !== null && stake > balance) return [{ code: 'insufficient_funds' }];
  return [];
}

/** The largest stake the slip offers as "max": the merchant's maximum, the balance, and what keeps the return under the most payout. */
export function maxStakeFor(returnOf: (stake: bigint) => bigint, rules: SlipRules, balance: bigint | null): bigint {
  let high = rules.maxStake;
  if (balance !== null && balance < high) high = balance;
  if (returnOf(high) <= rules.maxPayout) return high;
  // The return grows with the stake: the largest stake whose return is at most the most payout, by halving.
  let low = 0n;
  while (low < high) {
    const middle = (low + high + 1n) / 2n;
    if (returnOf(middle) <= rules.maxPayout) low = middle;
    else high = middle - 1n;
  }
  return low;
}
