// Blackjack against the house as a pure state machine: start a round (6 decks shuffled from the fair
// stream), then apply the player's actions one at a time; each call returns a new state, never mutating
// the old one, so the server stores the seeds and actions and can replay any round.
// Rules: dealer stands on all 17s (soft included); the dealer peeks with an ace or ten up, so a dealer
// blackjack ends the round at once; blackjack pays 3:2 (stakes are even so it stays exact); double on any
// two cards, also after a split; one split of a pair of equal rank, split aces get one card each; a
// two-card 21 after a split is not a blackjack; no insurance, no surrender.
import { FairError } from '../fair/hash.ts';
import type { FairRng } from '../fair/rng.ts';
import { rankOf, shuffledShoe, type Card } from './cards.ts';
import { checkStake } from './settle.ts';

export const BLACKJACK_DECKS = 6;
export type BlackjackAction = 'hit' | 'stand' | 'double' | 'split';
export type HandResult = 'blackjack' | 'win' | 'push' | 'lose';

export interface BlackjackHand {
  cards: Card[];
  stake: bigint;
  doubled: boolean;
  done: boolean;
  fromSplit: boolean;
  result?: HandResult;
  returned?: bigint;
}

export interface BlackjackState {
  phase: 'player' | 'settled';
  shoe: readonly Card[];
  /** Index of the next card to deal. */
  next: number;
  dealer: Card[];
  hands: BlackjackHand[];
  active: number;
  /** Stakes taken so far (doubles and the split add to it) and the amount returned at settlement. */
  totalStake: bigint;
  totalReturned: bigint;
}

const cardPoints = (card: Card) => {
  const rank = rankOf(card);
  return rank === 'A' ? 1 : rank === 'T' || rank === 'J' || rank === 'Q' || rank === 'K' ? 10 : Number(rank);
};

/** The best total of a hand (an ace counts 11 when that does not bust) and whether an ace is counting 11. */
export function handValue(cards: readonly Card[]): { total: number; soft: boolean } {
  const hard = cards.reduce((sum, card) => sum + cardPoints(card), 0);
  const hasAce = cards.some((card) => rankOf(card) === 'A');
  return hasAce && hard + 10 <= 21 ? { total: hard + 10, soft: true } : { total: hard, soft: false };
}

const isBlackjack = (hand: { cards: readonly Card[]; fromSplit?: boolean }) => hand.cards.length === 2 && !hand.fromSplit && handValue(hand.cards).total === 21;

/** Starts a round from a given shoe order: the fair entry point is startBlackjack; tests pass arranged shoes. */
export function dealBlackjack(shoe: readonly Card[], stake: bigint): BlackjackState {
  checkStake(stake, 'stake', 2n);
  const state: BlackjackState = {
    phase: 'player',
    shoe,
    next: 4,
    dealer: [shoe[1]!, shoe[3]!],
    hands: [{ cards: [shoe[0]!, shoe[2]!], stake, doubled: false, done: false, fromSplit: false }],
    active: 0,
    totalStake: stake,
    totalReturned: 0n,
  };
  const playerHand = state.hands[0]!;
  if (isBlackjack({ cards: state.dealer }) || isBlackjack(playerHand)) return settle(state);
  return state;
}

export function startBlackjack(rng: FairRng, stake: bigint): BlackjackState {
  checkStake(stake, 'stake', 2n);
  return dealBlackjack(shuffledShoe(rng, BLACKJACK_DECKS), stake);
}

/** The actions the active hand allows now (empty once settled). */
export function allowedActions(state: BlackjackState): BlackjackAction[] {
  if (state.phase !== 'player') return [];
  const hand = state.hands[state.active]!;
  const actions: BlackjackAction[] = ['hit', 'stand'];
  if (hand.cards.length === 2) {
    actions.push('double');
    if (state.hands.length === 1 && rankOf(hand.cards[0]!) === rankOf(hand.cards[1]!)) actions.push('split');
  }
  return actions;
}

export function applyBlackjackAction(previous: BlackjackState, action: BlackjackAction): BlackjackState {
  if (!allowedActions(previous).includes(action)) {
    throw new FairError('game_bad_action', `${action} is not allowed now (allowed: ${allowedActions(previous).join(', ') || 'none'})`);
  }
  const state: BlackjackState = { ...previous, dealer: [...previous.dealer], hands: previous.hands.map((hand) => ({ ...hand, cards: [...hand.cards] })) };
  const hand = state.hands[state.active]!;
  const draw = () => state.shoe[state.next++]!;

  switch (action) {
    case 'hit':
      hand.cards.push(draw());
      if (handValue(hand.cards).total >= 21) hand.done = true;
      break;
    case 'stand':
      hand.done = true;
      break;
    case 'double':
      state.totalStake += hand.stake;
      hand.stake *= 2n;
      hand.doubled = true;
      hand.cards.push(draw());
      hand.done = true;
      break;
    case 'split': {
      const [first, second] = hand.cards as [Card, Card];
      state.totalStake += hand.stake;
      const aces = rankOf(first) === 'A';
      const left: BlackjackHand = { cards: [first, draw()], stake: hand.stake, doubled: false, done: aces, fromSplit: true };
      const right: BlackjackHand = { cards: [second, draw()], stake: hand.stake, doubled: false, done: aces, fromSplit: true };
      for (const split of [left, right]) if (handValue(split.cards).total === 21) split.done = true;
      state.hands = [left, right];
      break;
    }
  }

  const open = state.hands.findIndex((candidate) => !candidate.done);
  if (open >= 0) {
    state.active = open;
    return state;
  }
  return settle(state);
}

/** The dealer plays out (unless every hand is bust) and every hand is paid. */
function settle(state: BlackjackState): BlackjackState {
  const dealerBlackjack = isBlackjack({ cards: state.dealer });
  const anyLive = state.hands.some((hand) => handValue(hand.cards).total <= 21) && !state.hands.every(isBlackjack);
  if (!dealerBlackjack && anyLive) {
    while (handValue(state.dealer).total < 17) state.dealer.push(state.shoe[state.next++]!);
  }
  const dealerTotal = handValue(state.dealer).total;
  let returned = 0n;
  for (const hand of state.hands) {
    hand.done = true;
    const total = handValue(hand.cards).total;
    let result: HandResult;
    if (isBlackjack(hand)) result = dealerBlackjack ? 'push' : 'blackjack';
    else if (dealerBlackjack || total > 21) result = 'lose';
    else if (dealerTotal > 21 || total > dealerTotal) result = 'win';
    else result = total === dealerTotal ? 'push' : 'lose';
    hand.result = result;
    hand.returned = result === 'blackjack' ? hand.stake + (hand.stake * 3n) / 2n : result === 'win' ? hand.stake * 2n : result === 'push' ? hand.stake : 0n;
    returned += hand.returned;
  }
  return { ...state, phase: 'settled', totalReturned: returned };
}

/** Replays a round from the fair stream and the player's actions in order (the verifier's and the server's view). */
export function replayBlackjack(rng: FairRng, stake: bigint, actions: readonly BlackjackAction[]): BlackjackState {
  return actions.reduce(applyBlackjackAction, startBlackjack(rng, stake));
}
