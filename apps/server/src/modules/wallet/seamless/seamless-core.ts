// What the seamless wallet's actions share (seamless.service.ts puts them together; one file per action beside
// this one): the refusal the vendor is told about, the player and amount checks, and `once`, which records a
// money call under the vendor's transaction id and moves the ledger in the same transaction, or answers a repeat.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { ApiError } from '@orbit/contracts/envelope';
import { exponentOf, formatMinor, parseAmount } from '@orbit/contracts/money';
import type { MovementReply, SeamlessErrorCode } from '@orbit/contracts/seamless';
import { errorCodeOf, type Database, type Tx } from '../../../db/client.ts';
import { seamlessTransactions } from '../../../db/schema/seamless.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { MemberRef } from '../../members/members.service.ts';
import type { ResolvedMerchant } from '../../site/site.types.ts';
import { memberAccount } from '../addresses.ts';
import { ledgerError, type Ledger } from '../ledger.ts';
import type { CreditBatch } from '../ledger-batch.ts';
import type { BonusPortSlot } from './bonus-port.ts';
import type { SeamlessVendor } from './credentials.ts';
import type { PlayerTokens } from './player-tokens.ts';
import { dayOf } from './turnover.ts';

/** A refusal the vendor is told about (contracts SEAMLESS_ERROR_CODES). */
export class SeamlessError extends Error {
  constructor(
    readonly code: SeamlessErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'SeamlessError';
  }
}

export type StoredReply = { success: true; value: MovementReply } | { success: false; errorCode: SeamlessErrorCode; message: string };
type Row = typeof seamlessTransactions.$inferSelect;
/** A seamless transaction row as an action records it (`once` adds the reply). */
export type NewRow = Omit<typeof seamlessTransactions.$inferInsert, 'reply'>;

export interface SeamlessCall {
  merchant: ResolvedMerchant;
  vendor: SeamlessVendor;
}

/** The ledger's calls this module needs (the wallet service offers them; creditMany is ledger-batch.ts). */
export type SeamlessLedger = Pick<Ledger, 'move' | 'balanceOf'> & { creditMany(tx: Tx, batch: CreditBatch): Promise<number> };

/** Who the players are (the members module's directory). */
export interface SeamlessMembers {
  byId(merchantId: number, id: number): Promise<MemberRef | undefined>;
  byUsername(merchantId: number, username: string): Promise<MemberRef | undefined>;
  /** Member ids of many usernames in one query, found ones only (a batch credit names many players). */
  idsOfUsernames(merchantId: number, usernames: readonly string[]): Promise<Map<string, number>>;
}

export interface SeamlessDeps {
  database: Database;
  clock: Clock;
  ledger: SeamlessLedger;
  playerTokens: PlayerTokens;
  members: SeamlessMembers;
  /** Bonus grants (bonus-port.ts); an empty slot plays with cash only. */
  bonuses?: BonusPortSlot;
}

export type SeamlessCore = ReturnType<typeof createSeamlessCore>;

