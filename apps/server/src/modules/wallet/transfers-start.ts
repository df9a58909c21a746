// Step 1 of a transfer to or from a vendor wallet (docs/decisions/0011-ledger-and-transfer-wallets.md): the
// transfer row and the move into member:N:transit:VENDOR in one statement, or the row an earlier copy of the
// request wrote. Moved verbatim out of transfers.ts, which runs the three steps; steps 2 and 3 are
// transfers-settle.ts.
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { ApiError } from '@orbit/contracts/envelope';
import { rowsOf } from '../../db/client.ts';
import { vendorTransfers } from '../../db/schema/wallet.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import { memberAccount } from './addresses.ts';
import { ledgerError, moveCall } from './ledger.ts';
import type { Member, TransferDeps, TransferRow } from './transfers.ts';

const FIRST_CHECK_SECONDS = 10;

export function createTransferStart(deps: Pick<TransferDeps, 'database' | 'clock' | 'onChanged'>) {
  const { database, clock } = deps;

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

  return { start };
}
