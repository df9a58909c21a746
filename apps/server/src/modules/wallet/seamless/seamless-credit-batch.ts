// The seamless wallet's batch credit (docs/seamless-wallet.md, Batch credit; ADR 0040): many rounds paid in
// one call, each line idempotent on its own transaction id and answered on its own. The whole batch is one
// database transaction of a few set-based statements (credit-batch-sql.ts), whatever its size: lock the
// accounts, read the stored ids and the rounds, move the money of every plain line in one ledger statement,
// record every line in one INSERT, add the turnover in one upsert. Lines of rounds staked with bonus money
// take the bonus port's hooks one by one inside that transaction, exactly as a single credit takes them.
import type { CreditBatchLine, CreditBatchReply } from '@orbit/contracts/seamless';
import { errorCodeOf, type Tx } from '../../../db/client.ts';
import { houseAccount, memberAccount } from '../addresses.ts';
import type { BonusLegs } from './bonus-port.ts';
import {
  answersInOrder,
  answerStored,
  refusal,
  roundFactsOf,
  roundVerdict,
  sortLines,
  validTurnoverOf,
  type BatchLine,
  type Candidate,
  type LineAnswer,
  type RoundFacts,
} from './credit-batch-lines.ts';
import { addWinTurnovers, insertPaid, ledgerIdsOf, lockAccounts, roundRows, storedCalls, type PaidRow, type WinTurnover } from './credit-batch-sql.ts';
import { RaceLost, requestHashOf, SeamlessError, type SeamlessCall, type SeamlessCore } from './seamless-core.ts';
import { categoriesOf, dayOf } from './turnover.ts';

/** What the paying step needs to know, read under the batch's locks. */
interface Reads {
  staked: ReadonlySet<string>;
  splits: ReadonlyMap<number, BonusLegs | null>;
  balances: ReadonlyMap<string, bigint>;
  facts: ReadonlyMap<string, RoundFacts>;
  categories: ReadonlyMap<string, string>;
  now: Date;
}

const roundKey = (c: Candidate) => `${c.memberId}:${c.line.input.roundId}`;

