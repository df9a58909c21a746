// The seamless wallet's actions (docs/seamless-wallet.md, contracts/seamless.ts): a vendor authenticates a launched player,
// reads the balance, takes bets, pays wins and refunds bets. Each money call is one database transaction
// that records the vendor's transaction id (unique per vendor) and moves the ledger together, so a repeat
// finds the first answer and two calls for one player can never overdraw (the ledger refuses below zero).
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { ApiError } from '@orbit/contracts/envelope';
import { exponentOf, formatMinor, parseAmount } from '@orbit/contracts/money';
import type {
  AuthenticateReply,
  BalanceReply,
  CreditRequest,
  DebitRequest,
  MovementReply,
  RollbackRequest,
  SeamlessErrorCode,
} from '@orbit/contracts/seamless';
import { errorCodeOf, type Database, type Tx } from '../../../db/client.ts';
import { games } from '../../../db/schema/games.ts';
import { seamlessTransactions } from '../../../db/schema/seamless.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { MemberRef } from '../../members/members.service.ts';
import type { ResolvedMerchant } from '../../site/site.types.ts';
import { houseAccount, memberAccount } from '../addresses.ts';
import { ledgerError, type Ledger } from '../ledger.ts';
import type { SeamlessVendor } from './credentials.ts';
import type { PlayerTokens } from './player-tokens.ts';
import { creditCapOf } from './credit-caps.ts';
import { addTurnover, categoryOf, dayOf, removeTurnover } from './turnover.ts';

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

type StoredReply = { success: true; value: MovementReply } | { success: false; errorCode: SeamlessErrorCode; message: string };
type Row = typeof seamlessTransactions.$inferSelect;

export interface SeamlessCall {
  merchant: ResolvedMerchant;
  vendor: SeamlessVendor;
}

export type SeamlessWallet = ReturnType<typeof createSeamlessWallet>;

/** The ledger's two calls this module needs (the wallet service offers them). */
export type SeamlessLedger = Pick<Ledger, 'move' | 'balanceOf'>;

/** Who the players are (the members module's directory). */
export interface SeamlessMembers {
  byId(merchantId: number, id: number): Promise<MemberRef | undefined>;
  byUsername(merchantId: number, username: string): Promise<MemberRef | undefined>;
}

