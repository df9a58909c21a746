// Announcements (docs/content.md): what an operator tells the merchant's members and visitors, and which
// popups each member has seen. Content is stored already sanitised (ADR 0023).
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Title or content per language: { EN, MS?, CN? }. */
export type LanguageTexts = { EN: string; MS?: string; CN?: string };

export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    group: text('group').notNull(),
    type: text('type').notNull(),
    title: jsonb('title').$type<LanguageTexts>().notNull(),
    /** Sanitised HTML per language. */
    content: jsonb('content').$type<LanguageTexts>().notNull(),
    audience: text('audience').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    pinned: boolean('pinned').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('announcements_merchant_group_idx').on(t.merchantId, t.group, t.enabled)],
);

/** A popup shown to a member: each popup shows once per member. */
export const announcementPopupViews = pgTable(
  'announcement_popup_views',
  {
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    memberId: integer('member_id').notNull(),
    merchantId: integer('merchant_id').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.memberId] })],
);

/** "Do not show today": no popup for this member until the merchant's next calendar day (yyyy-MM-dd). */
export const announcementPopupSnoozes = pgTable(
  'announcement_popup_snoozes',
  {
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    day: text('day').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.memberId, t.day] })],
);

/** The help centre's categories (docs/content.md): per merchant, ordered, published or not. */
export const helpCategories = pgTable(
  'help_categories',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    /** The name links use, unique per merchant (`legal` holds the legal pages). */
    key: text('key').notNull(),
    title: jsonb('title').$type<LanguageTexts>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    published: boolean('published').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('help_categories_merchant_key_idx').on(t.merchantId, t.key)],
);

/** The help centre's articles, the legal pages among them. Content is stored already sanitised (ADR 0024). */
export const helpArticles = pgTable(
  'help_articles',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => helpCategories.id, { onDelete: 'restrict' }),
    /** The name links use (`/help?topic=terms`), unique per merchant. */
    key: text('key').notNull(),
    title: jsonb('title').$type<LanguageTexts>().notNull(),
    /** Sanitised HTML per language. */
    content: jsonb('content').$type<LanguageTexts>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    published: boolean('published').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('help_articles_merchant_key_idx').on(t.merchantId, t.key), index('help_articles_category_idx').on(t.categoryId)],
);
