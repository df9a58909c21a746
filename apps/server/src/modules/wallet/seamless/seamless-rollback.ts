// The seamless wallet's rollback action: a bet refunded once, or, before its debit, remembered so the debit is refused.
import { and, eq } from 'drizzle-orm';
import type { MovementReply, RollbackRequest } from '@orbit/contracts/seamless';
import { seamlessTransactions } from '../../../db/schema/seamless.ts';
import { houseAccount, memberAccount } from '../addresses.ts';
import { RaceLost, SeamlessError, type NewRow, type SeamlessCall, type SeamlessCore, type StoredReply } from './seamless-core.ts';
import { addTurnover, categoryOf, removeTurnover, validChange } from './turnover.ts';

export function createRollback(core: SeamlessCore) {
  const { row, deps } = core;

  /**
   * Refunds a bet, once (no live session needed). A rollback before its debit is remembered and answered
   * unknown_transaction; the debit, when it comes, is refused.
   * @throws SeamlessError player_not_found, bad_parameters, unknown_transaction, transaction_conflict
   */
  return async function rollback(call: SeamlessCall, input: RollbackRequest): Promise<MovementReply> {
    // One id cannot be both the bet and its refund: recording it would collide with itself for ever.
    if (input.transactionId === input.debitTransactionId)
      throw new SeamlessError('bad_parameters', 'transactionId: a rollback needs an id of its own, not its debit’s');
    const member = await core.memberOf(call.merchant, input.player);
    return core.once(call, 'rollback', input.transactionId, input, async (tx, hash) => {
      const target = await core.findRow(tx, call, input.debitTransactionId);
      const orphan = (rows: NewRow[]) => ({
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
        const balanceNow = await core.playableBalance(tx, call.merchant, member.id);
        return {
          reply: core.ok(call, balanceNow, `${call.vendor.code}:${input.transactionId}`),
          rows: [
            {
              ...row(call, member.id, input.transactionId, 'rollback', 'repeat', input.roundId, input.gameCode, 0n, hash, null),
              debitTransactionId: input.debitTransactionId,
            },
          ],
        };
      }
      // Each part of the bet goes back where it came from: cash to main, a bonus part to its grant (or, once the
      // grant has ended, where the grant's money went; bonus-port.ts).
      const bonuses = deps.bonuses?.current;
      const where = { vendorId: call.vendor.id, debitTransactionId: input.debitTransactionId };
      const split = bonuses ? await bonuses.refundLegs(tx, call.merchant, { ...where, amount: target.amount }) : null;
      const bets = houseAccount(`bets:${call.vendor.code}`, member.id);
      const main = memberAccount.main(member.id);
      const moved = await core.move(tx, call, {
        merchantId: call.merchant.id,
        currency: call.merchant.currency,
        idempotencyKey: `seamless:${call.vendor.id}:${input.transactionId}`,
        kind: 'refund',
        memberId: member.id,
        postings: split
          ? [
              ...(split.toMain > 0n ? [{ from: bets, to: main, amount: split.toMain }] : []),
              ...split.legs.map((leg) => ({ from: bets, to: leg.address, amount: leg.amount })),
            ]
          : [{ from: bets, to: main, amount: target.amount }],
        reference: `${call.vendor.code}:${target.roundId}`,
      });
      // A bet refunded after its round settled takes its share of valid turnover back (turnover.ts validChange).
      const validTurnover = await validChange(
        tx,
        { merchantId: call.merchant.id, vendorId: call.vendor.id, memberId: member.id, roundId: target.roundId },
        { stakeRemoved: target.amount },
      );
      const updated = await tx
        .update(seamlessTransactions)
        .set({ status: 'rolled_back' })
        .where(and(eq(seamlessTransactions.id, target.id), eq(seamlessTransactions.status, 'applied')))
        .returning({ id: seamlessTransactions.id });
      if (updated.length === 0) throw new RaceLost();
      if (split && bonuses) await bonuses.refunded(tx, call.merchant, where);
      // The refunded bet leaves the turnover of the day it was taken.
      const category = await categoryOf(tx, call.merchant.id, call.vendor.id, target.gameCode);
      await removeTurnover(tx, { ...core.turnoverOf(call, member.id, category, target.createdAt), turnover: target.amount, bets: 1 });
      if (validTurnover !== 0n) await addTurnover(tx, { ...core.turnoverOf(call, member.id, category, deps.clock.now()), validTurnover });
      return {
        reply: core.ok(call, await core.playableBalance(tx, call.merchant, member.id, moved.balances.get(main)), String(moved.transactionId)),
        rows: [
          {
            ...row(call, member.id, input.transactionId, 'rollback', 'applied', target.roundId, input.gameCode, target.amount, hash, moved.transactionId),
            debitTransactionId: input.debitTransactionId,
          },
        ],
      };
    });
  };
}
