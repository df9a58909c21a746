import { sql } from 'drizzle-orm';
import { bigint, check, customType, integer, jsonb, pgTable, serial, text, timestamp, index, uniqueIndex } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const merchants = pgTable('merchants', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  currency: text('currency').notNull(),
  currencySymbol: text('currency_symbol').notNull(),
  timeZone: text('time_zone').notNull(),
  /** Every settings section (see contracts/settings.ts), replaced one section at a time. */
  settings: jsonb('settings').notNull(),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const merchantDomains = pgTable('merchant_domains', {
  domain: text('domain').primaryKey(),
  merchantId: integer('merchant_id')
    .notNull()
    .references(() => merchants.id),
});

/** Images the merchant uploads (logo, banners), served at /assets/<id>. */
export const siteAssets = pgTable(
  'site_assets',
  {
    id: text('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('site_assets_merchant_idx').on(t.merchantId)],
);

/**
 * Settings changes held for a second operator (ADR 0004, docs/wallet.md "Four-eyes rules"): a save that
 * touches a setting guarding money is kept here until another operator confirms it (then it is applied) or
 * rejects it. At most one change per section waits at a time (the partial unique index).
 */
export const settingsChanges = pgTable(
  'settings_changes',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    section: text('section').notNull(),
    /** The section as it was when asked: confirming refuses if it is no longer so. */
    base: jsonb('base').notNull(),
    /** The whole section to apply, secrets included (as merchants.settings keeps them). */
    value: jsonb('value').notNull(),
    /** The merchant's settings version when asked, for the record. */
    baseVersion: integer('base_version').notNull(),
    status: text('status').notNull(),
    requestedBy: integer('requested_by').notNull(),
    requestedByName: text('requested_by_name').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    decidedBy: integer('decided_by'),
    decidedByName: text('decided_by_name'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('settings_changes_pending_uq')
      .on(t.merchantId, t.section)
      .where(sql`${t.status} = 'pending'`),
    index('settings_changes_merchant_idx').on(t.merchantId, t.id),
    check('settings_changes_status_ck', sql`${t.status} IN ('pending', 'confirmed', 'rejected')`),
  ],
);
