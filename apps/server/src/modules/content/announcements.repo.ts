// Queries of the announcements tables; every one is scoped by merchant.
import { and, asc, desc, eq, gt, inArray, isNull, lte, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { announcementPopupSnoozes, announcementPopupViews, announcements } from '../../db/schema/content.ts';

export type AnnouncementRow = typeof announcements.$inferSelect;
export type AnnouncementValues = Omit<typeof announcements.$inferInsert, 'id' | 'merchantId' | 'createdAt' | 'createdBy'>;

/** What a reader may see now: enabled, started, not ended, for one of the audiences. */
export interface ShowingFilter {
  merchantId: number;
  now: Date;
  audiences: readonly string[];
  group?: string | undefined;
  type?: string | undefined;
}

function showing(f: ShowingFilter): SQL {
  return and(
    eq(announcements.merchantId, f.merchantId),
    eq(announcements.enabled, true),
    inArray(announcements.audience, [...f.audiences]),
    or(isNull(announcements.startsAt), lte(announcements.startsAt, f.now)),
    or(isNull(announcements.endsAt), gt(announcements.endsAt, f.now)),
    f.group ? eq(announcements.group, f.group) : undefined,
    f.type ? eq(announcements.type, f.type) : undefined,
  )!;
}

const readingOrder = [
  desc(announcements.pinned),
  asc(announcements.sortOrder),
  desc(sql`coalesce(${announcements.startsAt}, ${announcements.createdAt})`),
  desc(announcements.id),
];

export async function showingPage(tx: Tx, f: ShowingFilter, page: { offset: number; limit: number }) {
  const where = showing(f);
  const items = await tx
    .select()
    .from(announcements)
    .where(where)
    .orderBy(...readingOrder)
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(announcements)
    .where(where);
  return { items, total: count?.n ?? 0 };
}

/** Popups showing now that this member has not seen. */
export async function unseenPopups(tx: Tx, f: ShowingFilter, memberId: number) {
  const seen = tx
    .select({ one: sql`1` })
    .from(announcementPopupViews)
    .where(and(eq(announcementPopupViews.announcementId, announcements.id), eq(announcementPopupViews.memberId, memberId)));
  return tx
    .select()
    .from(announcements)
    .where(and(showing({ ...f, group: 'popup' }), notExists(seen)))
    .orderBy(...readingOrder)
    .limit(20);
}

export async function snoozed(tx: Tx, merchantId: number, memberId: number, day: string) {
  const rows = await tx
    .select({ day: announcementPopupSnoozes.day })
    .from(announcementPopupSnoozes)
    .where(and(eq(announcementPopupSnoozes.merchantId, merchantId), eq(announcementPopupSnoozes.memberId, memberId), eq(announcementPopupSnoozes.day, day)));
  return rows.length > 0;
}

export async function snooze(tx: Tx, row: typeof announcementPopupSnoozes.$inferInsert) {
  await tx.insert(announcementPopupSnoozes).values(row).onConflictDoNothing();
}

/** Records views of the merchant's own popups only; answers how many were new. */
export async function markSeen(tx: Tx, merchantId: number, memberId: number, ids: readonly number[], at: Date) {
  if (ids.length === 0) return 0;
  const own = await tx
    .select({ id: announcements.id })
    .from(announcements)
    .where(and(eq(announcements.merchantId, merchantId), eq(announcements.group, 'popup'), inArray(announcements.id, [...ids])));
  if (own.length === 0) return 0;
  const inserted = await tx
    .insert(announcementPopupViews)
    .values(own.map((r) => ({ announcementId: r.id, memberId, merchantId, seenAt: at })))
    .onConflictDoNothing()
    .returning({ id: announcementPopupViews.announcementId });
  return inserted.length;
}

export async function listAll(tx: Tx, merchantId: number, group?: string) {
  return tx
    .select()
    .from(announcements)
    .where(and(eq(announcements.merchantId, merchantId), group ? eq(announcements.group, group) : undefined))
    .orderBy(desc(announcements.pinned), asc(announcements.sortOrder), desc(announcements.createdAt), desc(announcements.id))
    .limit(500);
}

export async function findOne(tx: Tx, merchantId: number, id: number) {
  const [row] = await tx
    .select()
    .from(announcements)
    .where(and(eq(announcements.merchantId, merchantId), eq(announcements.id, id)));
  return row;
}

export async function insert(tx: Tx, row: typeof announcements.$inferInsert) {
  const [created] = await tx.insert(announcements).values(row).returning();
  return created!;
}

export async function update(tx: Tx, merchantId: number, id: number, values: AnnouncementValues) {
  const [row] = await tx
    .update(announcements)
    .set(values)
    .where(and(eq(announcements.merchantId, merchantId), eq(announcements.id, id)))
    .returning();
  return row;
}

export async function remove(tx: Tx, merchantId: number, id: number) {
  const [row] = await tx
    .delete(announcements)
    .where(and(eq(announcements.merchantId, merchantId), eq(announcements.id, id)))
    .returning({ id: announcements.id, title: announcements.title });
  return row;
}
