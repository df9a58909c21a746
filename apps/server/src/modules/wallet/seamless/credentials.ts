// Seamless vendors' signing secrets, one per vendor at a merchant. A vendor gets one when it is added as
// seamless (the seed does it for the house vendors); the console shows it masked. Stored sealed
// (vendor-secrets.ts); read here in clear for the signature check.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../../db/client.ts';
import { vendorCredentials } from '../../../db/schema/seamless.ts';
import { vendors } from '../../../db/schema/wallet.ts';
import type { VendorSecrets } from './vendor-secrets.ts';

export interface SeamlessVendor {
  id: number;
  merchantId: number;
  code: string;
  enabled: boolean;
  maintenance: boolean;
  walletMode: string;
  secret: string | null;
  /** The vendor's own cap on a credit without a matching bet (minor units); null: the default. */
  creditCap: bigint | null;
}

/**
 * Gives every seamless vendor of the merchant that has no secret yet a fresh one (idempotent). Without
 * `secrets` (the demo seed knows no APP_SECRET) the secret is stored unsealed and sealed at the next start.
 */
export async function ensureVendorSecrets(tx: Tx, merchantId: number, now: Date, secrets?: VendorSecrets): Promise<void> {
  const rows = await tx
    .select({ id: vendors.id })
    .from(vendors)
    .where(and(eq(vendors.merchantId, merchantId), eq(vendors.walletMode, 'seamless')));
  if (rows.length === 0) return;
  await tx
    .insert(vendorCredentials)
    .values(
      rows.map((row) => {
        const plain = randomBytes(32).toString('base64url');
        return { vendorId: row.id, merchantId, ...(secrets ? secrets.sealSecret(plain) : { secret: plain, sealed: false }), rotatedAt: now };
      }),
    )
    .onConflictDoNothing();
}

/** A vendor of the merchant with its secret in clear (null when it has none). */
export async function findSeamlessVendor(database: Database, secrets: VendorSecrets, merchantId: number, code: string): Promise<SeamlessVendor | null> {
  const [row] = await database.db
    .select({
      id: vendors.id,
      merchantId: vendors.merchantId,
      code: vendors.code,
      enabled: vendors.enabled,
      maintenance: vendors.maintenance,
      walletMode: vendors.walletMode,
      secret: vendorCredentials.secret,
      sealed: vendorCredentials.sealed,
      creditCap: vendorCredentials.creditCap,
    })
    .from(vendors)
    .leftJoin(vendorCredentials, eq(vendorCredentials.vendorId, vendors.id))
    .where(and(eq(vendors.merchantId, merchantId), eq(vendors.code, code)));
  if (!row) return null;
  const { sealed, ...vendor } = row;
  return { ...vendor, secret: vendor.secret === null || sealed === null ? null : openOrNull(secrets, { secret: vendor.secret, sealed }) };
}

/**
 * A secret sealed under another APP_SECRET can never be opened: the vendor is treated as having none (its
 * calls fail bad_signature until a new secret is issued) rather than answered retry_later for ever.
 */
function openOrNull(secrets: VendorSecrets, row: { secret: string; sealed: boolean }): string | null {
  try {
    return secrets.open(row);
  } catch {
    return null;
  }
}
