// The provably fair byte stream and the draws built on it (docs/conventions.md, Randomness and provable fairness).
//
// bytes(cursor) = HMAC-SHA256(key = serverSeed bytes, message = `${clientSeed}:${nonce}:${cursor}`), cursor
// 0, 1, 2… each block giving 32 bytes, read in order. Integers in [0, n) take the fewest whole bytes that
// can hold n - 1, read big-endian, and reject values at or above the largest multiple of n that fits
// (rejection sampling: no modulo bias, no floating point), drawing again until one is accepted.
import { FairError, fromHex, utf8, type FairHash } from './hash.ts';

export interface RoundSeeds {
  /** 32 bytes as 64 hex digits; secret until the seed is rotated, committed to by sha256Hex(serverSeed). */
  serverSeed: string;
  /** Chosen by the player (or the site for them): 1–64 printable characters. */
  clientSeed: string;
  /** The round's number under this server seed, 0 upwards. */
  nonce: number;
}

export const MAX_DRAW_RANGE = 2 ** 32;

export function checkSeeds({ serverSeed, clientSeed, nonce }: RoundSeeds): void {
  if (!/^[0-9a-f]{64}$/.test(serverSeed)) throw new FairError('fair_bad_server_seed', 'The server seed must be 64 lower-case hex digits');
  if (!/^[\x20-\x7e]{1,64}$/.test(clientSeed)) throw new FairError('fair_bad_client_seed', 'The client seed must be 1–64 printable ASCII characters');
  if (!Number.isSafeInteger(nonce) || nonce < 0) throw new FairError('fair_bad_nonce', 'The nonce must be a whole number from 0');
}

export class FairRng {
  private readonly key: Uint8Array;
  private readonly prefix: string;
  private block: Uint8Array = new Uint8Array(0);
  private offset = 0;
  private cursor = 0;
  /** Bytes read so far: lets a verifier show how much of the stream a round used. */
  bytesUsed = 0;

  constructor(
    seeds: RoundSeeds,
    private readonly hash: FairHash,
  ) {
    checkSeeds(seeds);
    this.key = fromHex(seeds.serverSeed);
    this.prefix = `${seeds.clientSeed}:${seeds.nonce}:`;
  }

  nextByte(): number {
    if (this.offset === this.block.length) {
      this.block = this.hash.hmacSha256(this.key, utf8(this.prefix + this.cursor));
      this.cursor += 1;
      this.offset = 0;
    }
    this.bytesUsed += 1;
    return this.block[this.offset++]!;
  }

  /** A uniform integer in [0, n), n a whole number from 1 to 2^32. n = 1 reads no bytes. */
  int(n: number): number {
    if (!Number.isSafeInteger(n) || n < 1 || n > MAX_DRAW_RANGE) throw new FairError('fair_bad_range', `Cannot draw from [0, ${n})`);
    if (n === 1) return 0;
    const byteCount = bytesFor(n - 1);
    const space = 2 ** (8 * byteCount);
    const limit = space - (space % n);
    for (;;) {
      let value = 0;
      for (let i = 0; i < byteCount; i++) value = value * 256 + this.nextByte();
      if (value < limit) return value % n;
    }
  }

  /** An index drawn with probability weights[i] / sum(weights); weights are whole numbers, sum at most 2^32. */
  weightedIndex(weights: readonly number[]): number {
    let total = 0;
    for (const weight of weights) {
      if (!Number.isSafeInteger(weight) || weight < 0) throw new FairError('fair_bad_weights', 'Weights must be whole numbers from 0');
      total += weight;
    }
    if (total < 1) throw new FairError('fair_bad_weights', 'At least one weight must be positive');
    let ticket = this.int(total);
    for (let i = 0; i < weights.length; i++) {
      ticket -= weights[i]!;
      if (ticket < 0) return i;
    }
    throw new Error('unreachable: the ticket is below the total');
  }

  /** A new array in uniformly random order (Fisher–Yates from the end). */
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  }

  /** k distinct indices of [0, n) in draw order (a partial Fisher–Yates). */
  pick(k: number, n: number): number[] {
    if (!Number.isSafeInteger(k) || !Number.isSafeInteger(n) || k < 0 || k > n) throw new FairError('fair_bad_range', `Cannot pick ${k} of ${n}`);
    const pool = Array.from({ length: n }, (_, i) => i);
    for (let i = 0; i < k; i++) {
      const j = i + this.int(n - i);
      [pool[i], pool[j]] = [pool[j]!, pool[i]!];
    }
    return pool.slice(0, k);
  }
}

function bytesFor(maxValue: number): number {
  let count = 1;
  while (maxValue >= 2 ** (8 * count)) count += 1;
  return count;
}
