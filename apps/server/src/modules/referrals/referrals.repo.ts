// The referral tables (schema/referrals.ts): codes, referrals, their rewards and the merchant's programme.
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { referralCodes, referralRewards, referrals, referralSettings } from '../../db/schema/referrals.ts';

export type ReferralRow = typeof referrals.$inferSelect;
export type RewardRow = typeof referralRewards.$inferSelect;
export type SettingsRow = typeof referralSettings.$inferSelect;

export async function codeOf(tx: Tx, memberId: number): Promise<string | undefined> {
  const [row] = await tx.select({ code: referralCodes.code }).from(referralCodes).where(eq(referralCodes.memberId, memberId));
  return row?.code;
}

/** Stores a new code; false when the member already has one or the code is taken (the caller reads or draws again). */
export async function insertCode(tx: Tx, row: typeof referralCodes.$inferInsert): Promise<boolean> {
  const inserted = await tx.insert(referralCodes).values(row).onConflictDoNothing().returning({ memberId: referralCodes.memberId });
  return inserted.length > 0;
}

export async function memberOfCode(tx: Tx, merchantId: number, code: string): Promise<number | undefined> {
  const [row] = await tx
    .select({ memberId: referralCodes.memberId })
    .from(referralCodes)
    .where(and(eq(referralCodes.merchantId, merchantId), sql`lower(${referralCodes.code}) = ${code.toLowerCase()}`));
  return row?.memberId;
}

export async function settingsOf(tx: Tx, merchantId: number): Promise<SettingsRow | undefined> {
  const [row] = await tx.select().from(referralSettings).where(eq(referralSettings.merchantId, merchantId));
  return row;
}

export async function saveSettings(tx: Tx, row: SettingsRow): Promise<void> {
  const { merchantId, ...rest } = row;
  await tx.insert(referralSettings).values(row).onConflictDoUpdate({ target: referralSettings.merchantId, set: rest });
}

export async function insertReferral(tx: Tx, row: typeof referrals.$inferInsert): Promise<void> {
  await tx.insert(referrals).values(row).onConflictDoNothing();
}

