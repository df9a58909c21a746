// Transfers between the main wallet and a vendor wallet (GCS_walletTransfer, docs/decisions/0011-ledger-and-transfer-wallets.md). Three steps:
// 1. record the transfer and move the money into member:N:transit:VENDOR (one transaction);
// 2. ask the vendor, with our unique reference and a time limit;
// 3. settle: on 'succeeded' the money goes on to its destination, on 'failed' back where it came from.
// A lost answer leaves the transfer pending; the status check (now, then by a job) learns the outcome, and
// when the vendor never saw the reference the same request is sent again, which the vendor applies once.
// Money is never returned on a guess.
import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, lte, sql } from 'drizzle-orm';
import { ApiError } from '@orbit/contracts/envelope';
import type { VendorTransfer } from '@orbit/contracts/wallet';
import { rowsOf, type Database, type Tx } from '../../db/client.ts';
import { vendorTransfers } from '../../db/schema/wallet.ts';
import type { Clock } from '../../lib/clock.ts';
import { assertMayGamble } from '../members/gates.ts';
import type { AuthenticatedMember } from '../members/members.types.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import { memberAccount } from './addresses.ts';
import { ledgerError, moveCall } from './ledger.ts';
import { readAmount, showAmount } from './money.ts';
import type { TransferOutcome, TransferVendorPort } from './vendor-port.ts';
import { withVendorTimeout } from './vendor-port.ts';
import type { VendorDirectory } from './vendors.ts';

export type TransferRow = typeof vendorTransfers.$inferSelect;
type Member = Pick<AuthenticatedMember, 'id' | 'username' | 'coolOffUntil' | 'selfExcludedUntil'>;

/** Waits between status checks of a pending transfer: 10 s, 30 s, 1 min, 2 min, then every 5 min. */
const CHECK_BACKOFF_SECONDS = [10, 30, 60, 120, 300];
const FIRST_CHECK_SECONDS = 10;

