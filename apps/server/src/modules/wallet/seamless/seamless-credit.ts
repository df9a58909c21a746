// The seamless wallet's credit action: a win paid from the vendor's wins account, or held above the credit cap.
import { and, eq } from 'drizzle-orm';
import type { CreditRequest, MovementReply } from '@orbit/contracts/seamless';
import { games } from '../../../db/schema/games.ts';
import { seamlessTransactions } from '../../../db/schema/seamless.ts';
import { houseAccount, memberAccount } from '../addresses.ts';
import { creditCapOf } from './credit-caps.ts';
import { SeamlessError, type SeamlessCall, type SeamlessCore } from './seamless-core.ts';
import { addTurnover, categoryOf, validChange } from './turnover.ts';

export function createCredit(core: SeamlessCore) {
  const { db, deps } = core;

  /**
   * A win (no live session needed). Zero closes a lost round without a movement. A win without a matching
   * bet (no live bet of this player in the round, or a game the vendor does not have) above the vendor's
   * credit cap is held for an operator: answered with the balance as it is, the money not yet the member's.
   * @throws SeamlessError player_not_found, bad_parameters, bet_cancelled (the round's bets were rolled back), transaction_conflict
   */
  return async function credit(call: SeamlessCall, input: CreditRequest): Promise<MovementReply> {
    const member = await core.memberOf(call.merchant, input.player);
    const amount = core.amountOf(call.merchant, input.amount, true);
    const [game] =
      amount === 0n
        ? []
        : await db
            .select({ category: games.category })
            .from(games)
            .where(and(eq(games.merchantId, call.merchant.id), eq(games.vendorId, call.vendor.id), eq(games.gameCode, input.gameCode)));
    // A zero closes a lost round, which counts in valid turnover (turnover.ts validChange), so it needs the category too.
    const category = game?.category ?? (await categoryOf(db, call.merchant.id, call.vendor.id, input.gameCode));
    return core.once(call, 'credit', input.transactionId, input, async (tx, hash) => {
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
        const balanceNow = await core.playableBalance(tx, call.merchant, member.id);
        return {
          reply: core.ok(call, balanceNow, `${call.vendor.code}:${input.transactionId}`),
          rows: [core.row(call, member.id, input.transactionId, 'credit', 'held', input.roundId, input.gameCode, amount, hash, null)],
        };
      }
      let balanceAfter: bigint;
      let ledgerId: number | null = null;
      const bonuses = deps.bonuses?.current;
      const where = { memberId: member.id, vendorId: call.vendor.id, roundId: input.roundId };
      const roundKeys = { merchantId: call.merchant.id, vendorId: call.vendor.id, memberId: member.id, roundId: input.roundId };
      const validTurnover = await validChange(tx, roundKeys, { payoutAdded: amount });
      const settled = { ...core.turnoverOf(call, member.id, category, deps.clock.now()), validTurnover };
      if (amount === 0n) {
        // A lost round closes its bonus stakes; a grant left with nothing then ends as lost.
        if (bonuses) await bonuses.winPaid(tx, call.merchant, { ...where, balances: new Map() });
        balanceAfter = await core.playableBalance(tx, call.merchant, member.id);
        if (validTurnover !== 0n) await addTurnover(tx, settled);
      } else {
        // A round staked partly with a bonus pays each grant its share (bonus-split.ts); the rest is cash.
        const split = bonuses ? await bonuses.winLegs(tx, call.merchant, { ...where, amount }) : null;
        const wins = houseAccount(`wins:${call.vendor.code}`, member.id);
        const moved = await core.move(tx, call, {
          merchantId: call.merchant.id,
          currency: call.merchant.currency,
          idempotencyKey: `seamless:${call.vendor.id}:${input.transactionId}`,
          kind: 'win',
          memberId: member.id,
          postings: split
            ? [
                ...(split.toMain > 0n ? [{ from: wins, to: memberAccount.main(member.id), amount: split.toMain }] : []),
                ...split.legs.map((leg) => ({ from: wins, to: leg.address, amount: leg.amount })),
              ]
            : [{ from: wins, to: memberAccount.main(member.id), amount }],
          reference: `${call.vendor.code}:${input.roundId}`,
        });
        if (split && bonuses) await bonuses.winPaid(tx, call.merchant, { ...where, balances: moved.balances });
        balanceAfter = await core.playableBalance(tx, call.merchant, member.id, moved.balances.get(memberAccount.main(member.id)));
        ledgerId = moved.transactionId;
        await addTurnover(tx, { ...settled, wins: amount });
      }
      return {
        reply: core.ok(call, balanceAfter, ledgerId === null ? `${call.vendor.code}:${input.transactionId}` : String(ledgerId)),
        rows: [core.row(call, member.id, input.transactionId, 'credit', 'applied', input.roundId, input.gameCode, amount, hash, ledgerId)],
      };
    });
  };
}
