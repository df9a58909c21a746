import fc from 'fast-check';
import { propertyRuns } from '@orbit/contracts/testing/property-runs';
import { describe, expect, it } from 'vitest';
import { FairRng } from '../fair/rng.ts';
import { nodeHash } from '../fair/node-crypto.ts';
import { checkOddsTable } from './checks.ts';
import { ODDS_SCALE, odds } from './odds.ts';
import { DEFAULT_KENO_PAYTABLE, KENO_DRAWN, KENO_POOL, checkKenoBet, drawKeno, settleKeno, type KenoPayTable, type KenoResult } from './keno.ts';

const RESULT: KenoResult = { numbers: [3, 7, 12, 18, 21, 25, 33, 38, 40, 44, 47, 52, 56, 61, 64, 68, 72, 75, 79, 80] };
const pay = (picks: number[], stake: bigint, table: KenoPayTable = DEFAULT_KENO_PAYTABLE) => settleKeno({ picks, stake }, RESULT, table);

describe('keno prizes, worked by hand', () => {
  it('pays by spots and hits', () => {
    expect(pay([7], 100n)).toBe(375n); // 1 spot, 1 hit: 100 × 3.75
    expect(pay([8], 100n)).toBe(0n);
    expect(pay([7, 8], 100n)).toBe(100n); // 2 spots, 1 hit: 100 × 1 (the stake back)
    expect(pay([7, 12], 100n)).toBe(930n); // 2 spots, 2 hits: 100 × 9.3
    expect(pay([3, 7, 9], 100n)).toBe(300n); // 3 spots, 2 hits: 100 × 3
    expect(pay([3, 7, 12, 18], 100n)).toBe(12_500n); // 4 spots, 4 hits: 100 × 125
    expect(pay([3, 7, 1, 2, 4], 100n)).toBe(50n); // 5 spots, 2 hits: 100 × 0.5
    expect(pay([3, 7, 1, 2, 4], 1n)).toBe(0n); // 1 × 0.5 → 0, rounded down
    expect(pay([3, 7, 12, 18, 21, 25, 33, 38], 100n)).toBe(1_500_000n); // 8 of 8: 100 × 15,000
    expect(pay([1, 2, 4, 5, 6, 8, 9, 10, 11, 13], 100n)).toBe(200n); // 10 spots, no hit: 100 × 2
    expect(pay([3, 7, 12, 18, 21, 25, 33, 38, 40, 44], 100n)).toBe(8_000_000n); // 10 of 10: 100 × 80,000
  });

  it("pays a merchant's own table", () => {
    const table = DEFAULT_KENO_PAYTABLE.map((row, spots) => (spots === 0 ? [0n, odds('3.8')] : row));
    expect(pay([7], 100n, table)).toBe(380n);
    expect(checkOddsTable(table, DEFAULT_KENO_PAYTABLE).ok).toBe(true);
    expect(checkOddsTable(table.slice(0, 9), DEFAULT_KENO_PAYTABLE)).toMatchObject({ error: { code: 'table_invalid', field: 'table' } });
    const short = table.map((row, spots) => (spots === 3 ? row.slice(0, 4) : row));
    expect(checkOddsTable(short, DEFAULT_KENO_PAYTABLE)).toMatchObject({ error: { code: 'table_invalid', field: '[3]' } });
  });

  it('returns the stated figures, from the exact hypergeometric law', () => {
    const C = (n: number, k: number): bigint => (k < 0 || k > n ? 0n : k === 0 ? 1n : (C(n, k - 1) * BigInt(n - k + 1)) / BigInt(k));
    const draws = C(KENO_POOL, KENO_DRAWN);
    const stated = [93.75, 93.89, 94.35, 94.15, 94.33, 94.44, 94.1, 94.48, 94.05, 94.19];
    for (let spots = 1; spots <= 10; spots++) {
      // Ways to draw h of the player's spots and 20 − h of the other 80 − spots numbers.
      const ways = Array.from({ length: spots + 1 }, (_, hits) => C(spots, hits) * C(KENO_POOL - spots, KENO_DRAWN - hits));
      expect(ways.reduce((sum, w) => sum + w, 0n)).toBe(draws);
      // The mean number of hits is spots × 20 / 80.
      expect(ways.reduce((sum, w, hits) => sum + w * BigInt(hits), 0n) * 4n).toBe(draws * BigInt(spots));
      const returned = ways.reduce((sum, w, hits) => sum + w * DEFAULT_KENO_PAYTABLE[spots - 1]![hits]!, 0n);
      // In hundredths of a percent, rounded half up.
      const basisPoints = Number((returned * 10_000n + (draws * ODDS_SCALE) / 2n) / (draws * ODDS_SCALE));
      expect(basisPoints / 100).toBe(stated[spots - 1]);
    }
  });

  it('checks bets with a code and the field at fault', () => {
    expect(checkKenoBet({ picks: [80, 1], stake: 1n })).toEqual({ ok: true, value: { picks: [80, 1], stake: 1n } });
    const cases: [unknown, string, string][] = [
      [[1, 2], 'bet_type_invalid', 'bet'],
      [{ picks: [], stake: 1n }, 'numbers_count_invalid', 'picks'],
      [{ picks: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], stake: 1n }, 'numbers_count_invalid', 'picks'],
      [{ picks: [0], stake: 1n }, 'number_invalid', 'picks[0]'],
      [{ picks: [5, 81], stake: 1n }, 'number_invalid', 'picks[1]'],
      [{ picks: [5, 2.5], stake: 1n }, 'number_invalid', 'picks[1]'],
      [{ picks: ['5'], stake: 1n }, 'number_invalid', 'picks[0]'],
      [{ picks: [5, 5], stake: 1n }, 'numbers_repeated', 'picks'],
      [{ picks: [5], stake: -1n }, 'stake_invalid', 'stake'],
    ];
    for (const [input, code, field] of cases) expect(checkKenoBet(input)).toMatchObject({ ok: false, error: { code, field } });
  });
});

