// Every house game: the catalogue entries the server lists and one entry point that plays a round of any
// of them from its seeds (the server to play, the verifier to replay).
import type { GameDefinition } from './definition.ts';
import { FairError, type FairHash } from './fair/hash.ts';
import { FairRng, type RoundSeeds } from './fair/rng.ts';
import { playSlotRound } from './slots/engine.ts';
import { SLOT_GAMES, slotDefinition } from './slots/games.ts';
import type { SlotRound } from './slots/types.ts';
import { playBaccarat, type BaccaratBets, type BaccaratRound } from './tables/baccarat.ts';
import { playRoulette, type RouletteBet, type RouletteRound } from './tables/roulette.ts';
import { replayBlackjack, type BlackjackAction, type BlackjackState } from './tables/blackjack.ts';
import { playNiuNiu, type NiuNiuRound } from './tables/niu-niu.ts';
import { TABLE_DEFINITIONS } from './tables/definitions.ts';
import { FISHING_DEFINITION, fireShot, type Shot, type ShotResult } from './fishing/fishing.ts';

export const HOUSE_GAMES: readonly GameDefinition[] = [...SLOT_GAMES.map(slotDefinition), ...TABLE_DEFINITIONS, FISHING_DEFINITION];

/** What the player staked and chose in a round: enough, with the seeds, to replay it. */
export type RoundInput =
  | { gameId: 'house-fruit-lines' | 'house-jade-ways' | 'house-koi-free-spins'; totalBet: bigint }
  | { gameId: 'house-baccarat'; bets: BaccaratBets }
  | { gameId: 'house-roulette'; bets: RouletteBet[] }
  /** A blackjack round's actions in the order played; the outcome is the state after the last. */
  | { gameId: 'house-blackjack'; stake: bigint; actions: BlackjackAction[] }
  /** Base bets of the seated players, in seat order. */
  | { gameId: 'house-niu-niu'; bases: bigint[] }
  | { gameId: 'house-ocean-hunter'; shot: Shot };

export type RoundOutcome = SlotRound | BaccaratRound | RouletteRound | BlackjackState | NiuNiuRound | ShotResult;

/** Plays (or replays) one round. Throws FairError on bad seeds, an unknown game or a bad bet. */
export function playRound(seeds: RoundSeeds, input: RoundInput, hash: FairHash): RoundOutcome {
  const rng = new FairRng(seeds, hash);
  switch (input.gameId) {
    case 'house-fruit-lines':
    case 'house-jade-ways':
    case 'house-koi-free-spins':
      return playSlotRound(
        SLOT_GAMES.find((game) => game.id === input.gameId)!,
        rng,
        input.totalBet,
      );
    case 'house-baccarat':
      return playBaccarat(rng, input.bets);
    case 'house-roulette':
      return playRoulette(rng, input.bets);
    case 'house-blackjack':
      return replayBlackjack(rng, input.stake, input.actions);
    case 'house-niu-niu':
      return playNiuNiu(rng, input.bases);
    case 'house-ocean-hunter':
      return fireShot(rng, input.shot);
    default:
      throw new FairError('game_unknown', `${(input as { gameId: string }).gameId}: not a house game`);
  }
}
