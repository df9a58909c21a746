// Steps 2 and 3 of a transfer to or from a vendor wallet (docs/decisions/0011-ledger-and-transfer-wallets.md):
// ask the vendor, and settle once on a definite answer — on 'succeeded' the money goes on from transit to its
// destination, on 'failed' back where it came from; a lost answer leaves the transfer pending for the status
// checks (now, then by a job, with back-off). Moved verbatim out of transfers.ts; step 1 is transfers-start.ts.
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../db/client.ts';
import { vendorTransfers } from '../../db/schema/wallet.ts';
import { memberAccount } from './addresses.ts';
import { moveCall } from './ledger.ts';
import type { TransferDeps, TransferRow } from './transfers.ts';
import type { TransferOutcome, TransferVendorPort } from './vendor-port.ts';
import { withVendorTimeout } from './vendor-port.ts';

/** Waits between status checks of a pending transfer: 10 s, 30 s, 1 min, 2 min, then every 5 min. */
const CHECK_BACKOFF_SECONDS = [10, 30, 60, 120, 300];

export function createTransferSettle(
  deps: Pick<TransferDeps, 'database' | 'clock' | 'vendors' | 'vendorTimeoutMs' | 'onChanged'>,
  reads: { byId(id: number, tx?: Tx): Promise<TransferRow> },
) {
  const { database, clock, vendors } = deps;
  const { byId } = reads;

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
  return { execute, recheck, checkDue };
}
