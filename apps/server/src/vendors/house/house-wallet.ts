// How the house vendor reaches a merchant's wallet: the seamless client (over HTTP, as an outside vendor),
// signed with the secret the merchant gave the house vendor for that vendor code. The house vendor reads
// its credentials as a vendor reads its configuration; it never reads our wallet's tables.
import { and, eq } from 'drizzle-orm';
import type { SeamlessAction, SeamlessReply, SeamlessRequest } from '@orbit/contracts/seamless';
import type { Database } from '../../db/client.ts';
import { vendorCredentials } from '../../db/schema/seamless.ts';
import { vendors } from '../../db/schema/wallet.ts';
import type { VendorSecrets } from '../../modules/wallet/seamless/vendor-secrets.ts';
import { SeamlessCallError, type SeamlessClient } from './seamless-client.ts';

export interface HouseWalletTarget {
  merchantId: number;
  merchantCode: string;
  vendorCode: string;
}

export type HouseWallet = ReturnType<typeof createHouseWallet>;

export function createHouseWallet(deps: { database: Database; client: SeamlessClient; secrets: VendorSecrets }) {
  async function secretOf(target: HouseWalletTarget): Promise<string> {
    const [row] = await deps.database.db
      .select({ secret: vendorCredentials.secret, sealed: vendorCredentials.sealed })
      .from(vendorCredentials)
      .innerJoin(vendors, eq(vendors.id, vendorCredentials.vendorId))
      .where(and(eq(vendors.merchantId, target.merchantId), eq(vendors.code, target.vendorCode)));
    if (!row) throw new SeamlessCallError('bad_signature', `The house vendor has no credentials for ${target.vendorCode}`);
    return deps.secrets.open(row);
  }

  /** @throws SeamlessCallError */
  async function call<A extends SeamlessAction>(target: HouseWalletTarget, action: A, body: SeamlessRequest<A>): Promise<SeamlessReply<A>> {
    const secret = await secretOf(target);
    return deps.client.call({ merchantCode: target.merchantCode, vendorCode: target.vendorCode, secret }, action, body);
  }

  return { call };
}
