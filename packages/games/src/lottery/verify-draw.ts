// Checks a lottery draw once its server seed is revealed, like verifyRound does for a player's round: the
// seed must hash to the commitment published before betting opened, and drawing again from the seed and
// the draw id must give the recorded result.
import { FairError, type FairHash } from '../fair/hash.ts';
import { seedMatchesCommitment } from '../fair/commitment.ts';
import { canonicalJson } from '../verify.ts';
import { drawLottery, type LotteryKind, type LotteryResults } from './draw.ts';

export interface DrawRecord {
  kind: LotteryKind;
  drawId: string;
  serverSeed: string;
  /** SHA-256 of the server seed's bytes, as hex, published before betting opened. */
  commitment: string;
  /** The result as published (from JSON: compared in canonical form, key order ignored). */
  result: unknown;
}

export interface DrawVerification {
  seedMatchesCommitment: boolean;
  resultMatches: boolean;
  /** Both hold. */
  valid: boolean;
  /** The redrawn result, or why the draw could not be redrawn. */
  recomputed?: LotteryResults[LotteryKind];
  error?: { code: string; message: string };
}

export function verifyDraw(record: DrawRecord, hash: FairHash): DrawVerification {
  const seedOk = seedMatchesCommitment(record.serverSeed, record.commitment, hash);
  try {
    const recomputed = drawLottery(record.kind, { serverSeed: record.serverSeed, drawId: record.drawId }, hash);
    const resultMatches = canonicalJson(recomputed) === canonicalJson(record.result);
    return { seedMatchesCommitment: seedOk, resultMatches, valid: seedOk && resultMatches, recomputed };
  } catch (error) {
    if (!(error instanceof FairError)) throw error;
    return { seedMatchesCommitment: seedOk, resultMatches: false, valid: false, error: { code: error.code, message: error.message } };
  }
}
