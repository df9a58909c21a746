// What a blackjack hand keeps in its house_rounds row (`outcome`), and how the table's view is drawn from it.
// The shoe is never stored or shown: it follows from the seed pair and the round's nonce, so the state is
// rebuilt by replaying the player's actions (replayBlackjack), exactly as a player's verifier would. The
// row keeps a copy of the state without the shoe so the recall and the operators can read a hand at once.
import type { BlackjackRoundView } from '@orbit/contracts/house-blackjack';
import { FairRng } from '@orbit/games/fair/rng';
import { nodeHash } from '@orbit/games/fair/node-crypto';
import { allowedActions, handValue, replayBlackjack, type BlackjackAction, type BlackjackState } from '@orbit/games/tables/blackjack';
import type { Card } from '@orbit/games/tables/cards';
import type { ResolvedMerchant } from '../../../modules/site/site.types.ts';
import { show, type RoundRow } from '../round-book.ts';
import type { SeedRow } from '../seeds.ts';

/** A double or split whose extra stake was sent to the wallet and whose answer is not known yet. */
export interface PendingDebit {
  action: 'double' | 'split';
  requestId: string;
  transactionId: string;
  amount: string;
}

/** The state as stored: the shoe left out, amounts as strings of minor units. */
export interface StoredState {
  phase: BlackjackState['phase'];
  next: number;
  dealer: Card[];
  hands: { cards: Card[]; stake: string; doubled: boolean; done: boolean; fromSplit: boolean; result: string | null; returned: string | null }[];
  active: number;
  totalStake: string;
  totalReturned: string;
}

export interface HandRecord {
  /** Bumped by every write: two calls acting on one hand at once cannot both win. */
  rev: number;
  baseStake: string;
  /** The player's actions in order, each with the requestId that played it. */
  steps: { action: BlackjackAction; requestId: string }[];
  pending: PendingDebit | null;
  /** The last balance the wallet (or the play money) reported, in minor units. */
  walletBalance: string | null;
  lastActionAt: string;
  finishedBySweep: boolean;
  state: StoredState;
}

export const recordOf = (row: RoundRow) => row.outcome as unknown as HandRecord;

export function storedState(state: BlackjackState): StoredState {
  return {
    phase: state.phase,
    next: state.next,
    dealer: [...state.dealer],
    hands: state.hands.map((hand) => ({
      cards: [...hand.cards],
      stake: hand.stake.toString(),
      doubled: hand.doubled,
      done: hand.done,
      fromSplit: hand.fromSplit,
      result: hand.result ?? null,
      returned: hand.returned?.toString() ?? null,
    })),
    active: state.active,
    totalStake: state.totalStake.toString(),
    totalReturned: state.totalReturned.toString(),
  };
}

/** The full state (with the shoe) from the seed pair, the nonce and the actions. */
export function replayHand(seed: Pick<SeedRow, 'serverSeed' | 'clientSeed'>, nonce: number, record: Pick<HandRecord, 'baseStake' | 'steps'>): BlackjackState {
  const rng = new FairRng({ serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce }, nodeHash);
  return replayBlackjack(
    rng,
    BigInt(record.baseStake),
    record.steps.map((step) => step.action),
  );
}

const PLAYING = new Set(['playing', 'open']);

/** The table's view of a hand: while it is played the dealer's hole card stays hidden. */
export function handView(
  merchant: ResolvedMerchant,
  row: RoundRow,
  seed: { commitment: string; clientSeed: string; serverSeed: string | null },
): BlackjackRoundView {
  const record = recordOf(row);
  const { state } = record;
  const amount = (minor: bigint | string) => show(merchant, minor);
  const inPlay = state.phase === 'player' && PLAYING.has(row.status);
  const dealer = inPlay ? state.dealer.slice(0, 1) : state.dealer;
  const dealerValue = handValue(dealer);
  // allowedActions reads only the hands and the phase, never the shoe.
  const allowed = row.status === 'playing' && !record.pending ? allowedActions({ ...liveState(state), shoe: [] }) : [];
  return {
    roundId: row.roundId,
    at: row.createdAt.toISOString(),
    real: row.real,
    status: row.status as BlackjackRoundView['status'],
    errorCode: row.errorCode,
    stake: amount(row.stake),
    win: amount(row.win),
    balanceBefore: row.balanceBefore === null ? null : amount(row.balanceBefore),
    balanceAfter: row.balanceAfter === null ? null : amount(row.balanceAfter),
    dealer,
    dealerTotal: dealerValue.total,
    dealerSoft: dealerValue.soft,
    hands: state.hands.map((hand) => {
      const value = handValue(hand.cards);
      return {
        cards: hand.cards,
        total: value.total,
        soft: value.soft,
        stake: amount(hand.stake),
        doubled: hand.doubled,
        fromSplit: hand.fromSplit,
        done: hand.done,
        result: (hand.result as BlackjackRoundView['hands'][number]['result']) ?? null,
        returned: hand.returned === null ? null : amount(hand.returned),
      };
    }),
    active: state.active,
    allowed,
    actions: record.steps.map((step) => step.action),
    finishedBySweep: record.finishedBySweep,
    fairness: { commitment: seed.commitment, clientSeed: seed.clientSeed, nonce: row.nonce, serverSeed: seed.serverSeed },
  };
}

/** A stored state as the games package's type (bigints back), without its shoe. */
function liveState(state: StoredState): Omit<BlackjackState, 'shoe'> {
  return {
    ...state,
    hands: state.hands.map((hand) => ({
      ...hand,
      stake: BigInt(hand.stake),
      result: (hand.result as BlackjackState['hands'][number]['result']) ?? undefined,
      returned: hand.returned === null ? undefined : BigInt(hand.returned),
    })),
    totalStake: BigInt(state.totalStake),
    totalReturned: BigInt(state.totalReturned),
  };
}
