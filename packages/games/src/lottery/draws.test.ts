// Sanity of the draws' distributions on fixed seeds: 10,000 draws of each lottery, every count within
// generous bounds (at least 5 standard deviations wide), so the test never fails by chance and still
// catches a digit or number that is never, or twice as often, drawn.
import { describe, expect, it } from 'vitest';
import { nodeHash } from '../fair/node-crypto.ts';
import { drawLottery, type LotteryKind, type LotteryResults } from './draw.ts';
import { xsmbNumbers } from './xsmb.ts';

const DRAWS = 10_000;
const serverSeed = '3c'.repeat(32);

function drawMany<K extends LotteryKind>(kind: K): LotteryResults[K][] {
  return Array.from({ length: DRAWS }, (_, i) => drawLottery(kind, { serverSeed, drawId: `${kind}:${i}` }, nodeHash));
}

/** counts[position][digit] over the numbers given, all of the same length. */
function digitCounts(numbers: readonly string[]): number[][] {
  const counts = Array.from({ length: numbers[0]!.length }, () => new Array<number>(10).fill(0));
  for (const number of numbers) for (let p = 0; p < number.length; p++) counts[p]![Number(number[p])]! += 1;
  return counts;
}

function expectAllWithin(counts: readonly number[], expected: number, tolerance: number) {
  for (const count of counts) {
    expect(count).toBeGreaterThanOrEqual(expected * (1 - tolerance));
    expect(count).toBeLessThanOrEqual(expected * (1 + tolerance));
  }
}

describe('draw distributions over 10,000 draws', () => {
  it('4D: every digit in every position, for the first prize and over all 23 numbers', () => {
    const results = drawMany('4d');
    // 10,000 first prizes: 1,000 per digit and position, σ ≈ 30.
    for (const position of digitCounts(results.map((r) => r.first))) expectAllWithin(position, 1_000, 0.2);
    // 230,000 numbers: 23,000 each, σ ≈ 144.
    const all = results.flatMap((r) => [r.first, r.second, r.third, ...r.special, ...r.consolation]);
    for (const position of digitCounts(all)) expectAllWithin(position, 23_000, 0.05);
  });

  it('XSMB: every digit in every position of the special prize, and every two-digit tail', () => {
    const results = drawMany('xsmb');
    for (const position of digitCounts(results.map((r) => r.special[0]!))) expectAllWithin(position, 1_000, 0.2);
    // 270,000 tails: 2,700 per value, σ ≈ 52.
    const tails = new Array<number>(100).fill(0);
    for (const result of results) for (const number of xsmbNumbers(result)) tails[Number(number.slice(-2))]! += 1;
    expectAllWithin(tails, 2_700, 0.15);
  });

  it('fast SEA: every digit', () => {
    const counts = new Array<number>(10).fill(0);
    for (const { number } of drawMany('sea-fast')) counts[number]! += 1;
    expectAllWithin(counts, 1_000, 0.2);
  });

  it('keno: every number of 1–80, and as first ball', () => {
    const results = drawMany('keno');
    const drawn = new Array<number>(81).fill(0);
    const first = new Array<number>(81).fill(0);
    for (const { numbers } of results) {
      for (const n of numbers) drawn[n]! += 1;
      first[numbers[0]!]! += 1;
    }
    // 2,500 per number, σ ≈ 43; as first ball 125, σ ≈ 11.
    expectAllWithin(drawn.slice(1), 2_500, 0.1);
    expectAllWithin(first.slice(1), 125, 0.5);
  });
});
