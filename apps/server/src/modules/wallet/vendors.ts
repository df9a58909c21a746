// The merchant's vendors as the wallet sees them: the vendors table (name, wallet mode, enabled,
// maintenance) joined with the adapter that speaks to each transfer-mode vendor. Rows are cached briefly:
// a transfer reads them on every call; a console change drops them in every process at once
// (lib/config-changes.ts), and the expiry bounds a missed notice.
import { and, asc, eq } from 'drizzle-orm';
import { ApiError } from '@orbit/contracts/envelope';
import type { Database } from '../../db/client.ts';
import { vendors } from '../../db/schema/wallet.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ConfigChanges } from '../../lib/config-changes.ts';
import type { TransferVendorPort } from './vendor-port.ts';

export type VendorRow = typeof vendors.$inferSelect;

export interface TransferVendor {
  row: VendorRow;
  port: TransferVendorPort;
}

const CACHE_MS = 3000;

export type VendorDirectory = ReturnType<typeof createVendorDirectory>;

export function createVendorDirectory(deps: { database: Database; clock: Clock; ports: readonly TransferVendorPort[]; changes?: ConfigChanges | undefined }) {
  const ports = new Map(deps.ports.map((port) => [port.code, port]));
  const cache = new Map<number, { at: number; rows: VendorRow[] }>();
  deps.changes?.onChange('vendors', (merchantId) => cache.delete(merchantId));

  /** The merchant's vendors, in their display order. */
  async function list(merchantId: number): Promise<VendorRow[]> {
    const now = deps.clock.now().getTime();
    const hit = cache.get(merchantId);
    if (hit && now - hit.at < CACHE_MS) return hit.rows;
    const rows = await deps.database.db.select().from(vendors).where(eq(vendors.merchantId, merchantId)).orderBy(asc(vendors.sortOrder), asc(vendors.code));
    cache.set(merchantId, { at: now, rows });
    return rows;
  }

  /** Transfer-mode vendors that have an adapter: the wallets of "my wallet". */
  async function transferVendors(merchantId: number): Promise<TransferVendor[]> {
    return (await list(merchantId)).flatMap((row) => {
      const port = ports.get(row.code);
      return row.walletMode === 'transfer' && port ? [{ row, port }] : [];
    });
  }

  /**
   * A transfer-mode vendor money may move to or from now.
   * @throws not_found (no such transfer vendor), vendor_unavailable (switched off or under maintenance)
   */
  async function usable(merchantId: number, code: string): Promise<TransferVendor> {
    const vendor = (await transferVendors(merchantId)).find((v) => v.row.code === code);
    if (!vendor) throw new ApiError('not_found', `No transfer wallet for vendor ${code}`, { field: 'vendorCode' });
    if (!vendor.row.enabled || vendor.row.maintenance)
      throw new ApiError('vendor_unavailable', `${vendor.row.name} is not available now`, { field: 'vendorCode' });
    return vendor;
  }

  /** The adapter of a vendor whatever its state (status checks of pending transfers go on under maintenance). */
  function portOf(code: string): TransferVendorPort | undefined {
    return ports.get(code);
  }

  async function find(merchantId: number, code: string): Promise<VendorRow | undefined> {
    const [row] = await deps.database.db
      .select()
      .from(vendors)
      .where(and(eq(vendors.merchantId, merchantId), eq(vendors.code, code)));
    return row;
  }

  return { list, transferVendors, usable, portOf, find, forget: () => cache.clear() };
}
