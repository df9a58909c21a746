import { describe, expect, it } from 'vitest';
import { FairRng } from '../fair/rng.ts';
import { nodeHash } from '../fair/node-crypto.ts';
import { sha256 } from '../fair/sha256.ts';
import { FairError } from '../fair/hash.ts';
import { FISH_TYPES, FISHING_RTP_BASIS_POINTS, captureOdds, fireShot } from './fishing.ts';

const seeds = (nonce: number) => ({ serverSeed: 'ef'.repeat(32), clientSeed: 'fishing-test', nonce });

describe('fishing', () => {
  it('returns exactly the published 96% on every fish by construction', () => {
    for (const fish of FISH_TYPES) {
      const { captureBelow, drawRange } = captureOdds(fish);
      // E[payout] / stake = multiplier × captureBelow / drawRange, compared as integers: 96 / 100.
      expect(BigInt(fish.multiplier) * BigInt(captureBelow) * 100n).toBe(96n * BigInt(drawRange));
      expect(captureBelow).toBeLessThan(drawRange);
    }
    expect(FISHING_RTP_BASIS_POINTS).toBe(9600);
  });

  it('captures exactly when the draw falls below the bound', () => {
    // A hash that always yields the same block: a 300× fish draws from [0, 3,000,000) on its first three bytes.
    const hit = fireShot(new FairRng(seeds(0), { sha256, hmacSha256: () => new Uint8Array(32) }), { fishId: 'golden-dragon', cannonLevel: 3, levelValue: 10n });
    expect(hit).toMatchObject({ captured: true, stake: 30n, payout: 9000n, draw: 0 });
    const edge = fireShot(new FairRng(seeds(0), { sha256, hmacSha256: () => Uint8Array.from([0, 37, 128, ...new Array<number>(29).fill(0)]) }), {
      fishId: 'golden-dragon',
      cannonLevel: 1,
      levelValue: 1n,
    });
    // 0x002580 = 9600: the first draw not captured.
    expect(edge).toMatchObject({ draw: 9600, captured: false, payout: 0n });
    const justBelow = fireShot(new FairRng(seeds(0), { sha256, hmacSha256: () => Uint8Array.from([0, 37, 127, ...new Array<number>(29).fill(0)]) }), {
      fishId: 'golden-dragon',
      cannonLevel: 1,
      levelValue: 1n,
    });
    expect(justBelow).toMatchObject({ draw: 9599, captured: true, payout: 300n });
  });

  it('plays close to 96% over many shots at a small fish, from the fair stream', () => {
    let staked = 0n;
    let paid = 0n;
    for (let nonce = 0; nonce < 20_000; nonce++) {
      const result = fireShot(new FairRng(seeds(nonce), nodeHash), { fishId: 'clownfish', cannonLevel: 1, levelValue: 100n });
      staked += result.stake;
      paid += result.payout;
    }
    // Standard error of a 2× fish over 20,000 shots is about 0.7 points.
    expect(Number(paid) / Number(staked)).toBeGreaterThan(0.93);
    expect(Number(paid) / Number(staked)).toBeLessThan(0.99);
  });

  it('refuses unknown fish and cannon levels outside 1–10 without drawing', () => {
    const rng = new FairRng(seeds(0), nodeHash);
    expect(() => fireShot(rng, { fishId: 'kraken', cannonLevel: 1, levelValue: 1n })).toThrow(FairError);
    expect(() => fireShot(rng, { fishId: 'shark', cannonLevel: 11, levelValue: 1n })).toThrow(/1–10/);
    expect(() => fireShot(rng, { fishId: 'shark', cannonLevel: 1, levelValue: 0n })).toThrow(FairError);
    expect(rng.bytesUsed).toBe(0);
  });
});
