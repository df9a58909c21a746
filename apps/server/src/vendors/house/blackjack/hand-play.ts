// Playing a dealt blackjack hand: hit, stand, double, split, and the end of the hand. A hand in play has the
// status `playing` (never `open` or `debited`, which the round book's sweep would refund or pay as they
// are). A double or split first writes its extra stake as pending, then sends the debit: the action is
// applied only once the wallet took the money, so the player never pays for an action that did not happen.
// A debit whose answer was lost is sent again by the next call on the hand (the wallet takes it at most
// once) or rolled back by the abandoned-hands sweep. The end of the hand sets `debited` and pays the win
// through the round book.
import { and, eq, sql } from 'drizzle-orm';
import { ApiError } from '@orbit/contracts/envelope';
import { allowedActions, applyBlackjackAction, type BlackjackAction, type BlackjackState } from '@orbit/games/tables/blackjack';
import type { Database } from '../../../db/client.ts';
import { houseRounds, houseSeeds } from '../../../db/schema/house.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { ResolvedMerchant } from '../../../modules/site/site.types.ts';
import type { HouseWallet } from '../house-wallet.ts';
import { apiErrorOf, minorOf, sameRequest, show, type RoundBook, type RoundRow } from '../round-book.ts';
import { SeamlessCallError } from '../seamless-client.ts';
import { recordOf, replayHand, storedState, type HandRecord, type PendingDebit } from './hand-record.ts';

export interface HandDeps {
  database: Database;
  clock: Clock;
  book: RoundBook;
  wallet: HouseWallet;
}

