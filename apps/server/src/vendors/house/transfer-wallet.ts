// The house vendor's side of transfer wallets: it keeps each player's balance on its own books, as an
// outside vendor would, and applies each of our references at most once. It shares the database process
// but never our transactions or ledger: the wallet reaches it only through the TransferVendorPort.
import { and, eq, sql } from 'drizzle-orm';
import { errorCodeOf, rowsOf, type Database } from '../../db/client.ts';
import { houseVendorTransfers, houseVendorWallets } from '../../db/schema/wallet.ts';
import type { Clock } from '../../lib/clock.ts';
import type { TransferOutcome, TransferRequest, TransferVendorPort } from '../../modules/wallet/vendor-port.ts';

export const HOUSE_VENDOR_CODE = 'HOUSE';

export function createHouseTransferWallet(deps: { database: Database; clock: Clock }): TransferVendorPort {
  const { db } = deps.database;

  async function apply(request: TransferRequest, direction: 'in' | 'out'): Promise<TransferOutcome> {
    try {
      // One statement, its own transaction (migration 0007): the vendor's books change once per reference.
      const result = await db.execute(
        sql`SELECT house_vendor_apply(${request.merchantId}::integer, ${request.player}::text, ${request.currency}::text, ${request.reference}::text, ${direction}::text, ${String(request.amount)}::bigint, ${deps.clock.now().toISOString()}::timestamptz) AS outcome`,
      );
      return rowsOf<{ outcome: TransferOutcome }>(result)[0]?.outcome === 'succeeded' ? 'succeeded' : 'failed';
    } catch (error) {
      // The same reference applied by a request running at the same time: answer as that one did.
      if (errorCodeOf(error) === 'WL208') return 'succeeded';
      throw error;
    }
  }

  async function status(request: { merchantId: number; reference: string }): Promise<TransferOutcome | 'not_found'> {
    const [row] = await db
      .select({ id: houseVendorTransfers.id })
      .from(houseVendorTransfers)
      .where(and(eq(houseVendorTransfers.merchantId, request.merchantId), eq(houseVendorTransfers.reference, request.reference)));
    return row ? 'succeeded' : 'not_found';
  }

  return {
    code: HOUSE_VENDOR_CODE,
    deposit: (request) => apply(request, 'in'),
    withdraw: (request) => apply(request, 'out'),
    status,
    async balance(request) {
      const [row] = await db
        .select({ balance: houseVendorWallets.balance })
        .from(houseVendorWallets)
        .where(
          and(
            eq(houseVendorWallets.merchantId, request.merchantId),
            eq(houseVendorWallets.player, request.player),
            eq(houseVendorWallets.currency, request.currency),
          ),
        );
      return row?.balance ?? 0n;
    },
  };
}
