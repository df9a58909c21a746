// Paying a batch credit's lines (seamless-credit-batch.ts): plain lines set-based (one ledger statement, one
// INSERT of their rows, one turnover upsert), lines of bonus-staked rounds one by one as a single credit pays them.
import type { Tx } from '../../../db/client.ts';
import { houseAccount, memberAccount } from '../addresses.ts';
import type { BonusLegs } from './bonus-port.ts';
import { validTurnoverOf, type Candidate, type LineAnswer, type RoundFacts } from './credit-batch-lines.ts';
import { addWinTurnovers, insertPaid, ledgerIdsOf, type PaidRow, type WinTurnover } from './credit-batch-sql.ts';
import { RaceLost, type SeamlessCall, type SeamlessCore } from './seamless-core.ts';
import { dayOf } from './turnover.ts';

/** What the paying step needs to know, read under the batch's locks. */
export interface Reads {
  staked: ReadonlySet<string>;
  splits: ReadonlyMap<number, BonusLegs | null>;
  balances: ReadonlyMap<string, bigint>;
  facts: ReadonlyMap<string, RoundFacts>;
  categories: ReadonlyMap<string, string>;
  now: Date;
}

export const roundKey = (c: Candidate) => `${c.memberId}:${c.line.input.roundId}`;
const ledgerKeyOf = (call: SeamlessCall, c: Candidate) => `seamless:${call.vendor.id}:${c.line.input.transactionId}`;
export const winsAccount = (call: SeamlessCall, memberId: number) => houseAccount(`wins:${call.vendor.code}`, memberId);

/** Pays the lines that may pay: plain ones set-based, bonus-staked ones one by one; records them all. */
export async function payLines(core: SeamlessCore, tx: Tx, call: SeamlessCall, paying: readonly Candidate[], reads: Reads): Promise<Map<number, LineAnswer>> {
  const plain = paying.filter((c) => !reads.staked.has(roundKey(c)));
  const positive = plain.filter((c) => c.amount > 0n);
  const applied = await core.deps.ledger.creditMany(tx, {
    merchantId: call.merchant.id,
    currency: call.merchant.currency,
    kind: 'win',
    credits: positive.map((c) => ({
      memberId: c.memberId,
      from: winsAccount(call, c.memberId),
      to: memberAccount.main(c.memberId),
      amount: c.amount,
      idempotencyKey: ledgerKeyOf(call, c),
      reference: `${call.vendor.code}:${c.line.input.roundId}`,
    })),
  });
  // Every key is new under the locks unless another call wrote the same id for another player meanwhile.
  if (applied !== positive.length) throw new RaceLost();
  const ledgerIds = await ledgerIdsOf(
    tx,
    call.merchant.id,
    positive.map((c) => ledgerKeyOf(call, c)),
  );
  const port = core.deps.bonuses?.current ?? null;
  const bonus = port ? await port.playableOf(tx, call.merchant, [...new Set(plain.map((c) => c.memberId))]) : new Map<number, bigint>();
  // Each plain line answers the balance right after it: the cash before the batch plus its lines so far.
  const cash = new Map<number, bigint>();
  const rows: PaidRow[] = [];
  const indexes: number[] = [];
  for (const c of plain) {
    const main = memberAccount.main(c.memberId);
    const after = (cash.get(c.memberId) ?? reads.balances.get(main) ?? 0n) + c.amount;
    cash.set(c.memberId, after);
    const ledgerId = c.amount > 0n ? (ledgerIds.get(ledgerKeyOf(call, c)) ?? null) : null;
    rows.push(paidRow(core, call, c, ledgerId, after + (bonus.get(c.memberId) ?? 0n)));
    indexes.push(c.line.index);
  }
  for (const c of paying)
    if (reads.staked.has(roundKey(c))) {
      rows.push(await payStaked(core, tx, call, c, reads.splits.get(c.line.index) ?? null));
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
async function payStaked(core: SeamlessCore, tx: Tx, call: SeamlessCall, c: Candidate, split: BonusLegs | null): Promise<PaidRow> {
  const port = core.deps.bonuses!.current!;
  const where = { memberId: c.memberId, vendorId: call.vendor.id, roundId: c.line.input.roundId };
  if (c.amount === 0n) {
    await port.winPaid(tx, call.merchant, { ...where, balances: new Map() });
    return paidRow(core, call, c, null, await core.playableBalance(tx, call.merchant, c.memberId));
  }
  const wins = winsAccount(call, c.memberId);
  const main = memberAccount.main(c.memberId);
  const moved = await core.move(tx, call, {
    merchantId: call.merchant.id,
    currency: call.merchant.currency,
    idempotencyKey: ledgerKeyOf(call, c),
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
  return paidRow(core, call, c, moved.transactionId, await core.playableBalance(tx, call.merchant, c.memberId, moved.balances.get(main)));
}

function paidRow(core: SeamlessCore, call: SeamlessCall, c: Candidate, ledgerId: number | null, balance: bigint): PaidRow {
  const { transactionId, roundId, gameCode } = c.line.input;
  const reference = ledgerId === null ? `${call.vendor.code}:${transactionId}` : String(ledgerId);
  return { memberId: c.memberId, transactionId, roundId, gameCode, amount: c.amount, hash: c.line.hash, ledgerId, reply: core.ok(call, balance, reference) };
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