describe('keno properties', () => {
  const resultArb = fc.uniqueArray(fc.integer({ min: 1, max: 80 }), { minLength: 20, maxLength: 20 }).map((numbers): KenoResult => ({ numbers }));
  const tableArb = fc.tuple(
    ...Array.from({ length: 10 }, (_, spots) => fc.array(fc.bigInt({ min: 0n, max: 100_000n * ODDS_SCALE }), { minLength: spots + 2, maxLength: spots + 2 })),
  );

  it('settlement pays exactly what the table says', () => {
    fc.assert(
      fc.property(
        resultArb,
        fc.uniqueArray(fc.integer({ min: 1, max: 80 }), { minLength: 1, maxLength: 10 }),
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        tableArb,
        (result, picks, stake, table) => {
          const hits = picks.filter((pick) => result.numbers.includes(pick)).length;
          expect(settleKeno({ picks, stake }, result, table)).toBe((stake * table[picks.length - 1]![hits]!) / ODDS_SCALE);
        },
      ),
      { numRuns: propertyRuns(1_000) },
    );
  });

  it('a draw is 20 different numbers of 1–80, the same again from the same seeds', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), fc.integer({ min: 0, max: 10 ** 9 }), (seed, period) => {
        const seeds = { serverSeed: Buffer.from(seed).toString('hex'), clientSeed: `keno:${period}`, nonce: 0 };
        const { numbers } = drawKeno(new FairRng(seeds, nodeHash));
        expect(numbers).toHaveLength(20);
        expect(new Set(numbers).size).toBe(20);
        for (const n of numbers) expect(Number.isInteger(n) && n >= 1 && n <= 80).toBe(true);
        expect(drawKeno(new FairRng(seeds, nodeHash)).numbers).toEqual(numbers);
      }),
      { numRuns: propertyRuns(200) },
    );
  });
});
