import { describe, expect, it } from 'vitest';
import { FairRng, type RoundSeeds } from './rng.ts';
import { nodeHash } from './node-crypto.ts';
import { portableHash, sha256 } from './sha256.ts';
import { commitServerSeed, seedMatchesCommitment } from './commitment.ts';
import { FairError, toHex, utf8, type FairHash } from './hash.ts';

// Vectors computed once (and cross-checked with Python's hmac module) and pinned: a change to the byte
// stream or to the draws would make every published round unverifiable.
const SEEDS: RoundSeeds = { serverSeed: '00'.repeat(31) + '01', clientSeed: 'player-seed', nonce: 7 };

/** A hash pair whose HMAC returns scripted blocks: drives the rejection edge cases byte by byte. */
function scriptedHash(blocks: number[][]): FairHash {
  let next = 0;
  return { sha256, hmacSha256: () => Uint8Array.from([...blocks[next++]!, ...new Array<number>(32).fill(0)].slice(0, 32)) };
}

describe('the byte stream', () => {
  it('is HMAC-SHA256(serverSeed, clientSeed:nonce:cursor), the cursor moving on after 32 bytes', () => {
    const rng = new FairRng(SEEDS, nodeHash);
    const bytes = Array.from({ length: 40 }, () => rng.nextByte());
    expect(bytes.slice(0, 8)).toEqual([121, 224, 172, 123, 240, 62, 3, 21]);
    expect(bytes.slice(32, 40)).toEqual([205, 224, 235, 103, 109, 242, 66, 34]);
    expect(rng.bytesUsed).toBe(40);
  });

  it('is the same with the portable hash a browser uses', () => {
    const server = new FairRng(SEEDS, nodeHash);
    const browser = new FairRng(SEEDS, portableHash);
    for (let i = 0; i < 300; i++) expect(browser.nextByte()).toBe(server.nextByte());
    for (const length of [0, 1, 55, 56, 63, 64, 65, 200]) {
      const data = utf8('x'.repeat(length));
      expect(toHex(portableHash.sha256(data))).toBe(toHex(nodeHash.sha256(data)));
      expect(toHex(portableHash.hmacSha256(data, data))).toBe(toHex(nodeHash.hmacSha256(data, data)));
    }
  });

  it('changes with every part of the seeds', () => {
    const first = (seeds: RoundSeeds) => new FairRng(seeds, nodeHash).nextByte() * 256 + new FairRng(seeds, nodeHash).int(2 ** 32);
    const base = first(SEEDS);
    expect(first({ ...SEEDS, nonce: 8 })).not.toBe(base);
    expect(first({ ...SEEDS, clientSeed: 'player-seeds' })).not.toBe(base);
    expect(first({ ...SEEDS, serverSeed: '00'.repeat(31) + '02' })).not.toBe(base);
  });

  it('refuses malformed seeds with a code', () => {
    const codeOf = (seeds: RoundSeeds) => {
      try {
        new FairRng(seeds, nodeHash);
        return 'accepted';
      } catch (error) {
        return (error as FairError).code;
      }
    };
    expect(codeOf({ ...SEEDS, serverSeed: 'abc' })).toBe('fair_bad_server_seed');
    expect(codeOf({ ...SEEDS, serverSeed: 'A'.repeat(64) })).toBe('fair_bad_server_seed');
    expect(codeOf({ ...SEEDS, clientSeed: '' })).toBe('fair_bad_client_seed');
    expect(codeOf({ ...SEEDS, clientSeed: 'x'.repeat(65) })).toBe('fair_bad_client_seed');
    expect(codeOf({ ...SEEDS, nonce: -1 })).toBe('fair_bad_nonce');
    expect(codeOf({ ...SEEDS, nonce: 1.5 })).toBe('fair_bad_nonce');
  });
});