export async function referralOfReferee(tx: Tx, merchantId: number, refereeId: number, lock = false): Promise<ReferralRow | undefined> {
  const query = tx
    .select()
    .from(referrals)
    .where(and(eq(referrals.merchantId, merchantId), eq(referrals.refereeId, refereeId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function referralById(tx: Tx, merchantId: number, id: number, lock = false): Promise<ReferralRow | undefined> {
  const query = tx
    .select()
    .from(referrals)
    .where(and(eq(referrals.merchantId, merchantId), eq(referrals.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function updateReferral(tx: Tx, id: number, set: Partial<ReferralRow>): Promise<void> {
  await tx.update(referrals).set(set).where(eq(referrals.id, id));
}

export async function referralsOf(tx: Tx, merchantId: number, referrerId: number, limit: number): Promise<ReferralRow[]> {
  return tx
    .select()
    .from(referrals)
    .where(and(eq(referrals.merchantId, merchantId), eq(referrals.referrerId, referrerId)))
    .orderBy(desc(referrals.id))
    .limit(limit);
}

export async function countReferralsOf(tx: Tx, merchantId: number, referrerId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(referrals)
    .where(and(eq(referrals.merchantId, merchantId), eq(referrals.referrerId, referrerId)));
  return row?.n ?? 0;
}

export async function listReferrals(
  tx: Tx,
  merchantId: number,
  filter: { state?: string | undefined; referrerId?: number | undefined; limit: number; offset: number },
): Promise<{ rows: ReferralRow[]; total: number }> {
  const where = and(
    eq(referrals.merchantId, merchantId),
    filter.state ? eq(referrals.state, filter.state) : undefined,
    filter.referrerId !== undefined ? eq(referrals.referrerId, filter.referrerId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    tx.select().from(referrals).where(where).orderBy(desc(referrals.id)).limit(filter.limit).offset(filter.offset),
    tx.select({ n: count() }).from(referrals).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function rewardsOfReferrals(tx: Tx, referralIds: readonly number[]): Promise<RewardRow[]> {
  if (referralIds.length === 0) return [];
  return tx
    .select()
    .from(referralRewards)
    .where(inArray(referralRewards.referralId, [...referralIds]))
    .orderBy(referralRewards.id);
}

/** Inserts a reward unless the referral already has one for this milestone; answers whether it did. */
export async function insertReward(tx: Tx, row: typeof referralRewards.$inferInsert): Promise<boolean> {
  const inserted = await tx.insert(referralRewards).values(row).onConflictDoNothing().returning({ id: referralRewards.id });
  return inserted.length > 0;
}

export async function rewardForClaim(tx: Tx, merchantId: number, referrerId: number, id: number): Promise<RewardRow | undefined> {
  const [row] = await tx
    .select()
    .from(referralRewards)
    .where(and(eq(referralRewards.merchantId, merchantId), eq(referralRewards.referrerId, referrerId), eq(referralRewards.id, id)))
    .for('update');
  return row;
}

export async function rewardByRequest(tx: Tx, merchantId: number, referrerId: number, requestId: string): Promise<RewardRow | undefined> {
  const [row] = await tx
    .select()
    .from(referralRewards)
    .where(and(eq(referralRewards.merchantId, merchantId), eq(referralRewards.referrerId, referrerId), eq(referralRewards.claimRequestId, requestId)));
  return row;
}

export async function updateReward(tx: Tx, id: number, set: Partial<RewardRow>): Promise<RewardRow> {
  const [row] = await tx.update(referralRewards).set(set).where(eq(referralRewards.id, id)).returning();
  if (!row) throw new Error('referral reward vanished under its lock');
  return row;
}

/** Moves every reward of a referral in one state to another (release: held → claimable; reject: → rejected). */
export async function moveRewards(tx: Tx, referralId: number, from: string, to: string): Promise<void> {
  await tx
    .update(referralRewards)
    .set({ state: to })
    .where(and(eq(referralRewards.referralId, referralId), eq(referralRewards.state, from)));
}

/** The referrer's rewards in these states with the friend who earned each, newest first (the reward centre). */
export async function rewardsWithFriends(tx: Tx, merchantId: number, referrerId: number, states: string[], limit: number) {
  return tx
    .select({ reward: referralRewards, refereeId: referrals.refereeId })
    .from(referralRewards)
    .innerJoin(referrals, eq(referrals.id, referralRewards.referralId))
    .where(and(eq(referralRewards.merchantId, merchantId), eq(referralRewards.referrerId, referrerId), inArray(referralRewards.state, states)))
    .orderBy(desc(referralRewards.id))
    .limit(limit);
}

/** The referrer's rewards waiting to be claimed, oldest first. */
export async function claimableOf(tx: Tx, merchantId: number, referrerId: number): Promise<RewardRow[]> {
  return tx
    .select()
    .from(referralRewards)
    .where(and(eq(referralRewards.merchantId, merchantId), eq(referralRewards.referrerId, referrerId), eq(referralRewards.state, 'claimable')))
    .orderBy(referralRewards.id);
}

/** The console's totals: referrals, held ones, money paid and money waiting to be claimed. */
export async function summary(tx: Tx, merchantId: number) {
  const [refs] = await tx
    .select({ all: count(), held: sql<number>`count(*) FILTER (WHERE ${referrals.state} = 'held')::int` })
    .from(referrals)
    .where(eq(referrals.merchantId, merchantId));
  const [money] = await tx
    .select({
      paid: sql<string>`COALESCE(SUM(${referralRewards.amount}) FILTER (WHERE ${referralRewards.state} = 'claimed'), 0)::text`,
      claimable: sql<string>`COALESCE(SUM(${referralRewards.amount}) FILTER (WHERE ${referralRewards.state} = 'claimable'), 0)::text`,
    })
    .from(referralRewards)
    .where(eq(referralRewards.merchantId, merchantId));
  return { referrals: refs?.all ?? 0, held: refs?.held ?? 0, paid: BigInt(money?.paid ?? '0'), claimable: BigInt(money?.claimable ?? '0') };
}
