import { and, eq, gt, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { socialFlows, socialIdentities } from '../../db/schema/members.ts';

export type FlowKind = 'state' | 'ticket' | 'bind';
export type FlowRow = typeof socialFlows.$inferSelect;
export type IdentityRow = typeof socialIdentities.$inferSelect;

export async function insertFlow(tx: Tx, values: typeof socialFlows.$inferInsert): Promise<void> {
  await tx.insert(socialFlows).values(values);
}

/** Marks a live, unused flow step used and answers it; a second caller gets nothing (single use without a lock). */
export async function consumeFlow(tx: Tx, keyHash: string, kind: FlowKind, now: Date, merchantId?: number): Promise<FlowRow | undefined> {
  const [row] = await tx
    .update(socialFlows)
    .set({ usedAt: now })
    .where(
      and(
        eq(socialFlows.keyHash, keyHash),
        eq(socialFlows.kind, kind),
        isNull(socialFlows.usedAt),
        gt(socialFlows.expiresAt, now),
        merchantId === undefined ? undefined : eq(socialFlows.merchantId, merchantId),
      ),
    )
    .returning();
  return row;
}

/** Gives a claimed step back, when what it was claimed for failed and may be tried again. */
export async function releaseFlow(tx: Tx, keyHash: string): Promise<void> {
  await tx
    .update(socialFlows)
    .set({ usedAt: null })
    .where(and(eq(socialFlows.keyHash, keyHash), isNotNull(socialFlows.usedAt)));
}

export async function deleteFlowsExpiredBefore(tx: Tx, before: Date): Promise<void> {
  await tx.delete(socialFlows).where(lt(socialFlows.expiresAt, before));
}

export async function findIdentity(tx: Tx, merchantId: number, provider: string, subject: string): Promise<IdentityRow | undefined> {
  const [row] = await tx
    .select()
    .from(socialIdentities)
    .where(and(eq(socialIdentities.merchantId, merchantId), eq(socialIdentities.provider, provider), eq(socialIdentities.subject, subject)));
  return row;
}

/** Answers false when either uniqueness (identity, or member and provider) is already taken. */
export async function insertIdentity(tx: Tx, values: typeof socialIdentities.$inferInsert): Promise<boolean> {
  const rows = await tx.insert(socialIdentities).values(values).onConflictDoNothing().returning({ memberId: socialIdentities.memberId });
  return rows.length === 1;
}
