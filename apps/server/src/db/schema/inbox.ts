// Platform messages (docs/messages.md, ADR 0025): one row per message, and per-member state rows. A message to
// named members (one, a list, a label) gets its members' rows when it is sent; a message to everyone gets none:
// a member's row is made only when they read or delete it, so a broadcast costs one row however many members
// the merchant has.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Title or body per language: { EN, MS?, CN? }. */
export type MessageTexts = { EN: string; MS?: string; CN?: string };

export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    /** operator, or the platform event that wrote it (deposit_approved…). */
    kind: text('kind').notNull(),
    /** member, usernames, label or everyone. */
    audience: text('audience').notNull(),
    /** The label, or the usernames as the operator gave them; null for everyone and platform messages. */
    audienceDetail: jsonb('audience_detail').$type<string | string[]>(),
    /** For everyone: the highest member id when it was sent; members who joined later never see it. */
    everyoneUpTo: integer('everyone_up_to'),
    title: jsonb('title').$type<MessageTexts>().notNull(),
    /** Plain text, or sanitised HTML when format is html. */
    body: jsonb('body').$type<MessageTexts>().notNull(),
    format: text('format').notNull(),
    /** Members it was delivered to when sent. */
    delivered: integer('delivered').notNull(),
    /** A platform message's event (deposit:<id>:approved…): one message per event, however often it is told. */
    eventKey: text('event_key'),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('inbox_messages_everyone_idx')
      .on(t.merchantId, t.createdAt)
      .where(sql`${t.audience} = 'everyone'`),
    index('inbox_messages_merchant_idx').on(t.merchantId, t.id),
    uniqueIndex('inbox_messages_event_uq')
      .on(t.merchantId, t.eventKey)
      .where(sql`${t.eventKey} IS NOT NULL`),
    check('inbox_messages_audience_ck', sql`${t.audience} IN ('member', 'usernames', 'label', 'everyone')`),
    check('inbox_messages_format_ck', sql`${t.format} IN ('text', 'html')`),
  ],
);

/** A member's state of one message: delivered (targeted), read, deleted. */
export const inboxRecipients = pgTable(
  'inbox_recipients',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => inboxMessages.id, { onDelete: 'cascade' }),
    memberId: integer('member_id').notNull(),
    merchantId: integer('merchant_id').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.memberId] }), index('inbox_recipients_member_idx').on(t.merchantId, t.memberId, t.messageId)],
);
