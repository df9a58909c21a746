import { bigint, customType, integer, jsonb, pgTable, serial, text, timestamp, index } from 'drizzle-orm/pg-core';

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