export function createSeamlessCore(deps: SeamlessDeps) {
  const { db } = deps.database;
  const exponent = (merchant: ResolvedMerchant) => exponentOf(merchant.currency);
  const show = (merchant: ResolvedMerchant, minor: bigint) => formatMinor(minor, exponent(merchant));

  async function memberOf(merchant: ResolvedMerchant, player: string) {
    const member = await deps.members.byUsername(merchant.id, player);
    if (!member) throw new SeamlessError('player_not_found', 'No such player at this merchant');
    return member;
  }

  async function mainBalance(tx: Tx, merchant: ResolvedMerchant, memberId: number): Promise<bigint> {
    return deps.ledger.balanceOf(tx, merchant.id, memberAccount.main(memberId), merchant.currency);
  }

  /** What the player can stake: cash plus the active bonus grant's balance (docs/seamless-wallet.md). */
  async function playableBalance(tx: Tx, merchant: ResolvedMerchant, memberId: number, main?: bigint): Promise<bigint> {
    const port = deps.bonuses?.current;
    const bonus = port ? await port.playable(tx, merchant, memberId) : 0n;
    return (main ?? (await mainBalance(tx, merchant, memberId))) + bonus;
  }

  /** A positive amount in the merchant's currency (zero only where `zeroAllowed`). */
  function amountOf(merchant: ResolvedMerchant, text: string, zeroAllowed: boolean): bigint {
    if (zeroAllowed && /^0+(\.0+)?$/.test(text)) return 0n;
    const parsed = parseAmount(text, exponent(merchant));
    if (!parsed.ok)
      throw new SeamlessError('bad_parameters', `amount: ${parsed.reason === 'precision' ? `at most ${exponent(merchant)} decimals` : 'not a valid amount'}`);
    return parsed.minor;
  }

  /** The player behind a live token of this vendor. */
  async function holderOf(call: SeamlessCall, token: string) {
    const holder = await deps.playerTokens.holderOf(token, call.vendor.id);
    if (!holder || holder.merchantId !== call.merchant.id) throw new SeamlessError('bad_token', 'The token is unknown or has expired; relaunch the game');
    return holder;
  }

  /**
   * Runs one money call: records it under the vendor's transaction id and applies it, or answers a repeat.
   * A refusal thrown inside `apply` writes nothing; one that `apply` returns as its reply is recorded and
   * answered again to a repeat (a rollback before its debit).
   */
  async function once(
    call: SeamlessCall,
    kind: Row['kind'],
    vendorTransactionId: string,
    body: unknown,
    apply: (tx: Tx, hash: string) => Promise<{ reply: StoredReply; rows: NewRow[] }>,
  ): Promise<MovementReply> {
    const hash = requestHashOf(kind, body);
    // Two tries: a call that loses a race to another writing the same ids answers as that one did, or, when
    // that one was a different id (a rollback taking its debit's id), runs again on what is there now.
    for (let attempt = 0; ; attempt++) {
      const repeat = await findRow(db, call, vendorTransactionId);
      if (repeat) return answerRepeat(repeat, kind, hash);
      let reply: StoredReply;
      try {
        reply = await db.transaction(async (tx) => {
          const outcome = await apply(tx, hash);
          for (const row of outcome.rows) {
            const inserted = await tx
              .insert(seamlessTransactions)
              .values({ ...row, reply: outcome.reply })
              .onConflictDoNothing()
              .returning({ id: seamlessTransactions.id });
            if (inserted.length === 0) throw new RaceLost();
          }
          return outcome.reply;
        });
      } catch (error) {
        // Only a lost race (or a deadlock with a call on the same id) is tried again; a refusal is final and anything else is a real fault of ours
        // (the route answers retry_later). The ledger's idempotency conflict is a refusal: move() maps it.
        if (isLostRace(error) && attempt < 2) continue;
        throw error;
      }
      if (!reply.success) throw new SeamlessError(reply.errorCode, reply.message);
      return reply.value;
    }
  }

  function answerRepeat(row: Row, kind: Row['kind'], hash: string): MovementReply {
    if (row.kind === 'debit' && row.status === 'cancelled' && kind === 'debit')
      throw new SeamlessError('bet_cancelled', 'This bet was rolled back before it arrived; it is refused');
    if (row.kind !== kind || row.requestHash !== hash) throw CONFLICT();
    const reply = row.reply as StoredReply;
    if (!reply.success) throw new SeamlessError(reply.errorCode, reply.message);
    return reply.value;
  }

  async function findRow(tx: Tx, call: SeamlessCall, vendorTransactionId: string): Promise<Row | undefined> {
    const [row] = await tx
      .select()
      .from(seamlessTransactions)
      .where(
        and(
          eq(seamlessTransactions.merchantId, call.merchant.id),
          eq(seamlessTransactions.vendorId, call.vendor.id),
          eq(seamlessTransactions.vendorTransactionId, vendorTransactionId),
        ),
      );
    return row;
  }

  async function move(tx: Tx, call: SeamlessCall, movement: Parameters<Ledger['move']>[1]) {
    try {
      return await deps.ledger.move(tx, movement);
    } catch (error) {
      const refused = ledgerError(error) ?? (error instanceof ApiError ? error : undefined);
      if (refused?.errorCode === 'insufficient_funds') throw new SeamlessError('insufficient_funds', 'The balance is too low for this bet');
      // The ledger key is the vendor's transaction id: another call under the same id with a different
      // body got there first (a race the row lookup before the write could not see). It never succeeds.
      if (refused?.errorCode === 'idempotency_conflict') throw CONFLICT();
      // A movement the ledger finds malformed can never succeed either; it is not a fault to retry.
      if (refused?.errorCode === 'bad_request') throw new SeamlessError('bad_parameters', refused.message);
      throw error;
    }
  }

  function ok(call: SeamlessCall, balanceAfter: bigint, reference: string): StoredReply {
    return { success: true, value: { currency: call.merchant.currency, balance: show(call.merchant, balanceAfter), reference } };
  }

  /** A turnover entry of this call with nothing added yet; the caller says what it adds. */
  function turnoverOf(call: SeamlessCall, memberId: number, category: string, at: Date) {
    return {
      merchantId: call.merchant.id,
      memberId,
      vendorId: call.vendor.id,
      category,
      day: dayOf(at, call.merchant.timeZone),
      turnover: 0n,
      wins: 0n,
      bets: 0,
    };
  }

  function row(
    call: SeamlessCall,
    memberId: number,
    vendorTransactionId: string,
    kind: string,
    status: string,
    roundId: string,
    gameCode: string,
    amount: bigint,
    requestHash: string,
    ledgerTransactionId: number | null,
  ) {
    return {
      merchantId: call.merchant.id,
      vendorId: call.vendor.id,
      memberId,
      vendorTransactionId,
      kind,
      status,
      roundId,
      gameCode,
      amount,
      requestHash,
      ledgerTransactionId,
      createdAt: deps.clock.now(),
    };
  }

  return { deps, db, show, memberOf, mainBalance, playableBalance, amountOf, holderOf, once, findRow, move, ok, turnoverOf, row };
}

/** What a repeat under the same transaction id is compared by: the action and its parsed body. */
export function requestHashOf(kind: string, body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([kind, body]))
    .digest('hex');
}

export const CONFLICT = () => new SeamlessError('transaction_conflict', 'This transaction id was used before for a different request');

/** Another call wrote the same vendor transaction id first; the caller answers as that one did. */
export class RaceLost extends Error {}

/**
 * Whether a call's transaction was aborted by a concurrent call on the same ids, having written nothing, so
 * running it again answers from what the other wrote: a lost race (RaceLost, a unique violation) or a
 * deadlock (40P01: a single call takes its ledger key before the accounts, a batch credit the accounts
 * first, so the two carrying the same id at the same moment can wait on each other; ADR 0040).
 */
export function isLostRace(error: unknown): boolean {
  const code = errorCodeOf(error);
  return error instanceof RaceLost || code === '23505' || code === '40P01';
}
