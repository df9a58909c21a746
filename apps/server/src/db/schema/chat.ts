// Live chat (docs/chat.md, ADR 0031): conversations of a member or a visitor with the merchant's operators,
// their messages and images, the desk's canned replies and its service hours. Only modules/chat writes these.
import { sql } from 'drizzle-orm';
import { boolean, check, customType, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** One conversation: a member's (member_id) or a visitor's (visitor name and the hash of its token). */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id'),
    visitorName: text('visitor_name'),
    /** sha-256 of the visitor's token; the token itself is only ever in the visitor's hands. */
    visitorTokenHash: text('visitor_token_hash'),
    /** The member's username or the visitor's name, so the desk's lists need no join. */
    displayName: text('display_name').notNull(),
    status: text('status').notNull(),
    /** The member's rank level was above 4 when the conversation began: only chat.vip operators see it. */
    vip: boolean('vip').notNull().default(false),
    operatorId: integer('operator_id'),
    operatorName: text('operator_name'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The client address that opened it: visitors' new conversations are capped per address and hour. */
    openedIp: text('opened_ip'),
  },
  (t) => [
    check('chat_conversations_status_ck', sql`${t.status} IN ('waiting', 'open', 'left_message', 'closed')`),
    check('chat_conversations_party_ck', sql`(${t.memberId} IS NULL) <> (${t.visitorTokenHash} IS NULL)`),
    // One conversation in progress per member: opening again resumes it.
    uniqueIndex('chat_conversations_member_live_uq')
      .on(t.merchantId, t.memberId)
      .where(sql`${t.memberId} IS NOT NULL AND ${t.status} <> 'closed'`),
    uniqueIndex('chat_conversations_visitor_uq').on(t.visitorTokenHash),
    index('chat_conversations_desk_idx').on(t.merchantId, t.status, t.id),
    index('chat_conversations_member_idx').on(t.merchantId, t.memberId, t.id),
    index('chat_conversations_opened_ip_idx').on(t.merchantId, t.openedIp, t.createdAt),
  ],
);

/** A message: text or an image, from the member or visitor, an operator, or the platform (the offline notice). */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    merchantId: integer('merchant_id').notNull(),
    side: text('side').notNull(),
    operatorId: integer('operator_id'),
    operatorName: text('operator_name'),
    kind: text('kind').notNull(),
    body: text('body'),
    imageId: text('image_id'),
    /** When the other side read it. */
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('chat_messages_side_ck', sql`${t.side} IN ('member', 'visitor', 'operator', 'system')`),
    check('chat_messages_kind_ck', sql`(${t.kind} = 'text' AND ${t.body} IS NOT NULL) OR (${t.kind} = 'image' AND ${t.imageId} IS NOT NULL)`),
    index('chat_messages_conversation_idx').on(t.conversationId, t.id),
  ],
);

/** The bytes of an image message (png or jpg by its content), private to its conversation and the desk. */
export const chatImages = pgTable(
  'chat_images',
  {
    id: text('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    mime: text('mime').notNull(),
    bytes: bytea('bytes').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('chat_images_conversation_idx').on(t.conversationId, t.createdAt)],
);

export const chatCannedReplies = pgTable(
  'chat_canned_replies',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('chat_canned_replies_merchant_idx').on(t.merchantId, t.id)],
);

/** The desk's service hours and the outside chat provider; a merchant without a row answers at any hour, itself. */
export const chatSettings = pgTable('chat_settings', {
  merchantId: integer('merchant_id').primaryKey(),
  limited: boolean('limited').notNull(),
  /** HH:MM in the merchant's time zone. */
  openFrom: text('open_from').notNull(),
  openTo: text('open_to').notNull(),
  /** An outside chat provider's https URL (ADR 0032): set, the site's live chat opens it instead of ours. */
  providerUrl: text('provider_url'),
  /** The provider's VIP desk for members above rank level 4; null sends them to providerUrl. */
  vipProviderUrl: text('vip_provider_url'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
