// Queries of the chat tables (db/schema/chat.ts), every one scoped by merchant.
import { and, asc, desc, eq, gt, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { chatCannedReplies, chatConversations, chatImages, chatMessages, chatSettings } from '../../db/schema/chat.ts';

export type ConversationRow = typeof chatConversations.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;
export type CannedRow = typeof chatCannedReplies.$inferSelect;

export async function liveOfMember(tx: Tx, merchantId: number, memberId: number): Promise<ConversationRow | undefined> {
  const [row] = await tx
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.merchantId, merchantId), eq(chatConversations.memberId, memberId), ne(chatConversations.status, 'closed')));
  return row;
}

export async function ofVisitor(tx: Tx, merchantId: number, tokenHash: string): Promise<ConversationRow | undefined> {
  const [row] = await tx
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.merchantId, merchantId), eq(chatConversations.visitorTokenHash, tokenHash)));
  return row;
}

/** Namespace of pg_advisory_xact_lock(namespace, key) for counting new conversations one at a time. */
const OPEN_LOCK_NAMESPACE = 31_038;

/**
 * Conversations of one member, or of visitors from one address, still in progress or begun since `since`.
 * Takes a transaction lock on what it counts first, so opens sent together are counted one after another.
 */
export async function countRecentOpens(tx: Tx, merchantId: number, by: { memberId: number } | { ip: string }, since: Date): Promise<number> {
  const key = 'memberId' in by ? `${merchantId}:m${by.memberId}` : `${merchantId}:ip:${by.ip}`;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${OPEN_LOCK_NAMESPACE}::int, hashtext(${key}))`);
  const whose = 'memberId' in by ? eq(chatConversations.memberId, by.memberId) : and(isNull(chatConversations.memberId), eq(chatConversations.openedIp, by.ip));
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(chatConversations)
    .where(and(eq(chatConversations.merchantId, merchantId), whose, or(ne(chatConversations.status, 'closed'), gt(chatConversations.createdAt, since))));
  return row?.n ?? 0;
}

/** Inserts a conversation; undefined when the member has one in progress already (opened meanwhile). */
export async function insertConversation(tx: Tx, row: typeof chatConversations.$inferInsert): Promise<ConversationRow | undefined> {
  const [created] = await tx.insert(chatConversations).values(row).onConflictDoNothing().returning();
  return created;
}

export async function byId(tx: Tx, merchantId: number, id: number, lock = false): Promise<ConversationRow | undefined> {
  const query = tx
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.merchantId, merchantId), eq(chatConversations.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function update(tx: Tx, id: number, change: Partial<typeof chatConversations.$inferInsert>): Promise<ConversationRow> {
  const [row] = await tx.update(chatConversations).set(change).where(eq(chatConversations.id, id)).returning();
  return row!;
}

export async function insertMessage(tx: Tx, row: typeof chatMessages.$inferInsert): Promise<MessageRow> {
  const [created] = await tx.insert(chatMessages).values(row).returning();
  return created!;
}

export async function messageById(tx: Tx, merchantId: number, id: number): Promise<MessageRow | undefined> {
  const [row] = await tx
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.merchantId, merchantId), eq(chatMessages.id, id)));
  return row;
}

export async function messagesAfter(tx: Tx, conversationId: number, after: number, limit: number): Promise<MessageRow[]> {
  return tx
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversationId), gt(chatMessages.id, after)))
    .orderBy(asc(chatMessages.id))
    .limit(limit);
}

/** Marks the given sides' unread messages read up to `upTo`; answers how many. */
export async function markRead(tx: Tx, conversationId: number, sides: readonly string[], upTo: number, at: Date): Promise<number> {
  const rows = await tx
    .update(chatMessages)
    .set({ readAt: at })
    .where(
      and(eq(chatMessages.conversationId, conversationId), inArray(chatMessages.side, [...sides]), lte(chatMessages.id, upTo), isNull(chatMessages.readAt)),
    )
    .returning({ id: chatMessages.id });
  return rows.length;
}

/** Unread messages of the given sides per conversation. */
export async function unreadBy(tx: Tx, conversationIds: readonly number[], sides: readonly string[]): Promise<Map<number, number>> {
  if (conversationIds.length === 0) return new Map();
  const rows = await tx
    .select({ id: chatMessages.conversationId, n: sql<number>`count(*)::int` })
    .from(chatMessages)
    .where(and(inArray(chatMessages.conversationId, [...conversationIds]), inArray(chatMessages.side, [...sides]), isNull(chatMessages.readAt)))
    .groupBy(chatMessages.conversationId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/** The last message of each conversation (its text, or null for an image). */
export async function lastMessages(tx: Tx, conversationIds: readonly number[]): Promise<Map<number, MessageRow>> {
  if (conversationIds.length === 0) return new Map();
  const rows = await tx
    .selectDistinctOn([chatMessages.conversationId])
    .from(chatMessages)
    .where(inArray(chatMessages.conversationId, [...conversationIds]))
    .orderBy(chatMessages.conversationId, desc(chatMessages.id));
  return new Map(rows.map((r) => [r.conversationId, r]));
}

/** Every conversation of the merchant in progress (not closed), VIP first then oldest. */
export async function live(tx: Tx, merchantId: number): Promise<ConversationRow[]> {
  return tx
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.merchantId, merchantId), ne(chatConversations.status, 'closed')))
    .orderBy(desc(chatConversations.vip), asc(chatConversations.id))
    .limit(500);
}

export async function historyOf(tx: Tx, merchantId: number, memberId: number): Promise<ConversationRow[]> {
  return tx
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.merchantId, merchantId), eq(chatConversations.memberId, memberId)))
    .orderBy(desc(chatConversations.id))
    .limit(100);
}

/** What a member, a visitor or an operator writes: a text, or an image stored beside the conversation. */
export type ChatContent = { kind: 'text'; body: string } | { kind: 'image'; imageId: string; mime: string; bytes: Buffer };

/** Writes one message of `content` (its image first when it is one) and answers the message's row. */
export async function insertWritten(
  tx: Tx,
  message: Omit<typeof chatMessages.$inferInsert, 'kind' | 'body' | 'imageId'> & { createdAt: Date },
  content: ChatContent,
): Promise<MessageRow> {
  if (content.kind === 'image')
    await tx.insert(chatImages).values({
      id: content.imageId,
      merchantId: message.merchantId,
      conversationId: message.conversationId,
      mime: content.mime,
      bytes: content.bytes,
      size: content.bytes.length,
      createdAt: message.createdAt,
    });
  return insertMessage(tx, {
    ...message,
    kind: content.kind,
    body: content.kind === 'text' ? content.body : null,
    imageId: content.kind === 'image' ? content.imageId : null,
  });
}

export async function imageOf(tx: Tx, merchantId: number, id: string) {
  const [row] = await tx
    .select({ mime: chatImages.mime, bytes: chatImages.bytes, conversationId: chatImages.conversationId })
    .from(chatImages)
    .where(and(eq(chatImages.merchantId, merchantId), eq(chatImages.id, id)));
  return row;
}

export async function cannedOf(tx: Tx, merchantId: number): Promise<CannedRow[]> {
  return tx.select().from(chatCannedReplies).where(eq(chatCannedReplies.merchantId, merchantId)).orderBy(asc(chatCannedReplies.id));
}

export async function insertCanned(tx: Tx, row: typeof chatCannedReplies.$inferInsert): Promise<CannedRow> {
  const [created] = await tx.insert(chatCannedReplies).values(row).returning();
  return created!;
}

export async function updateCanned(tx: Tx, merchantId: number, id: number, change: { title: string; body: string; updatedAt: Date }) {
  const [row] = await tx
    .update(chatCannedReplies)
    .set(change)
    .where(and(eq(chatCannedReplies.merchantId, merchantId), eq(chatCannedReplies.id, id)))
    .returning();
  return row;
}

export async function deleteCanned(tx: Tx, merchantId: number, id: number): Promise<boolean> {
  const rows = await tx
    .delete(chatCannedReplies)
    .where(and(eq(chatCannedReplies.merchantId, merchantId), eq(chatCannedReplies.id, id)))
    .returning({ id: chatCannedReplies.id });
  return rows.length > 0;
}

export async function settingsOf(tx: Tx, merchantId: number) {
  const [row] = await tx.select().from(chatSettings).where(eq(chatSettings.merchantId, merchantId));
  return row;
}

export async function saveSettings(tx: Tx, row: typeof chatSettings.$inferInsert) {
  await tx
    .insert(chatSettings)
    .values(row)
    .onConflictDoUpdate({
      target: chatSettings.merchantId,
      set: { limited: row.limited, openFrom: row.openFrom, openTo: row.openTo, updatedAt: row.updatedAt },
    });
}

/** Sets the outside provider's URLs; a merchant without a settings row gets one answering at any hour. */
export async function saveProvider(tx: Tx, merchantId: number, provider: { providerUrl: string | null; vipProviderUrl: string | null }, now: Date) {
  await tx
    .insert(chatSettings)
    .values({ merchantId, limited: false, openFrom: '00:00', openTo: '00:00', ...provider, updatedAt: now })
    .onConflictDoUpdate({ target: chatSettings.merchantId, set: { ...provider, updatedAt: now } });
}