export function createSeamlessWallet(deps: { database: Database; clock: Clock; ledger: SeamlessLedger; playerTokens: PlayerTokens; members: SeamlessMembers }) {
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

  async function authenticate(call: SeamlessCall, input: { token: string }): Promise<AuthenticateReply> {
    const holder = await holderOf(call, input.token);
    const member = await deps.members.byId(call.merchant.id, holder.memberId);
    if (!member) throw new SeamlessError('player_not_found', 'No such player at this merchant');
    return {
      player: member.username,
      currency: call.merchant.currency,
      balance: show(call.merchant, await mainBalance(db, call.merchant, member.id)),
      real: holder.real,
    };
  }

  async function balance(call: SeamlessCall, input: { player: string }): Promise<BalanceReply> {
    const member = await memberOf(call.merchant, input.player);
    return { currency: call.merchant.currency, balance: show(call.merchant, await mainBalance(db, call.merchant, member.id)) };
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
    apply: (tx: Tx, hash: string) => Promise<{ reply: StoredReply; rows: Omit<typeof seamlessTransactions.$inferInsert, 'reply'>[] }>,
  ): Promise<MovementReply> {
    const hash = createHash('sha256')
      .update(JSON.stringify([kind, body]))
      .digest('hex');
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
        // Only a lost race is tried again; a refusal is final and anything else is a real fault of ours
        // (the route answers retry_later). The ledger's idempotency conflict is a refusal: move() maps it.
        if ((error instanceof RaceLost || errorCodeOf(error) === '23505') && attempt < 2) continue;
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

  /**
   * A bet: needs a live real-money token of this player, an account that may gamble, and the balance.
   * @throws SeamlessError bad_token, player_not_found, account_frozen, bad_parameters, bet_limit, insufficient_funds, bet_cancelled, transaction_conflict
   */
  async function debit(call: SeamlessCall, input: DebitRequest): Promise<MovementReply> {
    const holder = await holderOf(call, input.token);
    if (!holder.real) throw new SeamlessError('bad_token', 'A free-play launch plays with play money and cannot bet from the wallet');
    const member = await memberOf(call.merchant, input.player);
    if (member.id !== holder.memberId) throw new SeamlessError('bad_token', 'The token belongs to another player');
    const now = deps.clock.now();
    if (member.status !== 'active') throw new SeamlessError('account_frozen', 'The account is locked');
    if ((member.selfExcludedUntil && member.selfExcludedUntil > now) || (member.coolOffUntil && member.coolOffUntil > now))
      throw new SeamlessError('account_frozen', 'The account is on a break from play (cool-off or self-exclusion)');
    const amount = amountOf(call.merchant, input.amount, false);
    const [game] = await db
      .select({ minBet: games.minBet, category: games.category })
      .from(games)
      .where(and(eq(games.merchantId, call.merchant.id), eq(games.vendorId, call.vendor.id), eq(games.gameCode, input.gameCode)));
    if (!game) throw new SeamlessError('bad_parameters', `gameCode: ${input.gameCode} is not a game of this vendor`);
    if (amount < game.minBet) throw new SeamlessError('bet_limit', `The minimum bet of this game is ${show(call.merchant, game.minBet)}`);

    return once(call, 'debit', input.transactionId, input, async (tx, hash) => {
      const moved = await move(tx, call, {
        merchantId: call.merchant.id,
        currency: call.merchant.currency,
        idempotencyKey: `seamless:${call.vendor.id}:${input.transactionId}`,
        kind: 'bet',
        memberId: member.id,
        postings: [{ from: memberAccount.main(member.id), to: houseAccount(`bets:${call.vendor.code}`, member.id), amount }],
        reference: `${call.vendor.code}:${input.roundId}`,
      });
      await addTurnover(tx, { ...turnoverOf(call, member.id, game.category, deps.clock.now()), turnover: amount, bets: 1 });
      return {
        reply: ok(call, moved.balances.get(memberAccount.main(member.id)) ?? 0n, String(moved.transactionId)),
        rows: [row(call, member.id, input.transactionId, 'debit', 'applied', input.roundId, input.gameCode, amount, hash, moved.transactionId)],
      };
    });
  }

  /**
   * A win (no live session needed). Zero closes a lost round without a movement. A win without a matching
   * bet (no live bet of this player in the round, or a game the vendor does not have) above the vendor's
   * credit cap is held for an operator: answered with the balance as it is, the money not yet the member's.
   * @throws SeamlessError player_not_found, bad_parameters, bet_cancelled (the round's bets were rolled back), transaction_conflict
   */
  async function credit(call: SeamlessCall, input: CreditRequest): Promise<MovementReply> {
    const member = await memberOf(call.merchant, input.player);
    const amount = amountOf(call.merchant, input.amount, true);
    const [game] =
      amount === 0n
        ? []
        : await db
            .select({ category: games.category })
            .from(games)
            .where(and(eq(games.merchantId, call.merchant.id), eq(games.vendorId, call.vendor.id), eq(games.gameCode, input.gameCode)));
    const category = amount === 0n ? '' : (game?.category ?? (await categoryOf(db, call.merchant.id, call.vendor.id, input.gameCode)));
    return once(call, 'credit', input.transactionId, input, async (tx, hash) => {
      const round = await tx
        .select({ kind: seamlessTransactions.kind, status: seamlessTransactions.status, memberId: seamlessTransactions.memberId })
        .from(seamlessTransactions)
        .where(
          and(
            eq(seamlessTransactions.merchantId, call.merchant.id),
            eq(seamlessTransactions.vendorId, call.vendor.id),
            eq(seamlessTransactions.roundId, input.roundId),
          ),
        );
      const rolledBack = round.some((r) => r.kind === 'rollback');
      const liveBet = round.some((r) => r.kind === 'debit' && r.status === 'applied');
      if (rolledBack && !liveBet) throw new SeamlessError('bet_cancelled', 'The bets of this round were rolled back; nothing is paid');
      const matched = game !== undefined && round.some((r) => r.kind === 'debit' && r.status === 'applied' && r.memberId === member.id);
      if (amount > 0n && !matched && amount > creditCapOf(call.merchant.currency, call.vendor.creditCap)) {
        // Answered as paid, so the vendor does not resend it for ever; the money stays the house's until an
        // operator releases it (console-held-credits.ts). A repeat answers the same, and nothing counts yet.
        const balanceNow = await mainBalance(tx, call.merchant, member.id);
        return {
          reply: ok(call, balanceNow, `${call.vendor.code}:${input.transactionId}`),
          rows: [row(call, member.id, input.transactionId, 'credit', 'held', input.roundId, input.gameCode, amount, hash, null)],
        };
      }
      let balanceAfter: bigint;
      let ledgerId: number | null = null;
      if (amount === 0n) balanceAfter = await mainBalance(tx, call.merchant, member.id);
      else {
        const moved = await move(tx, call, {
          merchantId: call.merchant.id,
          currency: call.merchant.currency,
          idempotencyKey: `seamless:${call.vendor.id}:${input.transactionId}`,
          kind: 'win',
          memberId: member.id,
          postings: [{ from: houseAccount(`wins:${call.vendor.code}`, member.id), to: memberAccount.main(member.id), amount }],
          reference: `${call.vendor.code}:${input.roundId}`,
        });
        balanceAfter = moved.balances.get(memberAccount.main(member.id)) ?? 0n;
        ledgerId = moved.transactionId;
        await addTurnover(tx, { ...turnoverOf(call, member.id, category, deps.clock.now()), wins: amount });
      }
      return {
        reply: ok(call, balanceAfter, ledgerId === null ? `${call.vendor.code}:${input.transactionId}` : String(ledgerId)),
        rows: [row(call, member.id, input.transactionId, 'credit', 'applied', input.roundId, input.gameCode, amount, hash, ledgerId)],
      };
    });
  }

  /**
   * Refunds a bet, once (no live session needed). A rollback before its debit is remembered and answered
   * unknown_transaction; the debit, when it comes, is refused.
   * @throws SeamlessError player_not_found, bad_parameters, unknown_transaction, transaction_conflict
   */
  async function rollback(call: SeamlessCall, input: RollbackRequest): Promise<MovementReply> {
    // One id cannot be both the bet and its refund: recording it would collide with itself for ever.
    if (input.transactionId === input.debitTransactionId)
      throw new SeamlessError('bad_parameters', 'transactionId: a rollback needs an id of its own, not its debit’s');
    const member = await memberOf(call.merchant, input.player);
    return once(call, 'rollback', input.transactionId, input, async (tx, hash) => {
      const target = await findRow(tx, call, input.debitTransactionId);
      const orphan = (rows: Omit<typeof seamlessTransactions.$inferInsert, 'reply'>[]) => ({
        reply: {
          success: false,
          errorCode: 'unknown_transaction',
          message: 'No such bet; it is recorded as cancelled and will be refused',
        } satisfies StoredReply,
        rows: [
          {
            ...row(call, member.id, input.transactionId, 'rollback', 'orphan', input.roundId, input.gameCode, 0n, hash, null),
            debitTransactionId: input.debitTransactionId,
          },
          ...rows,
        ],
      });
      // Holds the debit's id, so the late debit is refused.
      if (!target) return orphan([row(call, member.id, input.debitTransactionId, 'debit', 'cancelled', input.roundId, input.gameCode, 0n, 'cancelled', null)]);
      if (target.kind !== 'debit' || target.memberId !== member.id)
        throw new SeamlessError('bad_parameters', 'debitTransactionId does not name a bet of this player');
      // A debit that never arrived stays unknown to every later rollback of it, whatever its id: no money moved.
      if (target.status === 'cancelled') return orphan([]);
      if (target.status !== 'applied') {
        // Already refunded under another rollback id: nothing more moves.
        const balanceNow = await mainBalance(tx, call.merchant, member.id);
        return {
          reply: ok(call, balanceNow, `${call.vendor.code}:${input.transactionId}`),
          rows: [
            {
              ...row(call, member.id, input.transactionId, 'rollback', 'repeat', input.roundId, input.gameCode, 0n, hash, null),
              debitTransactionId: input.debitTransactionId,
            },
          ],
        };
      }
      const moved = await move(tx, call, {
        merchantId: call.merchant.id,
        currency: call.merchant.currency,
        idempotencyKey: `seamless:${call.vendor.id}:${input.transactionId}`,
        kind: 'refund',
        memberId: member.id,
        postings: [{ from: houseAccount(`bets:${call.vendor.code}`, member.id), to: memberAccount.main(member.id), amount: target.amount }],
        reference: `${call.vendor.code}:${target.roundId}`,
      });
      const updated = await tx
        .update(seamlessTransactions)
        .set({ status: 'rolled_back' })
        .where(and(eq(seamlessTransactions.id, target.id), eq(seamlessTransactions.status, 'applied')))
        .returning({ id: seamlessTransactions.id });
      if (updated.length === 0) throw new RaceLost();
      // The refunded bet leaves the turnover of the day it was taken.
      const category = await categoryOf(tx, call.merchant.id, call.vendor.id, target.gameCode);
      await removeTurnover(tx, { ...turnoverOf(call, member.id, category, target.createdAt), turnover: target.amount, bets: 1 });
      return {
        reply: ok(call, moved.balances.get(memberAccount.main(member.id)) ?? 0n, String(moved.transactionId)),
        rows: [
          {
            ...row(call, member.id, input.transactionId, 'rollback', 'applied', target.roundId, input.gameCode, target.amount, hash, moved.transactionId),
            debitTransactionId: input.debitTransactionId,
          },
        ],
      };
    });
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

  return { authenticate, balance, debit, credit, rollback };
}

const CONFLICT = () => new SeamlessError('transaction_conflict', 'This transaction id was used before for a different request');

/** Another call wrote the same vendor transaction id first; the caller answers as that one did. */
class RaceLost extends Error {}
