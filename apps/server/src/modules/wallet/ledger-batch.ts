// Many credits from house accounts to member accounts in one call of ledger_credit_batch (migration
// 0039_rebates; ADR 0035): a rebate run pays every member of a period without a round trip per member. Each
// credit is still its own ledger transaction with its own idempotency key and request hash, as move() would
// write it, so a replayed batch skips what was paid and a key reused for another amount is refused.
import { sql } from 'drizzle-orm';
import { ApiError } from '@orbit/contracts/envelope';
import type { TransactionKind } from '@orbit/contracts/wallet';
import { afterCommit, rowsOf, type Tx } from '../../db/client.ts';
import { arrayLiteral, hashOf, ledgerError } from './ledger.ts';

export interface BatchCredit {
  memberId: number;
  /** A house account (house:bonuses#5). */
  from: string;
  /** The member's account (member:42:main). */
  to: string;
  /** Minor units, more than zero. */
  amount: bigint;
  idempotencyKey: string;
  reference: string | null;
}

export interface CreditBatch {
  merchantId: number;
  currency: string;
  kind: TransactionKind;
  credits: readonly BatchCredit[];
}

/** Credits per statement: big enough to cost few round trips, small enough for the arrays to stay a few MB. */
const CHUNK = 20_000;

/**
 * Applies the credits inside the caller's transaction; answers how many were new (the rest were paid before
 * under the same keys). A refused batch aborts the transaction.
 * @throws idempotency_conflict, bad_request (an amount not above zero, or from = to)
 */
export async function creditMany(
  tx: Tx,
  batch: CreditBatch,
  at: Date,
  onChanged?: (merchantId: number, memberIds: readonly number[]) => void,
): Promise<number> {
  let applied = 0;
  for (let i = 0; i < batch.credits.length; i += CHUNK) {
    const chunk = batch.credits.slice(i, i + CHUNK);
    const hashes = chunk.map((credit) => {
      if (credit.amount <= 0n || credit.from === credit.to) throw new ApiError('bad_request', 'A credit moves more than zero between two different accounts');
      const deltas = new Map([
        [credit.from, -credit.amount],
        [credit.to, credit.amount],
      ]);
      return hashOf({ kind: batch.kind, memberId: credit.memberId, currency: batch.currency }, [...deltas.keys()].sort(), deltas);
    });
    try {
      const result = await tx.execute(sql`SELECT ledger_credit_batch(
        ${batch.merchantId}::integer, ${batch.kind}::text, ${batch.currency}::text, ${at.toISOString()}::timestamptz,
        ${arrayLiteral(chunk.map((c) => c.idempotencyKey))}::text[], ${arrayLiteral(hashes)}::text[],
        ${`{${chunk.map((c) => c.memberId).join(',')}}`}::integer[],
        ${arrayLiteral(chunk.map((c) => c.from))}::text[], ${arrayLiteral(chunk.map((c) => c.to))}::text[],
        ${`{${chunk.map((c) => String(c.amount)).join(',')}}`}::bigint[],
        ${referencesLiteral(chunk.map((c) => c.reference))}::text[]) AS applied`);
      applied += Number(rowsOf<{ applied: unknown }>(result)[0]?.applied ?? 0);
    } catch (error) {
      throw ledgerError(error) ?? error;
    }
  }
  if (applied > 0 && onChanged) afterCommit(tx, () => onChanged(batch.merchantId, [...new Set(batch.credits.map((c) => c.memberId))]));
  return applied;
}

/** Like arrayLiteral, with NULL for a credit without a reference. */
function referencesLiteral(items: readonly (string | null)[]): string {
  return `{${items.map((item) => (item === null ? 'NULL' : arrayLiteral([item]).slice(1, -1))).join(',')}}`;
}
