// Transfers between the main wallet and a vendor wallet (GCS_walletTransfer, docs/decisions/0011-ledger-and-transfer-wallets.md). Three steps:
// 1. record the transfer and move the money into member:N:transit:VENDOR (one transaction);
// 2. ask the vendor, with our unique reference and a time limit;
// 3. settle: on 'succeeded' the money goes on to its destination, on 'failed' back where it came from.
// A lost answer leaves the transfer pending; the status check (now, then by a job) learns the outcome, and
// when the vendor never saw the reference the same request is sent again, which the vendor applies once.
// Money is never returned on a guess.//
// Step 1 is transfers-start.ts, steps 2 and 3 and the status checks transfers-settle.ts (both moved verbatim
// from here); this file runs them and holds the reads.
import { and, count, desc, eq, lte, sql } from 'drizzle-orm';
import { ApiError } from '@orbit/contracts/envelope';
import type { VendorTransfer } from '@orbit/contracts/wallet';
import type { Database, Tx } from '../../db/client.ts';
import { vendorTransfers } from '../../db/schema/wallet.ts';
import type { Clock } from '../../lib/clock.ts';
import { assertMayGamble } from '../members/gates.ts';
import type { AuthenticatedMember } from '../members/members.types.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import { readAmount, showAmount } from './money.ts';
import { createTransferSettle } from './transfers-settle.ts';
import { createTransferStart } from './transfers-start.ts';
import type { VendorDirectory } from './vendors.ts';

export type TransferRow = typeof vendorTransfers.$inferSelect;
/** The member a transfer is for. */
export type Member = Pick<AuthenticatedMember, 'id' | 'username' | 'coolOffUntil' | 'selfExcludedUntil'>;

export interface TransferDeps {
  database: Database;
  clock: Clock;
  vendors: VendorDirectory;
  vendorTimeoutMs: number;
  onChanged?: (merchantId: number, memberIds: readonly number[]) => void;
}

export function createTransferService(deps: TransferDeps) {
  const { database, clock, vendors } = deps;
  const { start } = createTransferStart(deps);
  const { execute, recheck, checkDue } = createTransferSettle(deps, { byId });

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
  async function byId(id: number, tx: Tx = database.db): Promise<TransferRow> {
    const [row] = await tx.select().from(vendorTransfers).where(eq(vendorTransfers.id, id));
    if (!row) throw new ApiError('not_found', 'No such transfer');
    return row;
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
