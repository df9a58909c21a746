// The ledger (docs/conventions.md, Money, ADR 0011): the only code that writes postings. A movement is a set of
// postings from one account to another; they are netted per account and applied in one call of the
// ledger_move function (migration 0005), which locks accounts in address order, refuses a member account
// that would go below zero, writes the postings, and answers a replay with the first result.
import { createHash } from 'node:crypto';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { ApiError } from '@orbit/contracts/envelope';
import type { TransactionKind } from '@orbit/contracts/wallet';
import { afterCommit, errorCodeOf, isUniqueViolation, rowsOf, type Tx } from '../../db/client.ts';
import { memberOfAddress } from './addresses.ts';
import { ledgerAccounts, ledgerPostings, ledgerTransactions } from '../../db/schema/wallet.ts';
import type { Clock } from '../../lib/clock.ts';

export interface Posting {
  from: string;
  to: string;
  /** Minor units, more than zero. */
  amount: bigint;
}

export interface Movement {
  merchantId: number;
  currency: string;
  /** Unique per merchant: a second movement with the same key answers the first (or idempotency_conflict). */
  idempotencyKey: string;
  kind: TransactionKind;
  /** The member the movement is for (its account record lists it); null for house-only movements. */
  memberId: number | null;
  postings: readonly Posting[];
  reference?: string | null;
  note?: string | null;
  operatorId?: number | null;
  reversesId?: number | null;
}

export interface MovementResult {
  transactionId: number;
  createdAt: Date;
  /** True when the key was seen before and this is the first movement's result. */
  replayed: boolean;
  /** The balance of every account the movement touched, right after it. */
  balances: ReadonlyMap<string, bigint>;
}

export interface AccountBalance {
  address: string;
  currency: string;
  balance: bigint;
}

export type Ledger = ReturnType<typeof createLedger>;

export function createLedger(deps: { clock: Clock; onChanged?: (merchantId: number, memberIds: readonly number[]) => void }) {
  /**
   * Applies a movement inside the caller's transaction. A refused movement aborts that transaction.
   * @throws insufficient_funds (a member account would go below zero), idempotency_conflict, bad_request (malformed postings)
   */
  async function move(tx: Tx, movement: Movement): Promise<MovementResult> {
    let result;
    try {
      result = await tx.execute(sql`SELECT transaction_id, replayed, created_at, addresses, balances FROM ${moveCall(movement, deps.clock.now())}`);
    } catch (error) {
      throw ledgerError(error) ?? error;
    }
    const [row] = rowsOf<{ transaction_id: unknown; replayed: boolean; created_at: unknown; addresses: unknown; balances: unknown }>(result);
    if (!row) throw new Error('ledger_move answered no row');
    if (row.replayed !== true && deps.onChanged) {
      const onChanged = deps.onChanged;
      afterCommit(tx, () => onChanged(movement.merchantId, membersOf(movement)));
    }
    const resultAddresses = toArray(row.addresses).map(String);
    const resultBalances = toArray(row.balances).map((b) => BigInt(String(b)));
    return {
      transactionId: Number(row.transaction_id),
      createdAt: new Date(row.created_at as string),
      replayed: row.replayed === true,
      balances: new Map(resultAddresses.map((address, i) => [address, resultBalances[i] ?? 0n])),
    };
  }

  /**
   * Reverses a whole transaction with a new one (kind reversal) that names it; a transaction is reversed at most once.
   * @throws not_found, invalid_state (already reversed, or itself a reversal), insufficient_funds
   */
  async function reverse(tx: Tx, input: { merchantId: number; transactionId: number; note: string; operatorId?: number | null; idempotencyKey?: string }) {
    const [original] = await tx
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.merchantId, input.merchantId), eq(ledgerTransactions.id, input.transactionId)));
    if (!original) throw new ApiError('not_found', 'No such transaction', { field: 'transactionId' });
    if (original.reversesId !== null) throw new ApiError('invalid_state', 'A reversal is not reversed; make a new movement instead');
    const legs = await tx
      .select({ address: ledgerAccounts.address, currency: ledgerPostings.currency, amount: ledgerPostings.amount })
      .from(ledgerPostings)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
      .where(eq(ledgerPostings.transactionId, input.transactionId))
      .orderBy(asc(ledgerPostings.id));
    const currency = legs[0]?.currency ?? '';
    // Each leg goes back: what an account received is taken back to a house-neutral pairing by amount.
    const postings = pairLegs(legs.map((leg) => ({ address: leg.address, amount: -leg.amount })));
    return move(tx, {
      merchantId: input.merchantId,
      currency,
      idempotencyKey: input.idempotencyKey ?? `reversal:${input.transactionId}`,
      kind: 'reversal',
      memberId: original.memberId,
      postings,
      reference: original.reference,
      note: input.note,
      operatorId: input.operatorId ?? null,
      reversesId: input.transactionId,
    }).catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new ApiError('invalid_state', 'This transaction was already reversed');
      throw error;
    });
  }

  /** Every account of a member with its balance (accounts never used do not exist yet: they count as zero). */
  async function accountsOf(tx: Tx, merchantId: number, memberId: number): Promise<AccountBalance[]> {
    return tx
      .select({ address: ledgerAccounts.address, currency: ledgerAccounts.currency, balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.merchantId, merchantId), eq(ledgerAccounts.memberId, memberId)))
      .orderBy(asc(ledgerAccounts.address));
  }

  async function balanceOf(tx: Tx, merchantId: number, address: string, currency: string): Promise<bigint> {
    const [row] = await tx
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.merchantId, merchantId), eq(ledgerAccounts.address, address), eq(ledgerAccounts.currency, currency)));
    return row?.balance ?? 0n;
  }

  return { move, reverse, accountsOf, balanceOf };
}

