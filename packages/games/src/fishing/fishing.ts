// Fish shooting: each fish pays a fixed multiple of the shot's stake when captured, and a shot captures its
// target with probability RTP / multiplier, so every shot returns exactly the published RTP on average,
// whatever the fish. The draw is an integer in [0, 10000 × multiplier) below the RTP in basis points
// (9600 for 96%): exact, no floating point.
import { FairError } from '../fair/hash.ts';
import type { FairRng } from '../fair/rng.ts';
import type { GameDefinition } from '../definition.ts';

export const FISHING_RTP_BASIS_POINTS = 9600;
export const CANNON_LEVELS = 10;

export interface FishType {
  id: string;
  nameKey: string;
  multiplier: number;
}

export const FISH_TYPES: readonly FishType[] = [
  { id: 'clownfish', nameKey: 'games.fish.clownfish', multiplier: 2 },
  { id: 'angelfish', nameKey: 'games.fish.angelfish', multiplier: 3 },
  { id: 'pufferfish', nameKey: 'games.fish.pufferfish', multiplier: 5 },
  { id: 'lionfish', nameKey: 'games.fish.lionfish', multiplier: 8 },
  { id: 'turtle', nameKey: 'games.fish.turtle', multiplier: 10 },
  { id: 'stingray', nameKey: 'games.fish.stingray', multiplier: 15 },
  { id: 'swordfish', nameKey: 'games.fish.swordfish', multiplier: 20 },
  { id: 'shark', nameKey: 'games.fish.shark', multiplier: 30 },
  { id: 'octopus', nameKey: 'games.fish.octopus', multiplier: 50 },
  { id: 'whale', nameKey: 'games.fish.whale', multiplier: 100 },
  { id: 'golden-dragon', nameKey: 'games.fish.golden-dragon', multiplier: 300 },
];

export const FISHING_DEFINITION: GameDefinition = {
  id: 'house-ocean-hunter',
  category: 'fish',
  nameKey: 'games.house-ocean-hunter.name',
  minBet: 1n,
  betStep: 1n,
  statedRtp: FISHING_RTP_BASIS_POINTS / 100,
};

export interface Shot {
  fishId: string;
  /** 1–10: the shot's stake is cannonLevel × levelValue. */
  cannonLevel: number;
  /** Minor units per cannon level (the room's coin). */
  levelValue: bigint;
}

export interface ShotResult {
  fishId: string;
  stake: bigint;
  captured: boolean;
  payout: bigint;
  /** The draw and the bound it had to be under: shown by the verifier. */
  draw: number;
  captureBelow: number;
  drawRange: number;
}

/** The capture odds of a fish as an exact fraction: captured when draw < captureBelow out of drawRange. */
export function captureOdds(fish: FishType): { captureBelow: number; drawRange: number } {
  return { captureBelow: FISHING_RTP_BASIS_POINTS, drawRange: 10_000 * fish.multiplier };
}

export function fireShot(rng: FairRng, shot: Shot): ShotResult {
  const fish = FISH_TYPES.find((candidate) => candidate.id === shot.fishId);
  if (!fish) throw new FairError('game_bad_target', `${shot.fishId}: no such fish`);
  if (!Number.isInteger(shot.cannonLevel) || shot.cannonLevel < 1 || shot.cannonLevel > CANNON_LEVELS) {
    throw new FairError('game_bad_bet', `The cannon level must be 1–${CANNON_LEVELS}`);
  }
  if (typeof shot.levelValue !== 'bigint' || shot.levelValue <= 0n) throw new FairError('game_bad_bet', 'The level value must be positive');
  const stake = BigInt(shot.cannonLevel) * shot.levelValue;
  const { captureBelow, drawRange } = captureOdds(fish);
  const draw = rng.int(drawRange);
  const captured = draw < captureBelow;
  return { fishId: fish.id, stake, captured, payout: captured ? stake * BigInt(fish.multiplier) : 0n, draw, captureBelow, drawRange };
}