export function createCreditBatch(core: SeamlessCore) {
  const { db, deps } = core;
  const ledgerKey = (call: SeamlessCall, c: Candidate) => `seamless:${call.vendor.id}:${c.line.input.transactionId}`;
  const winsOf = (call: SeamlessCall, memberId: number) => houseAccount(`wins:${call.vendor.code}`, memberId);

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
        if ((error instanceof RaceLost || errorCodeOf(error) === '23505') && attempt < 2) continue;
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
    const splits = new Map<number, BonusLegs | null>();
    for (const c of candidates)
      if (port && c.amount > 0n && staked.has(roundKey(c)))
        splits.set(
          c.line.index,
          await port.winLegs(tx, call.merchant, { memberId: c.memberId, vendorId: call.vendor.id, roundId: c.line.input.roundId, amount: c.amount }),
        );
    const addresses = candidates.flatMap((c) => [
      memberAccount.main(c.memberId),
      ...(c.amount > 0n ? [winsOf(call, c.memberId)] : []),
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
    for (const [index, answer] of await payLines(tx, call, paying, { staked, splits, balances, facts, categories, now: deps.clock.now() }))
      answers.set(index, answer);
    return answers;
  }

  /** Pays the lines that may pay: plain ones set-based, bonus-staked ones one by one; records them all. */
  async function payLines(tx: Tx, call: SeamlessCall, paying: readonly Candidate[], reads: Reads): Promise<Map<number, LineAnswer>> {
    const plain = paying.filter((c) => !reads.staked.has(roundKey(c)));
    const positive = plain.filter((c) => c.amount > 0n);
    const applied = await deps.ledger.creditMany(tx, {
      merchantId: call.merchant.id,
      currency: call.merchant.currency,
      kind: 'win',
      credits: positive.map((c) => ({
        memberId: c.memberId,
        from: winsOf(call, c.memberId),
        to: memberAccount.main(c.memberId),
        amount: c.amount,
        idempotencyKey: ledgerKey(call, c),
        reference: `${call.vendor.code}:${c.line.input.roundId}`,
      })),
    });
    // Every key is new under the locks unless another call wrote the same id for another player meanwhile.
    if (applied !== positive.length) throw new RaceLost();
    const ledgerIds = await ledgerIdsOf(
      tx,
      call.merchant.id,
      positive.map((c) => ledgerKey(call, c)),
    );
    const port = deps.bonuses?.current ?? null;
    const bonus = port ? await port.playableOf(tx, call.merchant, [...new Set(plain.map((c) => c.memberId))]) : new Map<number, bigint>();
    // Each plain line answers the balance right after it: the cash before the batch plus its lines so far.
    const cash = new Map<number, bigint>();
    const rows: PaidRow[] = [];
    const indexes: number[] = [];
    for (const c of plain) {
      const main = memberAccount.main(c.memberId);
      const after = (cash.get(c.memberId) ?? reads.balances.get(main) ?? 0n) + c.amount;
      cash.set(c.memberId, after);
      const ledgerId = c.amount > 0n ? (ledgerIds.get(ledgerKey(call, c)) ?? null) : null;
      rows.push(paidRow(call, c, ledgerId, after + (bonus.get(c.memberId) ?? 0n)));
      indexes.push(c.line.index);
    }
    for (const c of paying)
      if (reads.staked.has(roundKey(c))) {
        rows.push(await payStaked(tx, call, c, reads.splits.get(c.line.index) ?? null));
        indexes.push(c.line.index);
      }
    if ((await insertPaid(tx, call, rows, reads.now)) !== rows.length) throw new RaceLost();
    await addWinTurnovers(tx, call, dayOf(reads.now, call.merchant.timeZone), turnoverOf(paying, reads));
    const answers = new Map<number, LineAnswer>();
    rows.forEach(({ reply }, i) => {
      if (reply.success) answers.set(indexes[i]!, { success: true, balance: reply.value.balance, reference: reply.value.reference });
    });
    return answers;
  }

  /** A line of a round staked with bonus money: the single credit's steps (seamless-credit.ts), in this transaction. */
  async function payStaked(tx: Tx, call: SeamlessCall, c: Candidate, split: BonusLegs | null): Promise<PaidRow> {
    const port = deps.bonuses!.current!;
    const where = { memberId: c.memberId, vendorId: call.vendor.id, roundId: c.line.input.roundId };
    if (c.amount === 0n) {
      await port.winPaid(tx, call.merchant, { ...where, balances: new Map() });
      return paidRow(call, c, null, await core.playableBalance(tx, call.merchant, c.memberId));
    }
    const wins = winsOf(call, c.memberId);
    const main = memberAccount.main(c.memberId);
    const moved = await core.move(tx, call, {
      merchantId: call.merchant.id,
      currency: call.merchant.currency,
      idempotencyKey: ledgerKey(call, c),
      kind: 'win',
      memberId: c.memberId,
      postings: split
        ? [
            ...(split.toMain > 0n ? [{ from: wins, to: main, amount: split.toMain }] : []),
            ...split.legs.map((leg) => ({ from: wins, to: leg.address, amount: leg.amount })),
          ]
        : [{ from: wins, to: main, amount: c.amount }],
      reference: `${call.vendor.code}:${c.line.input.roundId}`,
    });
    if (split) await port.winPaid(tx, call.merchant, { ...where, balances: moved.balances });
    return paidRow(call, c, moved.transactionId, await core.playableBalance(tx, call.merchant, c.memberId, moved.balances.get(main)));
  }

  function paidRow(call: SeamlessCall, c: Candidate, ledgerId: number | null, balance: bigint): PaidRow {
    const { transactionId, roundId, gameCode } = c.line.input;
    const reference = ledgerId === null ? `${call.vendor.code}:${transactionId}` : String(ledgerId);
    return { memberId: c.memberId, transactionId, roundId, gameCode, amount: c.amount, hash: c.line.hash, ledgerId, reply: core.ok(call, balance, reference) };
  }
}

/** The wins and valid turnover of the paid lines, summed per member and category. */
function turnoverOf(paying: readonly Candidate[], reads: Reads): WinTurnover[] {
  const byKey = new Map<string, WinTurnover>();
  for (const c of paying) {
    const category = reads.categories.get(c.line.input.gameCode) ?? 'other';
    const stake = reads.facts.get(c.line.input.roundId)?.stakeOf.get(c.memberId) ?? 0n;
    const key = `${c.memberId}:${category}`;
    const entry = byKey.get(key) ?? { memberId: c.memberId, category, wins: 0n, validTurnover: 0n };
    entry.wins += c.amount;
    entry.validTurnover += validTurnoverOf(stake, c.amount);
    byKey.set(key, entry);
  }
  return [...byKey.values()];
}