export function createHandPlay(deps: HandDeps) {
  const { db } = deps.database;
  const { book } = deps;

  /** Writes the hand only if nobody wrote it since it was read (rev); null when someone did. */
  async function save(row: RoundRow, record: HandRecord, values: Partial<typeof houseRounds.$inferInsert> = {}): Promise<RoundRow | null> {
    const next: HandRecord = { ...record, rev: recordOf(row).rev + 1, lastActionAt: deps.clock.now().toISOString() };
    const [saved] = await db
      .update(houseRounds)
      .set({ ...values, outcome: next as unknown as Record<string, unknown> })
      .where(and(eq(houseRounds.id, row.id), sql`(${houseRounds.outcome}->>'rev')::int = ${recordOf(row).rev}`))
      .returning();
    return saved ?? null;
  }

  async function reload(row: RoundRow): Promise<RoundRow> {
    const [fresh] = await db.select().from(houseRounds).where(eq(houseRounds.id, row.id));
    return fresh!;
  }

  async function fullState(row: RoundRow): Promise<BlackjackState> {
    const [seed] = await db.select().from(houseSeeds).where(eq(houseSeeds.id, row.seedId));
    return replayHand(seed!, row.nonce, recordOf(row));
  }

  /** Applies an action whose money (if any) is settled, and ends the hand when it is over. */
  async function apply(merchant: ResolvedMerchant, row: RoundRow, action: BlackjackAction, requestId: string, walletBalance?: string): Promise<RoundRow> {
    const record = recordOf(row);
    const state = applyBlackjackAction(await fullState(row), action);
    const next: HandRecord = {
      ...record,
      steps: [...record.steps, { action, requestId }],
      pending: null,
      walletBalance: walletBalance ?? record.walletBalance,
      state: storedState(state),
    };
    const saved = await save(row, next, { stake: state.totalStake });
    if (!saved) throw new ApiError('conflict', 'This hand changed meanwhile; please look again');
    return state.phase === 'settled' ? endHand(merchant, saved) : saved;
  }

  /** A finished hand: its win is paid (real money through the wallet, free play with play money). */
  async function endHand(merchant: ResolvedMerchant, row: RoundRow): Promise<RoundRow> {
    const { state } = recordOf(row);
    const values = { stake: BigInt(state.totalStake), win: BigInt(state.totalReturned) };
    if (!row.real) return book.settlePlay(await book.update(row, values));
    const debited = await book.update(row, { ...values, status: 'debited' });
    return (await book.pay(merchant, debited)) ?? debited;
  }

  const transactionOf = (row: RoundRow, action: 'double' | 'split', active: number) =>
    action === 'split' ? `${row.roundId}:split` : `${row.roundId}:double${active === 0 ? '' : `-${active + 1}`}`;

  /** Sends a pending extra stake (again): taken → the action is played; refused → dropped; no answer → thrown. */
  async function sendPending(merchant: ResolvedMerchant, row: RoundRow, pending: PendingDebit, token: string): Promise<RoundRow> {
    try {
      const taken = await deps.wallet.call(book.targetOf(merchant, row.vendorCode), 'debit', {
        token,
        player: row.player,
        transactionId: pending.transactionId,
        roundId: row.roundId,
        gameCode: row.gameCode,
        amount: show(merchant, pending.amount),
      });
      return await apply(merchant, row, pending.action, pending.requestId, minorOf(merchant, taken.balance).toString());
    } catch (error) {
      if (error instanceof SeamlessCallError && !error.unanswered && error.code !== 'retry_later') {
        await save(row, { ...recordOf(row), pending: null });
      }
      throw apiErrorOf(error);
    }
  }

  /** A call sent again after it acted: the same hand, with its win paid again if that answer was lost (at most once). */
  async function repeated(merchant: ResolvedMerchant, row: RoundRow): Promise<RoundRow> {
    if (row.real && row.status === 'debited') return (await book.pay(merchant, row)) ?? row;
    return row;
  }

  /** Free play: the play money must cover every stake of the hand, this one included. */
  async function checkPlayMoney(row: RoundRow, extra: bigint) {
    const money = await book.playMoney(row);
    if (money < row.stake + extra) throw new ApiError('insufficient_funds', 'Your play money is too low for this stake', { field: 'stake' });
  }

  /**
   * One action on the hand in play.
   * @throws invalid_state (the hand is over or the action is not allowed now), idempotency_conflict (the requestId
   *   played another action on this hand), insufficient_funds,
   *   account_frozen, game_token_invalid, vendor_unavailable (the answer was lost: send the same requestId again)
   */
  async function act(merchant: ResolvedMerchant, row: RoundRow, input: { action: BlackjackAction; requestId: string; token: string }): Promise<RoundRow> {
    let record = recordOf(row);
    // An action's fingerprint is the action itself: the same requestId with another action is refused.
    const done = record.steps.find((step) => step.requestId === input.requestId);
    if (done) {
      sameRequest(done.action, input.action);
      return repeated(merchant, row);
    }
    if (record.pending?.requestId === input.requestId) sameRequest(record.pending.action, input.action);
    if (row.status !== 'playing') throw new ApiError('invalid_state', 'This hand is over');
    if (record.pending) {
      // A double or split whose answer was lost: sent again; once known, the hand goes on from there.
      row = await sendPending(merchant, row, record.pending, input.token);
      if (record.pending.requestId === input.requestId) return row;
      if (row.status !== 'playing') throw new ApiError('invalid_state', 'This hand is over');
      record = recordOf(row);
    }
    const state = await fullState(row);
    if (!allowedActions(state).includes(input.action)) throw new ApiError('invalid_state', `You cannot ${input.action} now`, { field: 'action' });
    if (input.action !== 'double' && input.action !== 'split') return apply(merchant, row, input.action, input.requestId);

    const extra = state.hands[state.active]!.stake;
    if (!row.real) {
      await checkPlayMoney(row, extra);
      return apply(merchant, row, input.action, input.requestId);
    }
    const pending: PendingDebit = {
      action: input.action,
      requestId: input.requestId,
      transactionId: transactionOf(row, input.action, state.active),
      amount: extra.toString(),
    };
    const claimed = await save(row, { ...record, pending });
    if (!claimed) throw new ApiError('conflict', 'This hand changed meanwhile; please look again');
    return sendPending(merchant, claimed, pending, input.token);
  }

  /**
   * An abandoned hand finished in the player's favour: an extra stake whose answer was lost is rolled back
   * (the action did not happen), the remaining hands stand, the dealer plays and the win is paid.
   * @returns false when the wallet could not be reached (the next run tries again)
   */
  async function finishAbandoned(merchant: ResolvedMerchant, row: RoundRow): Promise<boolean> {
    const { pending } = recordOf(row);
    if (pending && row.real) {
      try {
        await deps.wallet.call(book.targetOf(merchant, row.vendorCode), 'rollback', {
          player: row.player,
          transactionId: `${pending.transactionId}:rollback`,
          debitTransactionId: pending.transactionId,
          roundId: row.roundId,
          gameCode: row.gameCode,
        });
      } catch (error) {
        // unknown_transaction: the debit never arrived; it is refused if it comes later. Either way nothing was taken.
        if (!(error instanceof SeamlessCallError) || error.code !== 'unknown_transaction') return false;
      }
    }
    let current = (await save(row, { ...recordOf(row), pending: null, finishedBySweep: true })) ?? (await reload(row));
    if (current.status !== 'playing') return true;
    let state = await fullState(current);
    const stands: BlackjackAction[] = [];
    while (state.phase === 'player') {
      state = applyBlackjackAction(state, 'stand');
      stands.push('stand');
    }
    const record = recordOf(current);
    const steps = [...record.steps, ...stands.map((action, index) => ({ action, requestId: `sweep-${index}` }))];
    const saved = await save(current, { ...record, steps, state: storedState(state) }, { stake: state.totalStake });
    if (!saved) return false;
    current = await endHand(merchant, saved);
    return current.status === 'settled';
  }

  return { act, endHand, repeated, finishAbandoned, save, fullState };
}
