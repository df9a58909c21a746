// The bet slip: lines of one game with their stakes, what each line costs, the slip's total over the chosen
// draws, and the numbers of a selection written the one way the server takes them (lottery-tickets.ts).
// Money is minor units in bigint (docs/conventions.md); a stake is kept as the text the player typed until it is read.
import type { LotteryGameCode } from '@orbit/contracts/lottery';
import { formatMinor, parseAmount } from '@orbit/contracts/money';
import { fourDPermutationCount } from '@orbit/games/lottery/four-d-bets';
import { KENO_MAX_SPOTS, KENO_POOL } from '@orbit/games/lottery/keno';
import { XSMB_BET_SHAPES } from '@orbit/games/lottery/xsmb-bets';

export interface SlipLine {
  betType: string;
  numbers: string[];
  /** As typed ("2", "1.50"). */
  stake: string;
}

/** The limits of the game a line is checked against (lotteryGamesEndpoint). */
export interface StakeLimits {
  minStake: string;
  maxStake: string;
}

export type LineProblem = 'stake_invalid' | 'stake_below_min' | 'stake_above_max' | 'box_needs_different_digits';

/** The decimals of the game's amounts ("1.00" → 2). */
export const exponentOfAmount = (amount: string): number => amount.split('.')[1]?.length ?? 0;

/** Two lines with the same key are the same bet: the slip keeps one. */
export const lineKey = (line: Pick<SlipLine, 'betType' | 'numbers'>): string => `${line.betType}:${line.numbers.join(',')}`;

const isBox = (betType: string) => betType.endsWith('-box');
const isAnyBox = (betType: string) => betType.endsWith('-box') || betType.endsWith('-ibox');

/** The stake in minor units, or null when it is not an amount of the currency. */
export function stakeMinor(stake: string, exponent: number): bigint | null {
  const parsed = parseAmount(stake, exponent);
  return parsed.ok ? parsed.minor : null;
}

/** An amount from the server ("-1.50", "0.00") in minor units, or null when it has more decimals than the currency. */
export function amountMinor(amount: string, exponent: number): bigint | null {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!match) return null;
  const fraction = (match[3] ?? '').replace(/0+$/, '');
  if (fraction.length > exponent) return null;
  const minor = BigInt(match[2]!) * 10n ** BigInt(exponent) + BigInt(fraction.padEnd(exponent, '0') || '0');
  return match[1] ? -minor : minor;
}

/** How many times a line's stake is bought: a 4D Box buys every ordering of its digits; everything else once. */
export function lineMultiplier(line: Pick<SlipLine, 'betType' | 'numbers'>): number {
  return isBox(line.betType) ? fourDPermutationCount(line.numbers[0] ?? '') : 1;
}

/** What a line costs on one draw, or null when its stake is not an amount. */
export function lineCost(line: SlipLine, exponent: number): bigint | null {
  const stake = stakeMinor(line.stake, exponent);
  return stake === null ? null : stake * BigInt(lineMultiplier(line));
}

/** Why a line cannot be placed as it is, or null. */
export function lineProblem(line: SlipLine, limits: StakeLimits, exponent: number): LineProblem | null {
  if (isAnyBox(line.betType) && fourDPermutationCount(line.numbers[0] ?? '') < 2) return 'box_needs_different_digits';
  const stake = stakeMinor(line.stake, exponent);
  if (stake === null) return 'stake_invalid';
  const min = stakeMinor(limits.minStake, exponent);
  const max = stakeMinor(limits.maxStake, exponent);
  if (min !== null && stake < min) return 'stake_below_min';
  if (max !== null && stake > max) return 'stake_above_max';
  return null;
}

export interface SlipTotals {
  /** Every line once. */
  perDraw: bigint;
  /** Every line on every chosen draw: what the order takes from the balance. */
  total: bigint;
  /** Indexes of the lines that cannot be placed. */
  problems: number[];
}

export function slipTotals(lines: readonly SlipLine[], drawCount: number, limits: StakeLimits, exponent: number): SlipTotals {
  let perDraw = 0n;
  const problems: number[] = [];
  lines.forEach((line, index) => {
    if (lineProblem(line, limits, exponent)) problems.push(index);
    perDraw += lineCost(line, exponent) ?? 0n;
  });
  return { perDraw, total: perDraw * BigInt(Math.max(0, drawCount)), problems };
}

/** The slip line a server field names ("lines[2].numbers[1]" → 2), or null. */
export function lineOfField(field: string | undefined): number | null {
  const match = /^lines\[(\d+)\]/.exec(field ?? '');
  return match ? Number(match[1]) : null;
}

/** Adds lines to the slip: a bet already on it takes the new stake in its place; new bets go at the end. */
export function addToSlip(lines: readonly SlipLine[], added: readonly SlipLine[]): SlipLine[] {
  const next = [...lines];
  for (const line of added) {
    const at = next.findIndex((existing) => lineKey(existing) === lineKey(line));
    if (at === -1) next.push(line);
    else next[at] = line;
  }
  return next;
}

export const formatStake = (minor: bigint, exponent: number): string => formatMinor(minor, exponent);

/** Digits per number of each XSMB bet type, and how many numbers one line takes: the games' own table. */
export const XSMB_SHAPES: Readonly<Record<string, { count: number; digits: number }>> = XSMB_BET_SHAPES;

export { KENO_POOL };
export const KENO_MAX_PICKS = KENO_MAX_SPOTS;

const SEA_CHOICES: Readonly<Record<string, readonly string[]>> = {
  number: ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'],
  size: ['big', 'small'],
  parity: ['odd', 'even'],
  colour: ['red', 'green', 'violet'],
};

function digitsOf(text: string, length: number): string | null {
  const trimmed = text.trim();
  return new RegExp(`^\\d{${length}}$`).test(trimmed) ? trimmed : null;
}

/**
 * A selection's numbers as the server takes them, or null when they are not a bet of that type: digit
 * strings of the type's length, xiên numbers different and in ascending order, keno picks different, 1–80,
 * without leading zeros and in ascending order. Two selections of the same bet read the same.
 */
export function canonicalNumbers(gameCode: LotteryGameCode, betType: string, numbers: readonly string[]): string[] | null {
  if (gameCode === '4d') {
    const number = numbers.length === 1 ? digitsOf(numbers[0]!, 4) : null;
    return number ? [number] : null;
  }
  if (gameCode === 'xsmb') {
    const shape = XSMB_SHAPES[betType];
    if (!shape || numbers.length !== shape.count) return null;
    const read = numbers.map((n) => digitsOf(n, shape.digits));
    if (read.some((n) => n === null)) return null;
    const unique = [...new Set(read as string[])].sort();
    return unique.length === shape.count ? unique : null;
  }
  if (gameCode === 'keno') {
    if (betType !== 'pick' || numbers.length < 1 || numbers.length > KENO_MAX_PICKS) return null;
    const read = numbers.map((n) => (/^\d{1,2}$/.test(n.trim()) ? Number(n) : NaN));
    if (read.some((n) => !Number.isInteger(n) || n < 1 || n > KENO_POOL)) return null;
    const unique = [...new Set(read)].sort((a, b) => a - b);
    return unique.length === read.length ? unique.map(String) : null;
  }
  const choices = SEA_CHOICES[betType];
  const choice = numbers.length === 1 ? numbers[0]!.trim() : '';
  return choices?.includes(choice) ? [choice] : null;
}
