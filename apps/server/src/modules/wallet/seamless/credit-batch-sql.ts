// The set-based statements of a batch credit (seamless-credit-batch.ts): each reads or writes every line of the
// batch at once, with the lines passed as arrays and unnested, so a batch of thousands costs a few round trips.
import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../../db/client.ts';
import { arrayLiteral } from '../ledger.ts';
import type { SeamlessCall, StoredReply } from './seamless-core.ts';

const ints = (items: readonly (number | bigint | null)[]) => `{${items.map((item) => (item === null ? 'NULL' : String(item))).join(',')}}`;

/**
 * Locks the ledger accounts the batch will move or answer, in address order (as ledger_move and
 * ledger_credit_batch lock them, so no batch deadlocks with a single movement), creating those never used.
 * Taken before the batch reads what is stored, so a concurrent call on the same players (the same batch
 * again, a rollback refunding to the same main wallet) is either seen whole or waits for this one.
 * Answers each account's balance.
 */
export async function lockAccounts(tx: Tx, call: SeamlessCall, addresses: readonly string[]): Promise<Map<string, bigint>> {
  const { id: merchantId, currency } = call.merchant;
  const list = arrayLiteral([...new Set(addresses)].sort());
  await tx.execute(sql`
    INSERT INTO ledger_accounts (merchant_id, address, currency, member_id, allow_negative)
    SELECT ${merchantId}::integer, a, ${currency}::text, CASE WHEN a LIKE 'member:%' THEN split_part(a, ':', 2)::integer END, a LIKE 'house:%'
    FROM unnest(${list}::text[]) AS a
    ON CONFLICT (merchant_id, address, currency) DO NOTHING`);
  const rows = rowsOf<{ address: string; balance: unknown }>(
    await tx.execute(sql`
      SELECT address, balance FROM ledger_accounts
      WHERE merchant_id = ${merchantId}::integer AND currency = ${currency}::text AND address = ANY(${list}::text[])
      ORDER BY address FOR UPDATE`),
  );
  return new Map(rows.map((row) => [row.address, BigInt(String(row.balance))]));
}

/** The stored calls under these transaction ids of the vendor (a repeat answers from them). */
export async function storedCalls(tx: Tx, call: SeamlessCall, transactionIds: readonly string[]) {
  const rows = rowsOf<{ id: string; kind: string; requestHash: string; reply: unknown }>(
    await tx.execute(sql`
      SELECT vendor_transaction_id AS id, kind, request_hash AS "requestHash", reply FROM seamless_transactions
      WHERE merchant_id = ${call.merchant.id}::integer AND vendor_id = ${call.vendor.id}::integer
        AND vendor_transaction_id = ANY(${arrayLiteral(transactionIds)}::text[])`),
  );
  return new Map(rows.map((row) => [row.id, { ...row, reply: typeof row.reply === 'string' ? (JSON.parse(row.reply) as unknown) : row.reply }]));
}

/** What the rounds hold, grouped by round, member, kind and status (roundFactsOf folds it). */
export async function roundRows(tx: Tx, call: SeamlessCall, roundIds: readonly string[]) {
  const rows = rowsOf<{ roundId: string; memberId: number; kind: string; status: string; amount: string }>(
    await tx.execute(sql`
      SELECT round_id AS "roundId", member_id AS "memberId", kind, status, sum(amount)::text AS amount FROM seamless_transactions
      WHERE merchant_id = ${call.merchant.id}::integer AND vendor_id = ${call.vendor.id}::integer
        AND round_id = ANY(${arrayLiteral(roundIds)}::text[])
      GROUP BY round_id, member_id, kind, status`),
  );
  return rows.map((row) => ({ ...row, memberId: Number(row.memberId), amount: BigInt(row.amount) }));
}

