// Queries of the inbox tables, every one scoped by merchant. What a member sees is the union of two sets
// (ADR 0025): messages addressed to them (a recipient row written at send time) and broadcasts to everyone
// sent while they were a member (no row until they read or delete one).
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../db/client.ts';
import { inboxMessages, inboxRecipients } from '../../db/schema/inbox.ts';

export type MessageRow = typeof inboxMessages.$inferSelect;
export type NewMessage = typeof inboxMessages.$inferInsert;

/** The ids of the member's visible (not deleted) messages with their read state, as a SQL set. */
function visible(merchantId: number, memberId: number): SQL {
  return sql`
    SELECT r.message_id AS id, r.read_at IS NOT NULL AS read
      FROM inbox_recipients r JOIN inbox_messages m ON m.id = r.message_id
     WHERE r.merchant_id = ${merchantId} AND r.member_id = ${memberId} AND r.deleted_at IS NULL AND m.audience <> 'everyone'
    UNION ALL
    SELECT m.id, r.read_at IS NOT NULL AS read
      FROM inbox_messages m LEFT JOIN inbox_recipients r ON r.message_id = m.id AND r.member_id = ${memberId}
     WHERE m.merchant_id = ${merchantId} AND m.audience = 'everyone' AND m.everyone_up_to >= ${memberId} AND r.deleted_at IS NULL`;
}

export async function counts(tx: Tx, merchantId: number, memberId: number): Promise<{ total: number; unread: number }> {
  const [row] = rowsOf<{ total: number; unread: number }>(
    await tx.execute(sql`SELECT count(*)::int AS total, (count(*) FILTER (WHERE NOT v.read))::int AS unread FROM (${visible(merchantId, memberId)}) v`),
  );
  return { total: Number(row?.total ?? 0), unread: Number(row?.unread ?? 0) };
}

export async function unreadCount(tx: Tx, merchantId: number, memberId: number): Promise<number> {
  return (await counts(tx, merchantId, memberId)).unread;
}

/** One page of the member's messages, newest first, each with its read state. */
export async function page(tx: Tx, merchantId: number, memberId: number, offset: number, limit: number) {
  const ids = rowsOf<{ id: number; read: boolean }>(
    await tx.execute(sql`SELECT v.id, v.read FROM (${visible(merchantId, memberId)}) v ORDER BY v.id DESC LIMIT ${limit} OFFSET ${offset}`),
  );
  if (ids.length === 0) return [];
  const rows = await tx
    .select()
    .from(inboxMessages)
    .where(
      and(
        eq(inboxMessages.merchantId, merchantId),
        inArray(
          inboxMessages.id,
          ids.map((r) => Number(r.id)),
        ),
      ),
    )
    .orderBy(desc(inboxMessages.id));
  const read = new Map(ids.map((r) => [Number(r.id), r.read === true || (r.read as unknown) === 't']));
  return rows.map((row) => ({ row, read: read.get(row.id) ?? false }));
}

/** The message if the member may see it (addressed to them, or a broadcast of their time) and has not deleted it. */
export async function findVisible(tx: Tx, merchantId: number, memberId: number, id: number) {
  const [found] = rowsOf<{ id: number; read: boolean }>(
    await tx.execute(sql`SELECT v.id, v.read FROM (${visible(merchantId, memberId)}) v WHERE v.id = ${id}`),
  );
  if (!found) return undefined;
  const [row] = await tx
    .select()
    .from(inboxMessages)
    .where(and(eq(inboxMessages.merchantId, merchantId), eq(inboxMessages.id, id)));
  return row && { row, read: found.read === true || (found.read as unknown) === 't' };
}

/** Marks one message read (making the member's row of a broadcast); answers whether it was unread. */
export async function markRead(tx: Tx, merchantId: number, memberId: number, messageId: number, at: Date): Promise<void> {
  await tx
    .insert(inboxRecipients)
    .values({ messageId, memberId, merchantId, readAt: at })
    .onConflictDoUpdate({
      target: [inboxRecipients.messageId, inboxRecipients.memberId],
      set: { readAt: sql`coalesce(${inboxRecipients.readAt}, excluded.read_at)` },
    });
}

