// What the seamless wallet asks of bonus grants (docs/wallet.md, Bonus money; ADR 0034). The bonuses module
// implements it and app.ts hands it to the wallet module after both exist, so the wallet never imports the
// bonuses module or its tables. Every call runs inside the seamless call's transaction and, where it names a
// grant, has locked that grant's row first: grant row, then ledger accounts, in every path.
import type { Tx } from '../../../db/client.ts';
import type { ResolvedMerchant } from '../../site/site.types.ts';

/** The member's active grant as a bet sees it, locked for this transaction. */
export interface BetGrant {
  grantId: number;
  /** The grant's ledger account (member:<id>:bonus:<grantId>). */
  address: string;
  /** The grant's balance and the member's cash, read after the lock. */
  bonusBalance: bigint;
  cash: bigint;
  /** The largest stake allowed while wagering; null for none. */
  maxStake: bigint | null;
}

export interface StakeTaken {
  merchant: ResolvedMerchant;
  memberId: number;
  vendorId: number;
  roundId: string;
  debitTransactionId: string;
  category: string;
  stake: bigint;
  cashPart: bigint;
  bonusPart: bigint;
  /** The grant's balance right after the bet's movement. */
  bonusBalanceAfter: bigint;
}

/** Where a win or a refund goes: cash to main, each grant's share to the address the port names. */
export interface BonusLegs {
  toMain: bigint;
  legs: { address: string; amount: bigint }[];
}

export interface SeamlessBonusPort {
  /** The active grant, locked, with both balances; null when the member has none (one indexed lookup). */
  activeForBet(tx: Tx, merchant: ResolvedMerchant, memberId: number): Promise<BetGrant | null>;
  /** Records the stake's split and its wagering contribution; converts the grant once its wagering is done. */
  stakeTaken(tx: Tx, grant: BetGrant, stake: StakeTaken): Promise<void>;
  /** How a win of this round splits (null: no stake of the round had a grant, all is cash). Locks the grants named. */
  winLegs(tx: Tx, merchant: ResolvedMerchant, input: { memberId: number; vendorId: number; roundId: string; amount: bigint }): Promise<BonusLegs | null>;
  /** After the win's movement: the round's stakes close, a grant left with nothing and no open round is lost. */
  winPaid(
    tx: Tx,
    merchant: ResolvedMerchant,
    input: { memberId: number; vendorId: number; roundId: string; balances: ReadonlyMap<string, bigint> },
  ): Promise<void>;
  /** How a bet's refund splits (null: the bet had no grant). Locks the grant. */
  refundLegs(tx: Tx, merchant: ResolvedMerchant, input: { vendorId: number; debitTransactionId: string; amount: bigint }): Promise<BonusLegs | null>;
  /** After the refund's movement: the stake's contribution is taken back from its grant. */
  refunded(tx: Tx, merchant: ResolvedMerchant, input: { vendorId: number; debitTransactionId: string }): Promise<void>;
  /** The active grant's balance: with cash, what the player can stake (the seamless balance reply). */
  playable(tx: Tx, merchant: ResolvedMerchant, memberId: number): Promise<bigint>;
  /**
   * A batch credit's two bulk reads (seamless-credit-batch.ts), one query each: the rounds of a vendor whose
   * player staked bonus money in them (`memberId:roundId` keys; only those lines take winLegs/winPaid, as a
   * single credit would), and the active grants' balances of many members (members without one left out).
   */
  stakedRounds(tx: Tx, merchant: ResolvedMerchant, input: { vendorId: number; roundIds: readonly string[] }): Promise<ReadonlySet<string>>;
  playableOf(tx: Tx, merchant: ResolvedMerchant, memberIds: readonly number[]): Promise<ReadonlyMap<number, bigint>>;
}

/** Filled in by app.ts once the bonuses module exists; until then (and in a wallet without bonuses) nothing is a grant. */
export interface BonusPortSlot {
  current: SeamlessBonusPort | null;
}
