// Niu Niu (bull bull) in rooms: the house banks against up to five seated players, one 52-card deck per
// round, five cards to each seat and then to the banker.
// A hand has a "niu" when three of its cards sum to a multiple of 10 (A = 1, T J Q K = 10); its rank is then
// the other two cards' sum mod 10, with 0 counting as niu niu (10); without one the rank is 0. Higher rank
// wins; equal ranks go to the higher top card (K high, then suit S > H > C > D), so there is never a tie.
// The winner's hand sets the multiple of the base bet that changes hands: ×1 up to niu 6, ×2 for niu 7–9,
// ×3 for niu niu. A player therefore holds 3 × base while the round runs; the house takes 5% of a player's
// win (rounded down, in the player's favour). The game is symmetric between a seat and the banker, so that
// commission is the whole house edge.
import { FairError } from '../fair/hash.ts';
import type { FairRng } from '../fair/rng.ts';
import { RANKS, rankOf, shuffledShoe, type Card } from './cards.ts';
import { checkStake } from './settle.ts';

export const NIU_NIU_MAX_SEATS = 5;
export const NIU_NIU_HOLD_MULTIPLE = 3n;
const SUIT_ORDER = ['D', 'C', 'H', 'S'];

export interface NiuNiuHand {
  cards: Card[];
  /** 0 = no niu, 1–9 = niu n, 10 = niu niu. */
  rank: number;
  /** The three cards that make the niu (indices into cards), when there is one. */
  niuCards: number[] | null;
  multiple: 1 | 2 | 3;
}

export interface NiuNiuSeat {
  seat: number;
  base: bigint;
  hand: NiuNiuHand;
  won: boolean;
  /** What the player held for the round (3 × base) and what comes back of it. */
  held: bigint;
  returned: bigint;
}

export interface NiuNiuRound {
  banker: NiuNiuHand;
  seats: NiuNiuSeat[];
}

const points = (card: Card) => {
  const rank = rankOf(card);
  return rank === 'A' ? 1 : rank === 'T' || rank === 'J' || rank === 'Q' || rank === 'K' ? 10 : Number(rank);
};
const cardStrength = (card: Card) => RANKS.indexOf(rankOf(card)) * 4 + SUIT_ORDER.indexOf(card[1]!);

export function niuNiuHand(cards: readonly Card[]): NiuNiuHand {
  if (cards.length !== 5) throw new FairError('game_bad_hand', 'A niu niu hand has five cards');
  const total = cards.reduce((sum, card) => sum + points(card), 0);
  let best: { rank: number; niuCards: number[] } | null = null;
  for (let a = 0; a < 5; a++)
    for (let b = a + 1; b < 5; b++)
      for (let c = b + 1; c < 5; c++) {
        const three = points(cards[a]!) + points(cards[b]!) + points(cards[c]!);
        if (three % 10 !== 0) continue;
        const rest = (total - three) % 10;
        const rank = rest === 0 ? 10 : rest;
        if (!best || rank > best.rank) best = { rank, niuCards: [a, b, c] };
      }
  const rank = best?.rank ?? 0;
  return { cards: [...cards], rank, niuCards: best?.niuCards ?? null, multiple: rank === 10 ? 3 : rank >= 7 ? 2 : 1 };
}

/** Whether hand a beats hand b (never a tie: the top card decides equal ranks). */
export function niuNiuBeats(a: NiuNiuHand, b: NiuNiuHand): boolean {
  if (a.rank !== b.rank) return a.rank > b.rank;
  return Math.max(...a.cards.map(cardStrength)) > Math.max(...b.cards.map(cardStrength));
}

/** Settles one seat against the banker: returned out of held = 3 × base. */
export function settleNiuNiuSeat(seat: number, base: bigint, hand: NiuNiuHand, banker: NiuNiuHand): NiuNiuSeat {
  const held = base * NIU_NIU_HOLD_MULTIPLE;
  const won = niuNiuBeats(hand, banker);
  const moved = base * BigInt(won ? hand.multiple : banker.multiple);
  const returned = won ? held + moved - (moved * 5n) / 100n : held - moved;
  return { seat, base, hand, won, held, returned };
}

/** One round of a room: `bases[i]` is the base bet of the i-th seated player (1–5 players). */
export function playNiuNiu(rng: FairRng, bases: readonly bigint[]): NiuNiuRound {
  if (!Array.isArray(bases) || bases.length < 1 || bases.length > NIU_NIU_MAX_SEATS) {
    throw new FairError('game_bad_bet', `A round has 1–${NIU_NIU_MAX_SEATS} seated players`);
  }
  bases.forEach((base, seat) => checkStake(base, `seat ${seat + 1}`));
  const deck = shuffledShoe(rng, 1);
  const hands = bases.map((_, seat) => niuNiuHand(deck.slice(seat * 5, seat * 5 + 5)));
  const banker = niuNiuHand(deck.slice(bases.length * 5, bases.length * 5 + 5));
  return { banker, seats: bases.map((base, seat) => settleNiuNiuSeat(seat, base, hands[seat]!, banker)) };
}
