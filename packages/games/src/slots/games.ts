// The house slot games and their catalogue entries.
import type { GameDefinition } from '../definition.ts';
import { fruitLines } from './fruit-lines.ts';
import { jadeWays } from './jade-ways.ts';
import { koiFreeSpins } from './koi-free-spins.ts';
import type { SlotGameSpec } from './types.ts';

export const SLOT_GAMES: readonly SlotGameSpec[] = [fruitLines, jadeWays, koiFreeSpins];

export function slotDefinition(game: SlotGameSpec): GameDefinition {
  const step = BigInt(game.coinsPerSpin);
  // The smallest stake is one minor unit per coin.
  return { id: game.id, category: 'rng', nameKey: game.nameKey, minBet: step, betStep: step, statedRtp: game.statedRtp };
}
