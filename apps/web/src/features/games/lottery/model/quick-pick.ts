// Quick picks: random numbers for a bet, from the browser's cryptographic generator (no modulo bias).
import type { LotteryGameCode } from '@orbit/contracts/lottery';
import { KENO_POOL, XSMB_SHAPES } from './slip.ts';

/** An integer in [0, n). */
export type RandomInt = (n: number) => number;

export const cryptoInt: RandomInt = (n) => {
  // The largest multiple of n below 2^32: values at or above it are drawn again.
  const limit = Math.floor(0x1_0000_0000 / n) * n;
  const buffer = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(buffer);
    if (buffer[0]! < limit) return buffer[0]! % n;
  }
};

/** `count` different integers of [0, n), in the order drawn. */
export function distinct(count: number, n: number, random: RandomInt): number[] {
  const pool = Array.from({ length: n }, (_, i) => i);
  const picked: number[] = [];
  for (let i = 0; i < Math.min(count, n); i++) {
    const j = i + random(n - i);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
    picked.push(pool[i]!);
  }
  return picked;
}

const digits = (value: number, length: number) => String(value).padStart(length, '0');

/**
 * Random numbers for one line: a 4D number; an XSMB number of the type's digits (xiên: its count of
 * different two-digit numbers); a SEA digit; `count` different keno numbers (1–10).
 */
export function quickPick(gameCode: LotteryGameCode, betType: string, count: number, random: RandomInt = cryptoInt): string[] {
  if (gameCode === '4d') return [digits(random(10_000), 4)];
  if (gameCode === 'xsmb') {
    const shape = XSMB_SHAPES[betType] ?? { count: 1, digits: 2 };
    return distinct(shape.count, 10 ** shape.digits, random)
      .map((n) => digits(n, shape.digits))
      .sort();
  }
  if (gameCode === 'keno')
    return distinct(Math.min(10, Math.max(1, count)), KENO_POOL, random)
      .map((n) => n + 1)
      .sort((a, b) => a - b)
      .map(String);
  return [String(random(10))];
}