/** The ledger transactions written under these keys, by key. */
export async function ledgerIdsOf(tx: Tx, merchantId: number, keys: readonly string[]): Promise<Map<string, number>> {
  if (keys.length === 0) return new Map();
  const rows = rowsOf<{ key: string; id: unknown }>(
    await tx.execute(sql`
      SELECT idempotency_key AS key, id FROM ledger_transactions
      WHERE merchant_id = ${merchantId}::integer AND idempotency_key = ANY(${arrayLiteral(keys)}::text[])`),
  );
  return new Map(rows.map((row) => [row.key, Number(row.id)]));
}

/** A paid line as its seamless row records it. */
export interface PaidRow {
  memberId: number;
  transactionId: string;
  roundId: string;
  gameCode: string;
  amount: bigint;
  hash: string;
  ledgerId: number | null;
  reply: StoredReply;
}

/**
 * Records the paid lines in one INSERT; answers how many were new. Fewer than the lines means another call
 * wrote one of the ids meanwhile: the caller aborts and runs the batch again, answering from what is there.
 */
export async function insertPaid(tx: Tx, call: SeamlessCall, rows: readonly PaidRow[], at: Date): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = rowsOf<{ id: string }>(
    await tx.execute(sql`
      INSERT INTO seamless_transactions
        (merchant_id, vendor_id, member_id, vendor_transaction_id, kind, status, round_id, game_code, amount, request_hash, ledger_transaction_id, reply, created_at)
      SELECT ${call.merchant.id}::integer, ${call.vendor.id}::integer, u.member_id, u.id, 'credit', 'applied', u.round_id, u.game_code, u.amount, u.hash,
        u.ledger_id, u.reply::jsonb, ${at.toISOString()}::timestamptz
      FROM unnest(${ints(rows.map((r) => r.memberId))}::integer[], ${arrayLiteral(rows.map((r) => r.transactionId))}::text[],
        ${arrayLiteral(rows.map((r) => r.roundId))}::text[], ${arrayLiteral(rows.map((r) => r.gameCode))}::text[],
        ${ints(rows.map((r) => r.amount))}::bigint[], ${arrayLiteral(rows.map((r) => r.hash))}::text[],
        ${ints(rows.map((r) => r.ledgerId))}::bigint[], ${arrayLiteral(rows.map((r) => JSON.stringify(r.reply)))}::text[])
        AS u(member_id, id, round_id, game_code, amount, hash, ledger_id, reply)
      ON CONFLICT (merchant_id, vendor_id, vendor_transaction_id) DO NOTHING
      RETURNING vendor_transaction_id AS id`),
  );
  return inserted.length;
}

/** What the batch adds to one member's day in one category (summed over its lines before the upsert). */
export interface WinTurnover {
  memberId: number;
  category: string;
  wins: bigint;
  validTurnover: bigint;
}

/**
 * Adds the batch's wins and valid turnover to member_turnover in one upsert (turnover.ts addTurnover for many).
 * Every amount added is zero or more, so summing lines first changes nothing.
 */
export async function addWinTurnovers(tx: Tx, call: SeamlessCall, day: string, changes: readonly WinTurnover[]): Promise<void> {
  const rows = changes.filter((c) => c.wins > 0n || c.validTurnover > 0n);
  if (rows.length === 0) return;
  await tx.execute(sql`
    INSERT INTO member_turnover (merchant_id, member_id, day, vendor_id, category, turnover, wins, bets, valid_turnover)
    SELECT ${call.merchant.id}::integer, u.member_id, ${day}::date, ${call.vendor.id}::integer, u.category, 0, u.wins, 0, u.valid
    FROM unnest(${ints(rows.map((r) => r.memberId))}::integer[], ${arrayLiteral(rows.map((r) => r.category))}::text[],
      ${ints(rows.map((r) => r.wins))}::bigint[], ${ints(rows.map((r) => r.validTurnover))}::bigint[]) AS u(member_id, category, wins, valid)
    ON CONFLICT (merchant_id, member_id, day, vendor_id, category) DO UPDATE SET
      wins = member_turnover.wins + excluded.wins,
      valid_turnover = member_turnover.valid_turnover + excluded.valid_turnover`);
}
