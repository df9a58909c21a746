// One entry point that draws any lottery from its seeds (the server to draw, the verifier to replay).
//
// A draw is shared by every player, so no player chooses a client seed: the draw's public id takes that
// place, with nonce 0. Each draw has its own server seed, committed (SHA-256) before betting opens and
// revealed after the draw: the result is fixed before any bet is known, and anyone can recompute it from
// HMAC-SHA256(seed, `${drawId}:0:${cursor}`) bytes. Never reuse a seed: once revealed it would tell the
// next draw's result.
import { FairError, type FairHash } from '../fair/hash.ts';
import { FairRng, type RoundSeeds } from '../fair/rng.ts';
import { drawFourD, type FourDResult } from './four-d.ts';
import { drawKeno, type KenoResult } from './keno.ts';
import { drawSeaFast, type SeaFastResult } from './sea-fast.ts';
import { drawXsmb, type XsmbResult } from './xsmb.ts';

export interface LotteryResults {
  '4d': FourDResult;
  xsmb: XsmbResult;
  'sea-fast': SeaFastResult;
  keno: KenoResult;
}

export type LotteryKind = keyof LotteryResults;

export const LOTTERY_KINDS: readonly LotteryKind[] = ['4d', 'xsmb', 'sea-fast', 'keno'];

export interface DrawSeeds {
  /** 64 lower-case hex digits, one fresh seed per draw. */
  serverSeed: string;
  /** The draw's public id, 1–64 printable ASCII characters (such as "sea-1m:2025-06-14T12:05"). */
  drawId: string;
}

export const drawRoundSeeds = ({ serverSeed, drawId }: DrawSeeds): RoundSeeds => ({ serverSeed, clientSeed: drawId, nonce: 0 });

/** Draws (or redraws) a result. Throws FairError on bad seeds (`fair_bad_*`) or an unknown kind (`game_unknown`). */
export function drawLottery<K extends LotteryKind>(kind: K, seeds: DrawSeeds, hash: FairHash): LotteryResults[K] {
  const rng = new FairRng(drawRoundSeeds(seeds), hash);
  const draws: { [Kind in LotteryKind]: (rng: FairRng) => LotteryResults[Kind] } = {
    '4d': drawFourD,
    xsmb: drawXsmb,
    'sea-fast': drawSeaFast,
    keno: drawKeno,
  };
  if (!Object.hasOwn(draws, kind)) throw new FairError('game_unknown', `${String(kind)}: not a lottery`);
  return draws[kind](rng);
}
