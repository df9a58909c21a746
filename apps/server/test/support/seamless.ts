// The signing secret a test vendor signs its seamless calls with: stored sealed at rest, opened as the
// server opens it (docs/seamless-wallet.md).
import { and, eq } from 'drizzle-orm';
import { vendorCredentials } from '../../src/db/schema/seamless.ts';
import { vendors } from '../../src/db/schema/wallet.ts';
import type { TestApp } from '../helpers.ts';

export async function vendorSecret(t: TestApp, vendorCode: string, merchantCode = 'HGOLD'): Promise<string> {
  const merchantId = (await t.services.site.resolveMerchant({ code: merchantCode })).id;
  const [row] = await t.database.db
    .select({ secret: vendorCredentials.secret, sealed: vendorCredentials.sealed })
    .from(vendorCredentials)
    .innerJoin(vendors, eq(vendors.id, vendorCredentials.vendorId))
    .where(and(eq(vendors.merchantId, merchantId), eq(vendors.code, vendorCode)));
  if (!row) throw new Error(`no signing secret for ${vendorCode} at ${merchantCode}`);
  return t.services.vendorSecrets.open(row);
}
