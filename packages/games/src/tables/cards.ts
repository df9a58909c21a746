// Playing cards as two-character codes the UI can draw: rank (A 2–9 T J Q K) then suit (S H D C).
import type { FairRng } from '../fair/rng.ts';

export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'] as const;
export const SUITS = ['S', 'H', 'D', 'C'] as const;
export type Rank = (typeof RANKS)[number];
export type Card = `${Rank}${(typeof SUITS)[number]}`;

export const rankOf = (card: Card): Rank => card[0] as Rank;

/** `decks` fresh decks in a fixed order (rank within suit, deck after deck): the order shuffled from. */
export function orderedShoe(decks: number): Card[] {
  const shoe: Card[] = [];
  for (let deck = 0; deck < decks; deck++) for (const suit of SUITS) for (const rank of RANKS) shoe.push(`${rank}${suit}`);
  return shoe;
}

/** A shoe shuffled for one round from the fair stream (a fresh shoe every round keeps each round verifiable alone). */
export function shuffledShoe(rng: FairRng, decks: number): Card[] {
  return rng.shuffle(orderedShoe(decks));
}
