// The seamless wallet's batch credit (docs/seamless-wallet.md, Batch credit; ADR 0040): many rounds paid in
// one call, each line idempotent on its own transaction id and answered on its own. The whole batch is one
// database transaction of a few set-based statements (credit-batch-sql.ts), whatever its size: lock the
// accounts, read the stored ids and the rounds, move the money of every plain line in one ledger statement,
// record every line in one INSERT, add the turnover in one upsert. Lines of rounds staked with bonus money
// take the bonus port's hooks one by one inside that transaction, exactly as a single credit takes them.
import type { CreditBatchLine, CreditBatchReply } from '@orbit/contracts/seamless';
import type { Tx } from '../../../db/client.ts';
import { memberAccount } from '../addresses.ts';
import type { BonusLegs } from './bonus-port.ts';
import { payLines, roundKey, winsAccount } from './credit-batch-pay.ts';
import {
  answersInOrder,
  answerStored,
  refusal,
  roundFactsOf,
  roundVerdict,
  sortLines,
  type BatchLine,
  type Candidate,
  type LineAnswer,
} from './credit-batch-lines.ts';
import { lockAccounts, roundRows, storedCalls } from './credit-batch-sql.ts';
import { isLostRace, requestHashOf, SeamlessError, type SeamlessCall, type SeamlessCore } from './seamless-core.ts';
import { categoriesOf } from './turnover.ts';

export function createCreditBatch(core: SeamlessCore) {
  const { db, deps } = core;

  /**
   * Pays many rounds: every line is answered in the request's order, paid (the balance right after it) or
   * refused with its own code; a line repeated (in this batch or from an earlier call) answers as the first.
   * A fault of ours fails the whole batch and writes nothing (the route answers retry_later).
   */
  return async function creditBatch(call: SeamlessCall, input: { credits: CreditBatchLine[] }): Promise<CreditBatchReply> {
    const lines: BatchLine[] = input.credits.map((line, index) => ({ index, input: line, hash: requestHashOf('credit', line) }));
    const memberIds = await deps.members.idsOfUsernames(call.merchant.id, [...new Set(lines.map((l) => l.input.player))]);
    const sorted = sortLines(lines, memberIds, (text) => {
      try {
        return core.amountOf(call.merchant, text, true);
      } catch (error) {
        if (error instanceof SeamlessError) return refusal(error.code, error.message);
        throw error;
      }
    });
    const categories =
      sorted.candidates.length === 0
        ? new Map<string, string>()
        : await categoriesOf(
            db,
            call.merchant.id,
            call.vendor.id,
            sorted.candidates.map((c) => c.line.input.gameCode),
          );
    // Two tries, as a single call: a batch that loses a race on an id to another call runs again on what is there now.
    for (let attempt = 0; ; attempt++) {
      try {
        const answers = await db.transaction((tx) => applyLines(tx, call, sorted.candidates, categories));
        for (const [index, answer] of sorted.answers) answers.set(index, answer);
        return { currency: call.merchant.currency, lines: answersInOrder(lines, answers, sorted.sameAs) };
      } catch (error) {
        if (isLostRace(error) && attempt < 2) continue;
        throw error;
      }
    }
  };

  /** The batch's transaction: grants, then accounts locked; stored ids and rounds read; the new lines paid. */
  async function applyLines(tx: Tx, call: SeamlessCall, candidates: readonly Candidate[], categories: ReadonlyMap<string, string>) {
    const answers = new Map<number, LineAnswer>();
    if (candidates.length === 0) return answers;
    const port = deps.bonuses?.current ?? null;
    const roundIds = [...new Set(candidates.map((c) => c.line.input.roundId))];
    const staked = port ? await port.stakedRounds(tx, call.merchant, { vendorId: call.vendor.id, roundIds }) : new Set<string>();
    // A round staked with bonus money splits its win as a single credit splits it, locking its grants before any
    // account (grant row, then ledger accounts, in every path: bonus-port.ts).
    // In member order, so two batches lock the grants of the same members in the same order.
    const splits = new Map<number, BonusLegs | null>();
    for (const c of [...candidates].sort((a, b) => a.memberId - b.memberId))
      if (port && c.amount > 0n && staked.has(roundKey(c)))
        splits.set(
          c.line.index,
          await port.winLegs(tx, call.merchant, { memberId: c.memberId, vendorId: call.vendor.id, roundId: c.line.input.roundId, amount: c.amount }),
        );
    const addresses = candidates.flatMap((c) => [
      memberAccount.main(c.memberId),
      ...(c.amount > 0n ? [winsAccount(call, c.memberId)] : []),
      ...(splits.get(c.line.index)?.legs.map((leg) => leg.address) ?? []),
    ]);
    const balances = await lockAccounts(tx, call, addresses);
    // Read after the locks: a call that held them has committed, and what it wrote is seen here.
    const stored = await storedCalls(
      tx,
      call,
      candidates.map((c) => c.line.input.transactionId),
    );
    const facts = roundFactsOf(await roundRows(tx, call, roundIds));
    const taken = new Set<string>();
    const paying: Candidate[] = [];
    for (const c of candidates) {
      const row = stored.get(c.line.input.transactionId);
      const verdict = row ? answerStored(row, c.line) : roundVerdict(c, facts.get(c.line.input.roundId), taken);
      if (verdict === 'pay') paying.push(c);
      else answers.set(c.line.index, verdict);
    }
    for (const [index, answer] of await payLines(core, tx, call, paying, { staked, splits, balances, facts, categories, now: deps.clock.now() }))
      answers.set(index, answer);
    return answers;
  }
}