export function createTransferService(deps: {
  database: Database;
  clock: Clock;
  vendors: VendorDirectory;
  vendorTimeoutMs: number;
  onChanged?: (merchantId: number, memberIds: readonly number[]) => void;
}) {
  const { database, clock, vendors } = deps;

  /**
   * Moves money between the main wallet and a vendor wallet; answers the transfer as it stands (pending
   * when the vendor's answer was lost). A replay of the requestId answers the same transfer.
   * @throws amount_invalid, not_found, vendor_unavailable, insufficient_funds, idempotency_conflict, self_excluded, cooling_off
   */
  async function transfer(
    merchant: ResolvedMerchant,
    member: Member,
    input: { requestId: string; vendorCode: string; direction: 'in' | 'out'; amount: string },
  ) {
    const amount = readAmount(merchant, input.amount);
    // Money into a game is play; taking it back out is allowed to anyone (docs/members.md).
    if (input.direction === 'in') assertMayGamble(member, clock.now());
    const vendor = await vendors.usable(merchant.id, input.vendorCode);
    const started = await start(merchant, member, { ...input, amount });
    if (!started.fresh) return started.row;
    return execute(started.row, member.username, vendor.port);
  }

  /**
   * Step 1: the transfer row and the move into transit in one statement (its own transaction, one round
   * trip): the ledger call names the new row, so it runs only when the row is new. A replay finds the row.
   */
  async function start(merchant: ResolvedMerchant, member: Member, input: { requestId: string; vendorCode: string; direction: 'in' | 'out'; amount: bigint }) {
    const now = clock.now();
    // Should this process die before the transfer settles, the status-check job takes it up from here.
    const fallbackCheck = new Date(now.getTime() + FIRST_CHECK_SECONDS * 1000);
    const reference = `T${randomBytes(9).toString('hex')}`;
    const main = memberAccount.main(member.id);
    const atVendor = memberAccount.vendor(member.id, input.vendorCode);
    const transit = memberAccount.transit(member.id, input.vendorCode);
    const call = moveCall(
      {
        merchantId: merchant.id,
        currency: merchant.currency,
        idempotencyKey: `transfer:${reference}:start`,
        kind: input.direction === 'in' ? 'transfer_in' : 'transfer_out',
        memberId: member.id,
        postings: [{ from: input.direction === 'in' ? main : atVendor, to: transit, amount: input.amount }],
      },
      now,
      { key: sql`('transfer:' || t.reference || ':start')`, reference: sql`t.reference` },
    );
    let inserted;
    try {
      inserted = rowsOf<{ id: string | number }>(
        await database.db.execute(sql`
          WITH t AS (
            INSERT INTO vendor_transfers (merchant_id, member_id, vendor_code, request_id, reference, direction, amount, currency, status, attempts, created_at, next_check_at)
            VALUES (${merchant.id}, ${member.id}, ${input.vendorCode}, ${input.requestId}, ${reference}, ${input.direction}, ${String(input.amount)}::bigint,
                    ${merchant.currency}, 'pending', 0, ${now.toISOString()}::timestamptz, ${fallbackCheck.toISOString()}::timestamptz)
            ON CONFLICT (merchant_id, member_id, request_id) DO NOTHING
            RETURNING id, reference)
          SELECT t.id FROM t CROSS JOIN LATERAL ${call} AS m`),
      );
    } catch (error) {
      throw ledgerError(error) ?? error;
    }
    const id = inserted[0]?.id;
    if (id !== undefined) {
      deps.onChanged?.(merchant.id, [member.id]);
      const row: TransferRow = {
        id: Number(id),
        merchantId: merchant.id,
        memberId: member.id,
        vendorCode: input.vendorCode,
        requestId: input.requestId,
        reference,
        direction: input.direction,
        amount: input.amount,
        currency: merchant.currency,
        status: 'pending',
        attempts: 0,
        lastError: null,
        nextCheckAt: fallbackCheck,
        createdAt: now,
        completedAt: null,
      };
      return { row, fresh: true };
    }
    const [first] = await database.db
      .select()
      .from(vendorTransfers)
      .where(and(eq(vendorTransfers.merchantId, merchant.id), eq(vendorTransfers.memberId, member.id), eq(vendorTransfers.requestId, input.requestId)));
    if (!first || first.vendorCode !== input.vendorCode || first.direction !== input.direction || first.amount !== input.amount)
      throw new ApiError('idempotency_conflict', 'This requestId was already used for a different transfer', { field: 'requestId' });
    return { row: first, fresh: false };
  }

  /** Steps 2 and 3: ask the vendor and settle on a definite answer; otherwise check its status at once. */
  async function execute(row: TransferRow, player: string, port: TransferVendorPort): Promise<TransferRow> {
    const request = { merchantId: row.merchantId, player, reference: row.reference, amount: row.amount, currency: row.currency };
    try {
      const outcome = await withVendorTimeout(port.code, deps.vendorTimeoutMs, () => (row.direction === 'in' ? port.deposit(request) : port.withdraw(request)));
      return await settle(row, outcome);
    } catch {
      // The answer is lost: ask at once; a check that fails too schedules the next one.
      return recheck(row.id, player, port);
    }
  }

  /**
   * Learns the outcome of a pending transfer: its status at the vendor, or (never seen there) the same
   * request sent again. Answers the transfer as it stands afterwards.
   */
  async function recheck(id: number, player: string, port: TransferVendorPort): Promise<TransferRow> {
    const row = await byId(id);
    if (row.status !== 'pending') return row;
    try {
      const status = await withVendorTimeout(port.code, deps.vendorTimeoutMs, () => port.status({ merchantId: row.merchantId, reference: row.reference }));
      if (status !== 'not_found') return await settle(row, status);
      const request = { merchantId: row.merchantId, player, reference: row.reference, amount: row.amount, currency: row.currency };
      const outcome = await withVendorTimeout(port.code, deps.vendorTimeoutMs, () => (row.direction === 'in' ? port.deposit(request) : port.withdraw(request)));
      return await settle(row, outcome);
    } catch (error) {
      await notePending(id, error);
      return byId(id);
    }
  }

  /**
   * Step 3, once: the status changes only from pending, and the money moves in the same statement (the
   * ledger call names the updated row, so it runs only when this call made the change).
   */
  async function settle(row: TransferRow, outcome: TransferOutcome): Promise<TransferRow> {
    const now = clock.now();
    const transit = memberAccount.transit(row.memberId, row.vendorCode);
    const main = memberAccount.main(row.memberId);
    const atVendor = memberAccount.vendor(row.memberId, row.vendorCode);
    const [source, destination] = row.direction === 'in' ? [main, atVendor] : [atVendor, main];
    const step = outcome === 'succeeded' ? 'settle' : 'refund';
    const call = moveCall(
      {
        merchantId: row.merchantId,
        currency: row.currency,
        idempotencyKey: `transfer:${row.reference}:${step}`,
        kind: outcome === 'succeeded' ? 'transfer_settle' : 'transfer_refund',
        memberId: row.memberId,
        reference: row.reference,
        postings: [{ from: transit, to: outcome === 'succeeded' ? destination : source, amount: row.amount }],
      },
      now,
      { key: sql`('transfer:' || u.reference || ${`:${step}`})` },
    );
    const changed = rowsOf<{ id: unknown }>(
      await database.db.execute(sql`
        WITH u AS (
          UPDATE vendor_transfers SET status = ${outcome}, completed_at = ${now.toISOString()}::timestamptz, next_check_at = NULL
          WHERE id = ${row.id} AND status = 'pending'
          RETURNING id, reference)
        SELECT u.id FROM u CROSS JOIN LATERAL ${call} AS m`),
    );
    if (changed.length === 0) return byId(row.id);
    deps.onChanged?.(row.merchantId, [row.memberId]);
    return { ...row, status: outcome, completedAt: now, nextCheckAt: null };
  }

  async function notePending(id: number, error: unknown) {
    const [row] = await database.db.select({ attempts: vendorTransfers.attempts }).from(vendorTransfers).where(eq(vendorTransfers.id, id));
    const attempts = (row?.attempts ?? 0) + 1;
    const wait = CHECK_BACKOFF_SECONDS[Math.min(attempts - 1, CHECK_BACKOFF_SECONDS.length - 1)] ?? 300;
    await database.db
      .update(vendorTransfers)
      .set({
        attempts,
        lastError: (error instanceof Error ? error.message : String(error)).slice(0, 300),
        nextCheckAt: new Date(clock.now().getTime() + wait * 1000),
      })
      .where(and(eq(vendorTransfers.id, id), eq(vendorTransfers.status, 'pending')));
  }

  async function byId(id: number, tx: Tx = database.db): Promise<TransferRow> {
    const [row] = await tx.select().from(vendorTransfers).where(eq(vendorTransfers.id, id));
    if (!row) throw new ApiError('not_found', 'No such transfer');
    return row;
  }

  /** The status checks a job makes: pending transfers whose next check is due. Answers how many settled. */
  async function checkDue(usernameOf: (merchantId: number, memberId: number) => Promise<string | undefined>, limit = 50) {
    const due = await database.db
      .select()
      .from(vendorTransfers)
      .where(and(eq(vendorTransfers.status, 'pending'), lte(vendorTransfers.nextCheckAt, clock.now())))
      .orderBy(asc(vendorTransfers.nextCheckAt))
      .limit(limit);
    let settled = 0;
    for (const row of due) {
      const port = vendors.portOf(row.vendorCode);
      const player = await usernameOf(row.merchantId, row.memberId);
      if (!port || !player) continue;
      if ((await recheck(row.id, player, port)).status !== 'pending') settled++;
    }
    return { checked: due.length, settled };
  }

  /** A transfer as the member sees it. */
  function toTransfer(merchant: ResolvedMerchant, row: TransferRow): VendorTransfer {
    return {
      id: row.id,
      reference: row.reference,
      vendorCode: row.vendorCode,
      direction: row.direction as VendorTransfer['direction'],
      amount: showAmount(merchant, row.amount),
      status: row.status as VendorTransfer['status'],
      createdAt: row.createdAt.toISOString(),
      completedAt: row.completedAt?.toISOString() ?? null,
    };
  }

  async function list(merchantId: number, filter: { memberId?: number; status?: string }, page: number, pageSize: number) {
    const where = and(
      eq(vendorTransfers.merchantId, merchantId),
      filter.memberId !== undefined ? eq(vendorTransfers.memberId, filter.memberId) : undefined,
      filter.status ? eq(vendorTransfers.status, filter.status) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      database.db
        .select()
        .from(vendorTransfers)
        .where(where)
        .orderBy(desc(vendorTransfers.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      database.db.select({ n: count() }).from(vendorTransfers).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /** Pending transfers older than `olderThan` (the reconciliation reports them as stuck). */
  async function stuckCount(tx: Tx, olderThan: Date): Promise<number> {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(vendorTransfers)
      .where(and(eq(vendorTransfers.status, 'pending'), lte(vendorTransfers.createdAt, olderThan)));
    return row?.n ?? 0;
  }

  return { transfer, recheck, checkDue, byId, toTransfer, list, stuckCount };
}
