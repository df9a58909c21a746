// Seamless vendors' signing secrets, one per vendor at a merchant. A vendor gets one when it is added as
// seamless (the seed does it for the house vendors); the console shows it masked.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../../db/client.ts';
import { vendorCredentials } from '../../../db/schema/seamless.ts';
import { vendors } from '../../../db/schema/wallet.ts';

export interface SeamlessVendor {
  id: number;
  merchantId: number;
  code: string;
  enabled: boolean;
  maintenance: boolean;
  walletMode: string;
  secret: string | null;
}

/** Gives every seamless vendor of the merchant that has no secret yet a fresh one (idempotent). */
export async function ensureVendorSecrets(tx: Tx, merchantId: number, now: Date): Promise<void> {
  const rows = await tx
    .select({ id: vendors.id })
    .from(vendors)
    .where(and(eq(vendors.merchantId, merchantId), eq(vendors.walletMode, 'seamless')));
  if (rows.length === 0) return;
  await tx
    .insert(vendorCredentials)
    .values(rows.map((row) => ({ vendorId: row.id, merchantId, secret: randomBytes(32).toString('base64url'), rotatedAt: now })))
    .onConflictDoNothing();
}

/** A vendor of the merchant with its secret (null when it has none). */
export async function findSeamlessVendor(database: Database, merchantId: number, code: string): Promise<SeamlessVendor | null> {
  const [row] = await database.db
    .select({
      id: vendors.id,
      merchantId: vendors.merchantId,
      code: vendors.code,
      enabled: vendors.enabled,
      maintenance: vendors.maintenance,
      walletMode: vendors.walletMode,
      secret: vendorCredentials.secret,
    })
    .from(vendors)
    .leftJoin(vendorCredentials, eq(vendorCredentials.vendorId, vendors.id))
    .where(and(eq(vendors.merchantId, merchantId), eq(vendors.code, code)));
  return row ?? null;
}
