// The proof-of-work human verification (ALTCHA scheme) the server asks for before a username login, a
// registration or a code request: find n ≤ maxnumber with SHA-256(salt + n) = challenge, then send the
// answer as base64(JSON). Hashing runs in batches through Web Crypto, reporting progress between them.

export interface Challenge {
  algorithm: string;
  challenge: string;
  maxnumber?: number | undefined;
  salt: string;
  signature: string;
}

export interface SolveOptions {
  /** Called between batches with the share of the search space covered so far (0–1). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Numbers hashed in parallel per batch. */
  batchSize?: number;
  /** Lets the page breathe between batches when solving on the main thread. */
  yieldBetweenBatches?: () => Promise<void>;
}

export const DEFAULT_MAX_NUMBER = 1_000_000;

const ALGORITHMS: Record<string, string> = { 'SHA-256': 'SHA-256', 'SHA-384': 'SHA-384', 'SHA-512': 'SHA-512' };

function toHex(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  let out = '';
  for (const byte of bytes) out += byte.toString(16).padStart(2, '0');
  return out;
}

export class ChallengeUnsolvedError extends Error {
  constructor() {
    super('The verification challenge has no answer within its range');
    this.name = 'ChallengeUnsolvedError';
  }
}

/** The number that solves the challenge. Throws ChallengeUnsolvedError when none up to maxnumber does. */
export async function solveChallenge(challenge: Challenge, options: SolveOptions = {}): Promise<number> {
  const algorithm = ALGORITHMS[challenge.algorithm.toUpperCase()];
  if (!algorithm) throw new Error(`Unsupported verification algorithm ${challenge.algorithm}`);
  const max = challenge.maxnumber ?? DEFAULT_MAX_NUMBER;
  const batchSize = options.batchSize ?? 500;
  const target = challenge.challenge.toLowerCase();
  const encoder = new TextEncoder();
  for (let start = 0; start <= max; start += batchSize) {
    options.signal?.throwIfAborted();
    const end = Math.min(max, start + batchSize - 1);
    const numbers = Array.from({ length: end - start + 1 }, (_, i) => start + i);
    const digests = await Promise.all(numbers.map((n) => crypto.subtle.digest(algorithm, encoder.encode(challenge.salt + n))));
    const found = digests.findIndex((digest) => toHex(digest) === target);
    if (found >= 0) {
      options.onProgress?.(1);
      return start + found;
    }
    options.onProgress?.(Math.min(1, (end + 1) / (max + 1)));
    if (options.yieldBetweenBatches) await options.yieldBetweenBatches();
  }
  throw new ChallengeUnsolvedError();
}

/** The answer as the server reads it: base64 of the JSON {algorithm, challenge, number, salt, signature}. */
export function encodeSolution(challenge: Challenge, number: number, tookMs?: number): string {
  const payload = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number,
    salt: challenge.salt,
    signature: challenge.signature,
    ...(tookMs === undefined ? {} : { took: Math.round(tookMs) }),
  };
  return btoa(JSON.stringify(payload));
}

/** When the challenge stops being accepted: its salt may carry `expires=<unix seconds>` (ALTCHA's convention). */
export function challengeExpiresAt(challenge: Pick<Challenge, 'salt'>): number | null {
  const match = /[?&]expires=(\d+)/.exec(challenge.salt);
  return match ? Number(match[1]) * 1000 : null;
}
