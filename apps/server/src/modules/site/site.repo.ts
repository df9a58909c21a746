// Queries of the site module's tables: merchants, their domains and their uploaded assets.
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { merchantDomains, merchants, siteAssets } from '../../db/schema/site.ts';
import { members } from '../../db/schema/members.ts';
import type { SettingsSections } from './site.types.ts';

export type MerchantRow = typeof merchants.$inferSelect;

export async function findMerchantByCode(tx: Tx, code: string): Promise<MerchantRow | undefined> {
  const [row] = await tx.select().from(merchants).where(eq(merchants.code, code.toUpperCase())).limit(1);
  return row;
}

export async function findMerchantById(tx: Tx, id: number): Promise<MerchantRow | undefined> {
  const [row] = await tx.select().from(merchants).where(eq(merchants.id, id)).limit(1);
  return row;
}

export async function findMerchantIdByDomain(tx: Tx, domain: string): Promise<number | undefined> {
  const [row] = await tx.select({ merchantId: merchantDomains.merchantId }).from(merchantDomains).where(eq(merchantDomains.domain, domain)).limit(1);
  return row?.merchantId;
}

/** Locks the merchant's row for the rest of the transaction, so concurrent section writes queue. */
export async function lockMerchant(tx: Tx, id: number): Promise<MerchantRow | undefined> {
  const [row] = await tx.select().from(merchants).where(eq(merchants.id, id)).for('update').limit(1);
  return row;
}

export async function saveSettings(tx: Tx, id: number, settings: SettingsSections, now: Date): Promise<MerchantRow> {
  const [row] = await tx
    .update(merchants)
    .set({ settings, version: sql`${merchants.version} + 1`, updatedAt: now })
    .where(eq(merchants.id, id))
    .returning();
  if (!row) throw new Error(`merchant ${id} vanished while saving`);
  return row;
}

export async function insertMerchant(tx: Tx, values: typeof merchants.$inferInsert): Promise<MerchantRow> {
  const [row] = await tx.insert(merchants).values(values).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function domainOwners(tx: Tx, domains: string[]): Promise<{ domain: string; merchantId: number }[]> {
  if (domains.length === 0) return [];
  return tx
    .select()
    .from(merchantDomains)
    .where(
      sql`${merchantDomains.domain} IN (${sql.join(
        domains.map((d) => sql`${d}`),
        sql`, `,
      )})`,
    );
}

export async function replaceDomains(tx: Tx, merchantId: number, domains: string[]): Promise<void> {
  await tx.delete(merchantDomains).where(eq(merchantDomains.merchantId, merchantId));
  if (domains.length > 0) await tx.insert(merchantDomains).values(domains.map((domain) => ({ domain, merchantId })));
}

export async function insertAsset(tx: Tx, values: typeof siteAssets.$inferInsert): Promise<void> {
  await tx.insert(siteAssets).values(values).onConflictDoNothing();
}

/** Assets uploaded before `before` that no settings section of their merchant, no member avatar and no promotion banner (raw SQL, named in ADR 0036) points at. Answers how many went. */
export async function deleteUnreferencedAssets(tx: Tx, before: Date): Promise<number> {
  const deleted = await tx
    .delete(siteAssets)
    .where(
      sql`${siteAssets.createdAt} < ${before} AND NOT EXISTS (
        SELECT 1 FROM ${merchants} m WHERE m.id = ${siteAssets.merchantId} AND position('/media/' || ${siteAssets.id} IN m.settings::text) > 0
      ) AND NOT EXISTS (
        SELECT 1 FROM ${members} mb WHERE mb.merchant_id = ${siteAssets.merchantId} AND mb.avatar = '/media/' || ${siteAssets.id}
      ) AND NOT EXISTS (
        SELECT 1 FROM promotions p WHERE p.merchant_id = ${siteAssets.merchantId} AND p.banner_url = '/media/' || ${siteAssets.id}
      )`,
    )
    .returning({ id: siteAssets.id });
  return deleted.length;
}

export async function findAsset(tx: Tx, id: string) {
  const [row] = await tx.select().from(siteAssets).where(eq(siteAssets.id, id)).limit(1);
  return row;
}

export async function merchantsWithMaintenance(tx: Tx): Promise<MerchantRow[]> {
  return tx
    .select()
    .from(merchants)
    .where(sql`(${merchants.settings} -> 'maintenance' ->> 'enabled')::boolean = true`)
    .for('update');
}

/** Every merchant's id and name (the seed gives each the content it starts with). */
export async function allMerchants(tx: Tx): Promise<{ id: number; name: string }[]> {
  return tx.select({ id: merchants.id, name: merchants.name }).from(merchants).orderBy(merchants.id);
}
