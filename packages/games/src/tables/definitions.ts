// Catalogue entries of the house table games: baccarat and roulette are shared live tables (one coup or spin
// for every seated player), blackjack is played against the house alone, niu niu in rooms of up to five
// players against the house as banker. Stated RTP: the main bet's.
import type { GameDefinition } from '../definition.ts';

export const TABLE_DEFINITIONS: readonly GameDefinition[] = [
  // Banker bet: 98.94% (player 98.76%, tie 85.64%, pairs 89.64%); banker stakes come in steps of 20.
  { id: 'house-baccarat', category: 'live', nameKey: 'games.house-baccarat.name', minBet: 20n, betStep: 1n, statedRtp: 98.94 },
  // Every bet 36/37.
  { id: 'house-roulette', category: 'live', nameKey: 'games.house-roulette.name', minBet: 1n, betStep: 1n, statedRtp: 97.3 },
  // With basic strategy under these rules (6 decks, S17, DAS, one split, no surrender) about 99.5%.
  { id: 'house-blackjack', category: 'pvp', nameKey: 'games.house-blackjack.name', minBet: 2n, betStep: 2n, statedRtp: 99.5 },
  // Room game, the house banking: 1 − 5% × E[winner's multiple] / 2 ≈ 96.0% of the base (E ≈ 1.61 by simulation).
  { id: 'house-niu-niu', category: 'pvp', nameKey: 'games.house-niu-niu.name', minBet: 1n, betStep: 1n, statedRtp: 96 },
];
