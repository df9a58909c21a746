// The feedback tables (db/schema/support.ts): tickets, their replies and their images.
import { and, asc, count, desc, eq, gte, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { feedbackImages, feedbackReplies, feedbackTickets } from '../../db/schema/support.ts';

export type TicketRow = typeof feedbackTickets.$inferSelect;
export type ReplyRow = typeof feedbackReplies.$inferSelect;

export interface TicketWithParts {
  ticket: TicketRow;
  replies: ReplyRow[];
  imageIds: string[];
}

export async function insertImage(tx: Tx, row: typeof feedbackImages.$inferInsert) {
  await tx.insert(feedbackImages).values(row);
}

export async function imagesSince(tx: Tx, merchantId: number, memberId: number, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(feedbackImages)
    .where(and(eq(feedbackImages.merchantId, merchantId), eq(feedbackImages.memberId, memberId), gte(feedbackImages.createdAt, since)));
  return row?.n ?? 0;
}

/** The member's uploaded images among ids that no ticket has taken yet, locked for attaching. */
export async function freeImagesOf(tx: Tx, merchantId: number, memberId: number, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: feedbackImages.id })
    .from(feedbackImages)
    .where(
      and(
        eq(feedbackImages.merchantId, merchantId),
        eq(feedbackImages.memberId, memberId),
        inArray(feedbackImages.id, [...ids]),
        isNull(feedbackImages.ticketId),
      ),
    )
    .for('update');
  return rows.map((row) => row.id);
}

export async function attachImages(tx: Tx, ticketId: number, ids: readonly string[]) {
  for (const [position, id] of ids.entries()) await tx.update(feedbackImages).set({ ticketId, position }).where(eq(feedbackImages.id, id));
}

export async function insertTicket(tx: Tx, row: typeof feedbackTickets.$inferInsert): Promise<TicketRow> {
  const [ticket] = await tx.insert(feedbackTickets).values(row).returning();
  return ticket!;
}

export async function ticketById(tx: Tx, merchantId: number, id: number, lock = false): Promise<TicketRow | undefined> {
  const query = tx
    .select()
    .from(feedbackTickets)
    .where(and(eq(feedbackTickets.merchantId, merchantId), eq(feedbackTickets.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function setStatus(tx: Tx, id: number, status: string, now: Date) {
  await tx.update(feedbackTickets).set({ status, updatedAt: now }).where(eq(feedbackTickets.id, id));
}

export async function insertReply(tx: Tx, row: typeof feedbackReplies.$inferInsert) {
  await tx.insert(feedbackReplies).values(row);
}

/** A page of tickets, newest first: a member's own (memberId) or the merchant's (optionally of one status). */
export async function ticketPage(
  tx: Tx,
  merchantId: number,
  filter: { memberId?: number; status?: string },
  page: number,
  pageSize: number,
): Promise<{ items: TicketWithParts[]; total: number }> {
  const where = and(
    eq(feedbackTickets.merchantId, merchantId),
    filter.memberId === undefined ? undefined : eq(feedbackTickets.memberId, filter.memberId),
    filter.status === undefined ? undefined : eq(feedbackTickets.status, filter.status),
  );
  const [totalRow] = await tx.select({ n: count() }).from(feedbackTickets).where(where);
  const tickets = await tx
    .select()
    .from(feedbackTickets)
    .where(where)
    .orderBy(desc(feedbackTickets.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { items: await withParts(tx, tickets), total: totalRow?.n ?? 0 };
}

export async function withParts(tx: Tx, tickets: TicketRow[]): Promise<TicketWithParts[]> {
  const ids = tickets.map((ticket) => ticket.id);
  if (ids.length === 0) return [];
  const replies = await tx.select().from(feedbackReplies).where(inArray(feedbackReplies.ticketId, ids)).orderBy(asc(feedbackReplies.id));
  const images = await tx
    .select({ id: feedbackImages.id, ticketId: feedbackImages.ticketId })
    .from(feedbackImages)
    .where(inArray(feedbackImages.ticketId, ids))
    .orderBy(asc(feedbackImages.position));
  return tickets.map((ticket) => ({
    ticket,
    replies: replies.filter((reply) => reply.ticketId === ticket.id),
    imageIds: images.filter((image) => image.ticketId === ticket.id).map((image) => image.id),
  }));
}

/** An image's bytes: the member's own (memberId), or any of the merchant's for its operators. */
export async function imageBytes(tx: Tx, merchantId: number, id: string, memberId?: number) {
  const [row] = await tx
    .select({ mime: feedbackImages.mime, bytes: feedbackImages.bytes })
    .from(feedbackImages)
    .where(
      and(eq(feedbackImages.merchantId, merchantId), eq(feedbackImages.id, id), memberId === undefined ? undefined : eq(feedbackImages.memberId, memberId)),
    );
  return row;
}