describe('draws', () => {
  it('pin the known vectors', () => {
    const rng = new FairRng(SEEDS, nodeHash);
    expect(Array.from({ length: 10 }, () => rng.int(37))).toEqual([10, 24, 12, 25, 3, 21, 26, 16, 29, 32]);
    expect(Array.from({ length: 5 }, () => rng.int(1_000_000))).toEqual([332413, 324908, 214487, 190952, 203276]);
    const other = new FairRng(SEEDS, nodeHash);
    expect(other.shuffle([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])).toEqual([6, 9, 5, 3, 2, 0, 7, 4, 8, 1]);
    expect(other.pick(5, 80)).toEqual([47, 62, 63, 69, 31]);
    expect(other.weightedIndex([1, 2, 3, 4])).toBe(2);
  });

  it('reject bytes at or above the largest multiple of n instead of folding them (no modulo bias)', () => {
    // n = 37 on one byte: 222 = 6 × 37 is the limit, so 222…255 are thrown away.
    const rng = new FairRng(SEEDS, scriptedHash([[255, 222, 221]]));
    expect(rng.int(37)).toBe(221 % 37);
    expect(rng.bytesUsed).toBe(3);
    // n = 256 fits a byte exactly: nothing is rejected.
    expect(new FairRng(SEEDS, scriptedHash([[255]])).int(256)).toBe(255);
    // n = 257 needs two bytes, big-endian; 65535 ≥ 65535 - (65536 % 257) is rejected.
    const two = new FairRng(SEEDS, scriptedHash([[255, 255, 1, 2]]));
    expect(two.int(257)).toBe(258 % 257);
    // n = 2^32 takes four bytes and rejects nothing.
    expect(new FairRng(SEEDS, scriptedHash([[255, 255, 255, 255]])).int(2 ** 32)).toBe(2 ** 32 - 1);
  });

  it('carry a rejected draw over to the next HMAC block', () => {
    const rng = new FairRng(SEEDS, scriptedHash([new Array<number>(32).fill(250), [5]]));
    expect(rng.int(100)).toBe(5);
    expect(rng.bytesUsed).toBe(33);
  });

  it('treat n = 1 as certain without reading, and refuse empty or oversized ranges', () => {
    const rng = new FairRng(SEEDS, nodeHash);
    expect(rng.int(1)).toBe(0);
    expect(rng.bytesUsed).toBe(0);
    for (const n of [0, -3, 2.5, 2 ** 32 + 1, Number.NaN]) expect(() => rng.int(n)).toThrow(FairError);
    expect(() => rng.weightedIndex([0, 0])).toThrow(/positive/);
    expect(() => rng.weightedIndex([1, -1])).toThrow(FairError);
    expect(() => rng.pick(3, 2)).toThrow(FairError);
  });

  it('are uniform: chi-square of 74,000 draws from [0, 37) stays under the 0.1% critical value', () => {
    const rng = new FairRng({ ...SEEDS, nonce: 1 }, nodeHash);
    const draws = 74_000;
    const counts = new Array<number>(37).fill(0);
    for (let i = 0; i < draws; i++) counts[rng.int(37)]! += 1;
    const expected = draws / 37;
    const chiSquare = counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    // 36 degrees of freedom: P(χ² > 67.99) = 0.001.
    expect(chiSquare).toBeLessThan(67.99);
    // And not suspiciously perfect (a counter would give 0).
    expect(chiSquare).toBeGreaterThan(10);
  });

  it('give every weighted index in proportion and every shuffle position alike', () => {
    const rng = new FairRng({ ...SEEDS, nonce: 2 }, nodeHash);
    const hits = [0, 0, 0];
    for (let i = 0; i < 60_000; i++) hits[rng.weightedIndex([1, 2, 3])]! += 1;
    expect(hits[0]! / 60_000).toBeCloseTo(1 / 6, 2);
    expect(hits[2]! / 60_000).toBeCloseTo(3 / 6, 2);
    const firstOfShuffle = [0, 0, 0, 0];
    for (let i = 0; i < 40_000; i++) firstOfShuffle[rng.shuffle([0, 1, 2, 3])[0]!]! += 1;
    for (const count of firstOfShuffle) expect(count / 40_000).toBeCloseTo(0.25, 2);
  });
});

describe('the commitment', () => {
  it('is SHA-256 of the seed bytes in hex and checks a revealed seed', () => {
    const commitment = commitServerSeed(SEEDS.serverSeed, nodeHash);
    expect(commitment).toBe('ec4916dd28fc4c10d78e287ca5d9cc51ee1ae73cbfde08c6b37324cbfaac8bc5');
    expect(seedMatchesCommitment(SEEDS.serverSeed, commitment, portableHash)).toBe(true);
    expect(seedMatchesCommitment('00'.repeat(31) + '02', commitment, portableHash)).toBe(false);
    expect(seedMatchesCommitment('not-hex', commitment, portableHash)).toBe(false);
  });
});
