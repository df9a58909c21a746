// The decisions of a batch credit (seamless-credit-batch.ts), kept free of the database so they read as the
// rules of docs/seamless-wallet.md (Batch credit): which line repeats another of the same batch, which repeats
// a stored call, and which round a new line may pay. Every refusal here is a line's own; the batch goes on.
import type { CreditBatchLine, CreditBatchLineReply, SeamlessErrorCode } from '@orbit/contracts/seamless';
import type { StoredReply } from './seamless-core.ts';

/** A line as the batch reads it: its place in the request and the hash a repeat is compared by. */
export interface BatchLine {
  index: number;
  input: CreditBatchLine;
  hash: string;
}

/** A line refused, or answered: what goes back to the vendor for it. */
export type LineAnswer = { success: true; balance: string; reference: string } | { success: false; errorCode: SeamlessErrorCode; message: string };

/** A line that may pay: its player and amount are known. */
export interface Candidate {
  line: BatchLine;
  memberId: number;
  amount: bigint;
}

/** What the batch knows before its transaction: answers found already, lines repeating an earlier one, candidates. */
export interface Sorted {
  answers: Map<number, LineAnswer>;
  /** Line index → the earlier line of the same batch it repeats (same id, same request): it gets that answer. */
  sameAs: Map<number, number>;
  candidates: Candidate[];
}

export const refusal = (errorCode: SeamlessErrorCode, message: string): LineAnswer => ({ success: false, errorCode, message });
const CONFLICT = refusal('transaction_conflict', 'This transaction id was used before for a different request');

/**
 * Sorts the lines before anything is read: a transaction id seen earlier in the batch answers as that line
 * (the same request) or transaction_conflict (another one); then, as a single credit checks them, an unknown
 * player and a bad amount are refused.
 */
export function sortLines(lines: readonly BatchLine[], memberIds: ReadonlyMap<string, number>, amountOf: (text: string) => bigint | LineAnswer): Sorted {
  const sorted: Sorted = { answers: new Map(), sameAs: new Map(), candidates: [] };
  const firstOf = new Map<string, BatchLine>();
  for (const line of lines) {
    const first = firstOf.get(line.input.transactionId);
    if (first) {
      if (first.hash === line.hash) sorted.sameAs.set(line.index, first.index);
      else sorted.answers.set(line.index, CONFLICT);
      continue;
    }
    firstOf.set(line.input.transactionId, line);
    const memberId = memberIds.get(line.input.player);
    if (memberId === undefined) {
      sorted.answers.set(line.index, refusal('player_not_found', 'No such player at this merchant'));
      continue;
    }
    const amount = amountOf(line.input.amount);
    if (typeof amount !== 'bigint') sorted.answers.set(line.index, amount);
    else sorted.candidates.push({ line, memberId, amount });
  }
  return sorted;
}

/** A stored call under a line's transaction id: its first answer again, or transaction_conflict. */
export function answerStored(stored: { kind: string; requestHash: string; reply: unknown }, line: BatchLine): LineAnswer {
  if (stored.kind !== 'credit' || stored.requestHash !== line.hash) return CONFLICT;
  const reply = stored.reply as StoredReply;
  if (!reply.success) return refusal(reply.errorCode, reply.message);
  return { success: true, balance: reply.value.balance, reference: reply.value.reference };
}

/** What the seamless rows of a round say, per member (one grouped read for the whole batch). */
export interface RoundFacts {
  /** Any rollback in the round, and any live (taken, not refunded) bet, of any player. */
  rolledBack: boolean;
  liveBet: boolean;
  /** Per member: the live stake, and whether a credit already settled the round for them. */
  stakeOf: Map<number, bigint>;
  credited: Set<number>;
}

/** Folds the grouped rows (round, member, kind, status, sum) into each round's facts. */
export function roundFactsOf(rows: readonly { roundId: string; memberId: number; kind: string; status: string; amount: bigint }[]) {
  const facts = new Map<string, RoundFacts>();
  for (const row of rows) {
    let round = facts.get(row.roundId);
    if (!round) facts.set(row.roundId, (round = { rolledBack: false, liveBet: false, stakeOf: new Map(), credited: new Set() }));
    if (row.kind === 'rollback') round.rolledBack = true;
    if (row.kind === 'debit' && row.status === 'applied') {
      round.liveBet = true;
      round.stakeOf.set(row.memberId, (round.stakeOf.get(row.memberId) ?? 0n) + row.amount);
    }
    if (row.kind === 'credit') round.credited.add(row.memberId);
  }
  return facts;
}

/**
 * Whether a new line may pay its round: refused as a single credit would (bet_cancelled), or because a batch
 * pays only a round its player has a live bet in (unknown_round) and only once (round_closed: a credit of the
 * round came before, or an earlier line of this batch took it). `taken` collects the rounds this batch pays.
 */
export function roundVerdict(candidate: Candidate, round: RoundFacts | undefined, taken: Set<string>): LineAnswer | 'pay' {
  if (round?.rolledBack && !round.liveBet) return refusal('bet_cancelled', 'The bets of this round were rolled back; nothing is paid');
  const stake = round?.stakeOf.get(candidate.memberId);
  if (stake === undefined) return refusal('unknown_round', 'This player has no live bet in this round; pay it with a single credit');
  const key = `${candidate.memberId}:${candidate.line.input.roundId}`;
  if (round!.credited.has(candidate.memberId) || taken.has(key)) return refusal('round_closed', 'This round was paid before under another transaction id');
  taken.add(key);
  return 'pay';
}

/** A settled round's valid turnover (turnover.ts validChange, with nothing paid before): min(stake, |payout − stake|). */
export function validTurnoverOf(stake: bigint, payout: bigint): bigint {
  const net = payout > stake ? payout - stake : stake - payout;
  return stake < net ? stake : net;
}

/** The answers in the request's order, a repeated line answered as the line it repeats. */
export function answersInOrder(
  lines: readonly BatchLine[],
  answers: ReadonlyMap<number, LineAnswer>,
  sameAs: ReadonlyMap<number, number>,
): CreditBatchLineReply[] {
  return lines.map((line) => {
    const answer = answers.get(sameAs.get(line.index) ?? line.index);
    if (!answer) throw new Error(`batch line ${line.index} has no answer`);
    return { transactionId: line.input.transactionId, ...answer };
  });
}
