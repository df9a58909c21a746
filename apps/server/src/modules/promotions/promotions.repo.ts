// The promotions tables (db/schema/promotions.ts): promotions, the claims that spent their budget, and the
// apply-only activities' applications with their images.
import { and, asc, count, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { promotionApplicationImages, promotionApplications, promotionClaims, promotions } from '../../db/schema/promotions.ts';

export type PromotionRow = typeof promotions.$inferSelect;
export type ClaimRow = typeof promotionClaims.$inferSelect;
export type ApplicationRow = typeof promotionApplications.$inferSelect;

export async function listPromotions(tx: Tx, merchantId: number, state?: string): Promise<PromotionRow[]> {
  return tx
    .select()
    .from(promotions)
    .where(and(eq(promotions.merchantId, merchantId), state === undefined ? undefined : eq(promotions.state, state)))
    .orderBy(asc(promotions.sortOrder), desc(promotions.id));
}

export async function promotionById(tx: Tx, merchantId: number, id: number, lock = false): Promise<PromotionRow | undefined> {
  const query = tx
    .select()
    .from(promotions)
    .where(and(eq(promotions.merchantId, merchantId), eq(promotions.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function promotionByCode(tx: Tx, merchantId: number, code: string): Promise<PromotionRow | undefined> {
  const [row] = await tx
    .select()
    .from(promotions)
    .where(and(eq(promotions.merchantId, merchantId), sql`lower(${promotions.code}) = ${code.toLowerCase()}`));
  return row;
}

/** Published deposit matches applied without a code, in their order. */
export async function autoDepositMatches(tx: Tx, merchantId: number): Promise<PromotionRow[]> {
  return tx
    .select()
    .from(promotions)
    .where(and(eq(promotions.merchantId, merchantId), eq(promotions.state, 'published'), eq(promotions.kind, 'deposit_match'), eq(promotions.autoApply, true)))
    .orderBy(asc(promotions.sortOrder), asc(promotions.id));
}

export async function insertPromotion(tx: Tx, row: typeof promotions.$inferInsert): Promise<PromotionRow> {
  const [inserted] = await tx.insert(promotions).values(row).returning();
  return inserted!;
}

export async function updatePromotion(tx: Tx, id: number, change: Partial<typeof promotions.$inferInsert>): Promise<PromotionRow> {
  const [updated] = await tx.update(promotions).set(change).where(eq(promotions.id, id)).returning();
  return updated!;
}

/** Adds to what the promotion spent; the row is locked by the caller and the CHECK keeps it within budget. */
export async function spend(tx: Tx, id: number, amount: bigint) {
  await tx
    .update(promotions)
    .set({ spent: sql`${promotions.spent} + ${amount}` })
    .where(eq(promotions.id, id));
}

export async function claimCounts(tx: Tx, merchantId: number): Promise<Map<number, number>> {
  const rows = await tx
    .select({ id: promotionClaims.promotionId, n: count() })
    .from(promotionClaims)
    .where(eq(promotionClaims.merchantId, merchantId))
    .groupBy(promotionClaims.promotionId);
  return new Map(rows.map((row) => [row.id, row.n]));
}

/** Inserts a claim unless the member has one for the period (or for the same source): undefined then. */
export async function insertClaim(tx: Tx, row: typeof promotionClaims.$inferInsert): Promise<ClaimRow | undefined> {
  const [inserted] = await tx.insert(promotionClaims).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function setClaimGrant(tx: Tx, id: number, grantId: number, state: string) {
  await tx.update(promotionClaims).set({ grantId, state }).where(eq(promotionClaims.id, id));
}

export async function claimBySource(tx: Tx, merchantId: number, source: string, sourceRef: string, memberId?: number): Promise<ClaimRow | undefined> {
  const [row] = await tx
    .select()
    .from(promotionClaims)
    .where(
      and(
        eq(promotionClaims.merchantId, merchantId),
        eq(promotionClaims.source, source),
        eq(promotionClaims.sourceRef, sourceRef),
        memberId === undefined ? undefined : eq(promotionClaims.memberId, memberId),
      ),
    );
  return row;
}

export async function claimForPeriod(tx: Tx, promotionId: number, memberId: number, periodKey: string): Promise<ClaimRow | undefined> {
  const [row] = await tx
    .select()
    .from(promotionClaims)
    .where(and(eq(promotionClaims.promotionId, promotionId), eq(promotionClaims.memberId, memberId), eq(promotionClaims.periodKey, periodKey)));
  return row;
}

export async function claimsOfMember(tx: Tx, merchantId: number, memberId: number, limit = 100): Promise<ClaimRow[]> {
  return tx
    .select()
    .from(promotionClaims)
    .where(and(eq(promotionClaims.merchantId, merchantId), eq(promotionClaims.memberId, memberId)))
    .orderBy(desc(promotionClaims.id))
    .limit(limit);
}

// ---- applications ----

export async function insertImage(tx: Tx, row: typeof promotionApplicationImages.$inferInsert) {
  await tx.insert(promotionApplicationImages).values(row);
}

export async function imagesSince(tx: Tx, merchantId: number, memberId: number, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(promotionApplicationImages)
    .where(
      and(
        eq(promotionApplicationImages.merchantId, merchantId),
        eq(promotionApplicationImages.memberId, memberId),
        gte(promotionApplicationImages.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

/** The member's uploaded images among ids that no application has taken yet, locked for attaching. */
export async function freeImagesOf(tx: Tx, merchantId: number, memberId: number, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: promotionApplicationImages.id })
    .from(promotionApplicationImages)
    .where(
      and(
        eq(promotionApplicationImages.merchantId, merchantId),
        eq(promotionApplicationImages.memberId, memberId),
        inArray(promotionApplicationImages.id, [...ids]),
        isNull(promotionApplicationImages.applicationId),
      ),
    )
    .for('update');
  return rows.map((row) => row.id);
}

export async function attachImages(tx: Tx, applicationId: number, ids: readonly string[]) {
  for (const [position, id] of ids.entries())
    await tx.update(promotionApplicationImages).set({ applicationId, position }).where(eq(promotionApplicationImages.id, id));
}

export async function imageBytes(tx: Tx, merchantId: number, id: string, memberId?: number) {
  const [row] = await tx
    .select({ mime: promotionApplicationImages.mime, bytes: promotionApplicationImages.bytes })
    .from(promotionApplicationImages)
    .where(
      and(
        eq(promotionApplicationImages.merchantId, merchantId),
        eq(promotionApplicationImages.id, id),
        memberId === undefined ? undefined : eq(promotionApplicationImages.memberId, memberId),
      ),
    );
  return row;
}

export async function imageIdsOf(tx: Tx, applicationIds: number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  if (applicationIds.length === 0) return out;
  const rows = await tx
    .select({ id: promotionApplicationImages.id, applicationId: promotionApplicationImages.applicationId })
    .from(promotionApplicationImages)
    .where(inArray(promotionApplicationImages.applicationId, applicationIds))
    .orderBy(asc(promotionApplicationImages.position));
  for (const row of rows) out.set(row.applicationId!, [...(out.get(row.applicationId!) ?? []), row.id]);
  return out;
}

/** Inserts an application unless one is live for the member and period: undefined then. */
export async function insertApplication(tx: Tx, row: typeof promotionApplications.$inferInsert): Promise<ApplicationRow | undefined> {
  const [inserted] = await tx.insert(promotionApplications).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function applicationById(tx: Tx, merchantId: number, id: number, lock = false): Promise<ApplicationRow | undefined> {
  const query = tx
    .select()
    .from(promotionApplications)
    .where(and(eq(promotionApplications.merchantId, merchantId), eq(promotionApplications.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function decideApplication(tx: Tx, id: number, change: Partial<typeof promotionApplications.$inferInsert>): Promise<ApplicationRow> {
  const [row] = await tx.update(promotionApplications).set(change).where(eq(promotionApplications.id, id)).returning();
  return row!;
}

export async function applicationPage(
  tx: Tx,
  merchantId: number,
  filter: { memberId?: number; state?: string },
  page: number,
  pageSize: number,
): Promise<{ items: ApplicationRow[]; total: number }> {
  const where = and(
    eq(promotionApplications.merchantId, merchantId),
    filter.memberId === undefined ? undefined : eq(promotionApplications.memberId, filter.memberId),
    filter.state === undefined ? undefined : eq(promotionApplications.state, filter.state),
  );
  const [total] = await tx.select({ n: count() }).from(promotionApplications).where(where);
  const items = await tx
    .select()
    .from(promotionApplications)
    .where(where)
    .orderBy(desc(promotionApplications.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { items, total: total?.n ?? 0 };
}
