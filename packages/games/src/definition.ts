// What the server's catalogue and the site need to know about a house game, without its maths.

/** The platform's category keys (contracts' GameCategory): rng = slots, live = shared tables, pvp = card games, fish = fishing. */
export type HouseGameCategory = 'rng' | 'live' | 'pvp' | 'fish';

export interface GameDefinition {
  /** Stable id, also the key of the game's texts (`games.<id>.name`) and of verifyRound. */
  id: string;
  category: HouseGameCategory;
  /** i18n key of the game's name. */
  nameKey: string;
  /** Smallest total stake per round in minor units; stakes must also be whole multiples of betStep. */
  minBet: bigint;
  betStep: bigint;
  /** Return to player in percent as published (e.g. 96), the long-run share of stakes paid back. */
  statedRtp: number;
}
