// Checks a finished round after its server seed is revealed: the seed must hash to the commitment shown
// before play, and replaying the round from the seeds must give the outcome that was recorded. Runs in a
// browser with the portable hash (fair/sha256.ts) or on the server with node:crypto.
import { playRound, type RoundInput, type RoundOutcome } from './catalog.ts';
import { FairError, type FairHash } from './fair/hash.ts';
import { seedMatchesCommitment } from './fair/commitment.ts';

export interface RoundRecord {
  serverSeed: string;
  /** SHA-256 of the server seed's bytes, as hex, published before the round. */
  commitment: string;
  clientSeed: string;
  nonce: number;
  input: RoundInput;
  /** The outcome as recorded (bigints may have become strings in JSON: they compare by value). */
  outcome: unknown;
}

export interface Verification {
  seedMatchesCommitment: boolean;
  outcomeMatches: boolean;
  /** Both hold. */
  valid: boolean;
  /** The replayed outcome, or why the round could not be replayed. */
  recomputed?: RoundOutcome;
  error?: { code: string; message: string };
}

/**
 * JSON with bigints written as decimal strings and object keys in sorted order: the form a recorded outcome
 * is compared in (a database's JSON type may keep keys in another order than they were written).
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => {
    if (typeof item === 'bigint') return item.toString();
    if (item && typeof item === 'object' && !Array.isArray(item))
      return Object.fromEntries(Object.entries(item as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    return item;
  });
}

export function verifyRound(record: RoundRecord, hash: FairHash): Verification {
  const seedOk = seedMatchesCommitment(record.serverSeed, record.commitment, hash);
  try {
    const recomputed = playRound({ serverSeed: record.serverSeed, clientSeed: record.clientSeed, nonce: record.nonce }, record.input, hash);
    const outcomeMatches = canonicalJson(recomputed) === canonicalJson(record.outcome);
    return { seedMatchesCommitment: seedOk, outcomeMatches, valid: seedOk && outcomeMatches, recomputed };
  } catch (error) {
    if (!(error instanceof FairError)) throw error;
    return { seedMatchesCommitment: seedOk, outcomeMatches: false, valid: false, error: { code: error.code, message: error.message } };
  }
}
