// Queries of the outbox: every SMS and e-mail, held, sent or failed.
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/members.ts';

export type OutboxRow = typeof outboxMessages.$inferSelect;

export async function insertMessage(tx: Tx, values: typeof outboxMessages.$inferInsert): Promise<OutboxRow> {
  const [row] = await tx.insert(outboxMessages).values(values).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export interface OutboxFilter {
  channel?: string | undefined;
  /** Part of the recipient, any case: operators type a number without its country code or part of an address. */
  recipient?: string | undefined;
}

export async function page(tx: Tx, merchantId: number, options: OutboxFilter & { offset: number; limit: number }) {
  const conditions: SQL[] = [eq(outboxMessages.merchantId, merchantId)];
  if (options.channel) conditions.push(eq(outboxMessages.channel, options.channel));
  if (options.recipient) conditions.push(sql`${outboxMessages.recipient} ILIKE ${`%${options.recipient.replace(/[%_\\]/g, '\\$&')}%`}`);
  const where = and(...conditions);
  const items = await tx
    .select()
    .from(outboxMessages)
    .where(where)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .offset(options.offset)
    .limit(options.limit);
  const [total] = await tx.select({ n: count() }).from(outboxMessages).where(where);
  return { items, total: total?.n ?? 0 };
}
