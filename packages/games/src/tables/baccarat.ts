// Punto banco from an 8-deck shoe with the standard third-card rules. Payouts (amounts returned, stake
// included): player 1:1, banker 1:1 less 5% commission (the commission rounds down to whole minor units in
// the player's favour, so banker stakes are whole multiples of 20 to keep it exact), tie 8:1, player pair and
// banker pair (first two cards of a side share a rank) 11:1. A tie returns player and banker stakes.
import { FairError } from '../fair/hash.ts';
import type { FairRng } from '../fair/rng.ts';
import { rankOf, shuffledShoe, type Card } from './cards.ts';
import { checkStake } from './settle.ts';

export const BACCARAT_DECKS = 8;
export type BaccaratSide = 'player' | 'banker' | 'tie';
export type BaccaratBetKind = BaccaratSide | 'playerPair' | 'bankerPair';
export type BaccaratBets = Partial<Record<BaccaratBetKind, bigint>>;

export interface BaccaratCoup {
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratSide;
  playerPair: boolean;
  bankerPair: boolean;
}

export interface BaccaratRound extends BaccaratCoup {
  bets: { kind: BaccaratBetKind; stake: bigint; returned: bigint }[];
  totalStake: bigint;
  totalReturned: bigint;
}

export function baccaratValue(card: Card): number {
  const rank = rankOf(card);
  if (rank === 'A') return 1;
  if (rank === 'T' || rank === 'J' || rank === 'Q' || rank === 'K') return 0;
  return Number(rank);
}

const total = (cards: readonly Card[]) => cards.reduce((sum, card) => sum + baccaratValue(card), 0) % 10;

/** Whether the banker draws, given its two-card total and the player's third card (null when the player stood). */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

/** Deals one coup, cards taken from `draw` in order: player, banker, player, banker, then any third cards. */
export function dealCoup(draw: () => Card): BaccaratCoup {
  const player = [draw()];
  const banker = [draw()];
  player.push(draw());
  banker.push(draw());
  const natural = total(player) >= 8 || total(banker) >= 8;
  if (!natural) {
    let playerThird: number | null = null;
    if (total(player) <= 5) {
      const card = draw();
      player.push(card);
      playerThird = baccaratValue(card);
    }
    if (bankerDraws(total(banker), playerThird)) banker.push(draw());
  }
  const playerTotal = total(player);
  const bankerTotal = total(banker);
  return {
    player,
    banker,
    playerTotal,
    bankerTotal,
    winner: playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie',
    playerPair: rankOf(player[0]!) === rankOf(player[1]!),
    bankerPair: rankOf(banker[0]!) === rankOf(banker[1]!),
  };
}

/** The amount returned for one bet on a dealt coup (0 when lost). */
export function settleBaccaratBet(coup: BaccaratCoup, kind: BaccaratBetKind, stake: bigint): bigint {
  switch (kind) {
    case 'player':
      return coup.winner === 'player' ? stake * 2n : coup.winner === 'tie' ? stake : 0n;
    case 'banker':
      return coup.winner === 'banker' ? stake * 2n - (stake * 5n) / 100n : coup.winner === 'tie' ? stake : 0n;
    case 'tie':
      return coup.winner === 'tie' ? stake * 9n : 0n;
    case 'playerPair':
      return coup.playerPair ? stake * 12n : 0n;
    case 'bankerPair':
      return coup.bankerPair ? stake * 12n : 0n;
  }
}

const BET_KINDS: readonly BaccaratBetKind[] = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'];

/** Checks a player's bets (a shared table checks them when they are placed, before the coup is dealt). */
export function checkBaccaratBets(bets: BaccaratBets): { kind: BaccaratBetKind; stake: bigint }[] {
  for (const key of Object.keys(bets)) if (!BET_KINDS.includes(key as BaccaratBetKind)) throw new FairError('game_bad_bet', `${key}: no such baccarat bet`);
  const placed = BET_KINDS.filter((kind) => bets[kind] !== undefined).map((kind) => ({
    kind,
    stake: checkStake(bets[kind], kind, kind === 'banker' ? 20n : 1n),
  }));
  if (placed.length === 0) throw new FairError('game_bad_bet', 'Place at least one bet');
  return placed;
}

/** Deals a coup from the stream. It never depends on the bets, so a shared table deals once for everyone. */
export function dealBaccarat(rng: FairRng): BaccaratCoup {
  const shoe = shuffledShoe(rng, BACCARAT_DECKS);
  let next = 0;
  return dealCoup(() => shoe[next++]!);
}

/** Settles one player's bets on a dealt coup. */
export function settleBaccarat(coup: BaccaratCoup, bets: BaccaratBets): BaccaratRound {
  const settled = checkBaccaratBets(bets).map(({ kind, stake }) => ({ kind, stake, returned: settleBaccaratBet(coup, kind, stake) }));
  return {
    ...coup,
    bets: settled,
    totalStake: settled.reduce((sum, bet) => sum + bet.stake, 0n),
    totalReturned: settled.reduce((sum, bet) => sum + bet.returned, 0n),
  };
}

/** One player's round: bets checked first (nothing is drawn for a bad one), then the coup, then settlement. */
export function playBaccarat(rng: FairRng, bets: BaccaratBets): BaccaratRound {
  checkBaccaratBets(bets);
  return settleBaccarat(dealBaccarat(rng), bets);
}
