// Vendors' signing secrets at rest: sealed with the at-rest key (lib/sealing.ts), opened when a call's
// signature is checked or the house vendor signs one. Opened secrets are cached by their sealed text, so a
// rotation (a new sealed text in the row) is a cache miss at once, in every process, with no message to send.
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { vendorCredentials } from '../../../db/schema/seamless.ts';
import { seal, sealingKey, unseal } from '../../../lib/sealing.ts';

/** Enough for every vendor of every merchant; past it the cache starts again rather than growing. */
const CACHE_LIMIT = 2000;

export type VendorSecrets = ReturnType<typeof createVendorSecrets>;

export function createVendorSecrets(deps: { appSecret: string }) {
  const key = sealingKey(deps.appSecret);
  const opened = new Map<string, string>();

  /** The value to store for a new secret. */
  function sealSecret(plain: string): { secret: string; sealed: true } {
    return { secret: seal(plain, key), sealed: true };
  }

  /** The secret of a stored row, in clear. A row not sealed yet (before the start-up step) is read as it is. */
  function open(row: { secret: string; sealed: boolean }): string {
    if (!row.sealed) return row.secret;
    const hit = opened.get(row.secret);
    if (hit !== undefined) return hit;
    const plain = unseal(row.secret, key);
    if (opened.size >= CACHE_LIMIT) opened.clear();
    opened.set(row.secret, plain);
    return plain;
  }

  /**
   * Seals every secret still stored in clear (rows from before sealing, the demo seed's), once each: a row
   * sealed meanwhile by another process is left alone. Run when the server starts.
   */
  async function sealStoredSecrets(tx: Tx): Promise<number> {
    const plain = await tx
      .select({ vendorId: vendorCredentials.vendorId, secret: vendorCredentials.secret })
      .from(vendorCredentials)
      .where(eq(vendorCredentials.sealed, false));
    for (const row of plain)
      await tx
        .update(vendorCredentials)
        .set(sealSecret(row.secret))
        .where(and(eq(vendorCredentials.vendorId, row.vendorId), eq(vendorCredentials.sealed, false)));
    return plain.length;
  }

  return { sealSecret, open, sealStoredSecrets };
}