/** Marks every visible message read: the member's own rows, and rows made for the broadcasts they had not opened. */
export async function markAllRead(tx: Tx, merchantId: number, memberId: number, at: Date): Promise<number> {
  const own = await tx
    .update(inboxRecipients)
    .set({ readAt: at })
    .where(
      and(
        eq(inboxRecipients.merchantId, merchantId),
        eq(inboxRecipients.memberId, memberId),
        sql`${inboxRecipients.readAt} IS NULL AND ${inboxRecipients.deletedAt} IS NULL`,
      ),
    )
    .returning({ id: inboxRecipients.messageId });
  const broadcasts = rowsOf<{ id: number }>(
    await tx.execute(sql`
      INSERT INTO inbox_recipients (message_id, member_id, merchant_id, read_at)
      SELECT m.id, ${memberId}, m.merchant_id, ${at.toISOString()}::timestamptz FROM inbox_messages m
       WHERE m.merchant_id = ${merchantId} AND m.audience = 'everyone' AND m.everyone_up_to >= ${memberId}
      ON CONFLICT (message_id, member_id) DO NOTHING
      RETURNING message_id AS id`),
  );
  return own.length + broadcasts.length;
}

export async function markDeleted(tx: Tx, merchantId: number, memberId: number, messageId: number, at: Date): Promise<void> {
  await tx
    .insert(inboxRecipients)
    .values({ messageId, memberId, merchantId, deletedAt: at })
    .onConflictDoUpdate({ target: [inboxRecipients.messageId, inboxRecipients.memberId], set: { deletedAt: at } });
}

/** Inserts a message; answers undefined when its event key was used already (the event was told before). */
export async function insertMessage(tx: Tx, row: NewMessage): Promise<MessageRow | undefined> {
  const [created] = await tx.insert(inboxMessages).values(row).onConflictDoNothing().returning();
  return created;
}

const CHUNK = 1_000;

export async function insertRecipients(tx: Tx, merchantId: number, messageId: number, memberIds: readonly number[]): Promise<void> {
  for (let start = 0; start < memberIds.length; start += CHUNK) {
    const chunk = memberIds.slice(start, start + CHUNK);
    await tx
      .insert(inboxRecipients)
      .values(chunk.map((memberId) => ({ messageId, memberId, merchantId })))
      .onConflictDoNothing();
  }
}

/** The merchant's sent messages, newest first, operator ones or platform ones or both. */
export async function sentPage(tx: Tx, merchantId: number, origin: 'operator' | 'platform' | 'all', offset: number, limit: number) {
  const where = and(
    eq(inboxMessages.merchantId, merchantId),
    origin === 'operator' ? eq(inboxMessages.kind, 'operator') : origin === 'platform' ? sql`${inboxMessages.kind} <> 'operator'` : undefined,
  );
  const rows = await tx.select().from(inboxMessages).where(where).orderBy(desc(inboxMessages.id)).limit(limit).offset(offset);
  const [count] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(inboxMessages)
    .where(where);
  return { rows, total: Number(count?.n ?? 0) };
}

/** Per message: how many members read it and how many deleted it. */
export async function stateCounts(tx: Tx, merchantId: number, messageIds: readonly number[]) {
  if (messageIds.length === 0) return new Map<number, { read: number; deleted: number }>();
  const rows = await tx
    .select({
      id: inboxRecipients.messageId,
      read: sql<number>`(count(*) FILTER (WHERE ${inboxRecipients.readAt} IS NOT NULL))::int`,
      deleted: sql<number>`(count(*) FILTER (WHERE ${inboxRecipients.deletedAt} IS NOT NULL))::int`,
    })
    .from(inboxRecipients)
    .where(and(eq(inboxRecipients.merchantId, merchantId), inArray(inboxRecipients.messageId, [...messageIds])))
    .groupBy(inboxRecipients.messageId);
  return new Map(rows.map((r) => [r.id, { read: Number(r.read), deleted: Number(r.deleted) }]));
}