/**
 * The call of ledger_move for a movement, to use inside a larger statement (a transfer records itself and
 * moves its money in one round trip). `key` and `reference` may be SQL that names a column of that
 * statement, which also makes the call run once per row of it.
 */
/** The id of the newest ledger transaction: it only grows, so its rate is the ledger's movements a second (/metrics). */
export async function lastMovementId(tx: Tx): Promise<number> {
  const [row] = await tx.select({ id: sql<string | null>`max(${ledgerTransactions.id})` }).from(ledgerTransactions);
  return Number(row?.id ?? 0);
}

export function moveCall(movement: Movement, at: Date, overrides: { key?: SQL; reference?: SQL } = {}): SQL {
  const deltas = netDeltas(movement.postings);
  const addresses = [...deltas.keys()].sort();
  const requestHash = hashOf(movement, addresses, deltas);
  return sql`ledger_move(
    ${movement.merchantId}::integer, ${overrides.key ?? sql`${movement.idempotencyKey}::text`}, ${requestHash}::text, ${movement.kind}::text,
    ${movement.memberId}::integer, ${overrides.reference ?? sql`${movement.reference ?? null}::text`}, ${movement.note ?? null}::text,
    ${movement.operatorId ?? null}::integer, ${movement.reversesId ?? null}::bigint, ${movement.currency}::text,
    ${arrayLiteral(addresses)}::text[], ${arrayLiteral(addresses.map((a) => String(deltas.get(a))))}::bigint[],
    ${at.toISOString()}::timestamptz)`;
}

/** The members whose accounts a movement touches. */
export function membersOf(movement: Pick<Movement, 'postings'>): number[] {
  const ids = new Set<number>();
  for (const { from, to } of movement.postings)
    for (const address of [from, to]) {
      const id = memberOfAddress(address);
      if (id !== null) ids.add(id);
    }
  return [...ids];
}

/** Nets postings into one signed change per account; accounts that net to zero drop out. */
export function netDeltas(postings: readonly Posting[]): Map<string, bigint> {
  if (postings.length === 0) throw new ApiError('bad_request', 'A movement needs at least one posting');
  const deltas = new Map<string, bigint>();
  for (const { from, to, amount } of postings) {
    if (typeof amount !== 'bigint' || amount <= 0n) throw new ApiError('bad_request', 'A posting moves more than zero');
    if (from === to) throw new ApiError('bad_request', 'A posting moves between two different accounts');
    deltas.set(from, (deltas.get(from) ?? 0n) - amount);
    deltas.set(to, (deltas.get(to) ?? 0n) + amount);
  }
  for (const [address, delta] of deltas) if (delta === 0n) deltas.delete(address);
  if (deltas.size === 0) throw new ApiError('bad_request', 'A movement must change at least one balance');
  return deltas;
}

/** Turns signed legs that sum to zero back into from → to postings (largest debtor pays largest creditor). */
export function pairLegs(legs: readonly { address: string; amount: bigint }[]): Posting[] {
  const debits = legs.filter((l) => l.amount < 0n).map((l) => ({ address: l.address, left: -l.amount }));
  const credits = legs.filter((l) => l.amount > 0n).map((l) => ({ address: l.address, left: l.amount }));
  const postings: Posting[] = [];
  let d = 0;
  for (const credit of credits) {
    while (credit.left > 0n) {
      const debit = debits[d];
      if (!debit) throw new Error('legs do not sum to zero');
      const amount = debit.left < credit.left ? debit.left : credit.left;
      postings.push({ from: debit.address, to: credit.address, amount });
      debit.left -= amount;
      credit.left -= amount;
      if (debit.left === 0n) d++;
    }
  }
  return postings;
}

/** What a key's replay is compared by: the movement's kind, member, currency and net change per account. */
export function hashOf(movement: Pick<Movement, 'kind' | 'memberId' | 'currency'>, addresses: string[], deltas: Map<string, bigint>): string {
  const body = JSON.stringify([movement.kind, movement.memberId, movement.currency, addresses.map((a) => [a, String(deltas.get(a))])]);
  return createHash('sha256').update(body).digest('hex');
}

/** A PostgreSQL array literal; every element is quoted, so addresses with any character are safe. */
export function arrayLiteral(items: readonly string[]): string {
  return `{${items.map((item) => `"${item.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;
}

function toArray(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value === 'string')
    return value
      .replace(/^\{|\}$/g, '')
      .split(',')
      .filter(Boolean)
      .map((v) => v.replace(/^"|"$/g, ''));
  return [];
}

/** The API error for a refusal of ledger_move, or undefined for any other error. */
export function ledgerError(error: unknown): ApiError | undefined {
  const code = errorCodeOf(error);
  if (code === 'WL422') return new ApiError('insufficient_funds', 'The balance is too low for this amount', { field: 'amount' });
  if (code === 'WL409') return new ApiError('idempotency_conflict', 'This request id was already used for a different request', { field: 'requestId' });
  return undefined;
}
