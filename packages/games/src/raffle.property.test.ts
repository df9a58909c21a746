import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nodeHash } from './fair/node-crypto.ts';
import { portableHash } from './fair/sha256.ts';
import { drawRaffle, entryListDigest } from './raffle.ts';

const seed = fc.stringMatching(/^[0-9a-f]{64}$/);
const counts = fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 0, maxLength: 40 });
const places = fc.integer({ min: 0, max: 12 });

describe('a raffle draw', () => {
  it('is the same from the same seed and entry list, on the server and in a browser', () => {
    fc.assert(
      fc.property(seed, counts, places, (serverSeed, list, k) => {
        const first = drawRaffle({ serverSeed, counts: list, places: k }, nodeHash);
        expect(drawRaffle({ serverSeed, counts: list, places: k }, nodeHash)).toEqual(first);
        expect(drawRaffle({ serverSeed, counts: list, places: k }, portableHash)).toEqual(first);
      }),
    );
  });

  it('gives min(places, entrants) distinct winners, each a real entrant', () => {
    fc.assert(
      fc.property(seed, counts, places, (serverSeed, list, k) => {
        const winners = drawRaffle({ serverSeed, counts: list, places: k }, nodeHash);
        expect(winners).toHaveLength(Math.min(k, list.length));
        expect(new Set(winners).size).toBe(winners.length);
        for (const position of winners) expect(position >= 0 && position < list.length).toBe(true);
      }),
    );
  });

  it('depends on the entry list: the digest changes with any count, and the 1st place with the list', () => {
    fc.assert(
      fc.property(
        counts.filter((list) => list.length > 0),
        fc.nat(),
        (list, at) => {
          const changed = list.slice();
          changed[at % list.length]! += 1;
          expect(entryListDigest(changed, nodeHash)).not.toBe(entryListDigest(list, nodeHash));
        },
      ),
    );
    expect(entryListDigest([1, 23], nodeHash)).not.toBe(entryListDigest([12, 3], nodeHash));
  });

  it('weighs every entry equally: the 1st place falls on each entrant in proportion to its entries', () => {
    // 1, 2, 3 and 4 entries: over many seeds the first place lands on them about 10 %, 20 %, 30 %, 40 %.
    const list = [1, 2, 3, 4];
    const hits = [0, 0, 0, 0];
    const draws = 20_000;
    for (let i = 0; i < draws; i++) {
      const serverSeed = i.toString(16).padStart(64, '0');
      hits[drawRaffle({ serverSeed, counts: list, places: 1 }, nodeHash)[0]!]! += 1;
    }
    const expected = list.map((count) => (count / 10) * draws);
    const chiSquare = hits.reduce((sum, hit, i) => sum + (hit - expected[i]!) ** 2 / expected[i]!, 0);
    // 3 degrees of freedom: P(χ² > 16.27) = 0.001.
    expect(chiSquare).toBeLessThan(16.27);
  });

  it('gives the later places to the entrants left, in proportion to their entries', () => {
    // With [1, 1, 8] the big entrant usually wins 1st; when it does not, it is very likely 2nd.
    let bigFirstOrSecond = 0;
    const draws = 4_000;
    for (let i = 0; i < draws; i++) {
      const winners = drawRaffle({ serverSeed: (i + 1).toString(16).padStart(64, '0'), counts: [1, 1, 8], places: 2 }, nodeHash);
      if (winners.includes(2)) bigFirstOrSecond += 1;
    }
    // P(the entrant with 8 of 10 entries places in two draws) = 0.8 + 2 × 0.1 × 8/9 ≈ 0.978.
    expect(bigFirstOrSecond / draws).toBeCloseTo(0.978, 1);
  });

  it('refuses a count below 1 or not whole', () => {
    const serverSeed = '0'.repeat(64);
    expect(() => drawRaffle({ serverSeed, counts: [1, 0], places: 1 }, nodeHash)).toThrow(/whole number of entries/);
    expect(() => drawRaffle({ serverSeed, counts: [1.5], places: 1 }, nodeHash)).toThrow(/whole number of entries/);
  });
});
