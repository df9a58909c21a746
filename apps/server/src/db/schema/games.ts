// The game catalogue (docs/games.md): what each vendor is in the lobbies (category, names, hot, popup list), the
// merchant's games, members' favourites and launches (recent and popular games). Only modules/games writes
// these tables; the vendor itself (code, wallet mode, enabled, maintenance, order) is schema/wallet.ts.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { merchants } from './site.ts';
import { members } from './members.ts';
import { vendors } from './wallet.ts';

/** Display names by language code (EN, MS, CN…); EN is the fallback and always present. */
export type LocalisedNames = Record<string, string>;

const CATEGORY_CHECK = `('lottery', 'live', 'sports', 'fish', 'rng', 'pvp', 'esports', 'elott')`;

/** A vendor as the lobbies show it; one row per vendor that has a place in the catalogue. */
export const vendorProfiles = pgTable(
  'vendor_profiles',
  {
    vendorId: integer('vendor_id')
      .primaryKey()
      .references(() => vendors.id),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    category: text('category').notNull(),
    names: jsonb('names').$type<LocalisedNames>().notNull(),
    isHot: boolean('is_hot').notNull().default(false),
    /** 'VASSALAGE': the vendor's games open from a popup list; null otherwise. */
    isGame: text('is_game'),
    /** Shown in the footer partner strip. */
    partnerStrip: boolean('partner_strip').notNull().default(true),
    /** Outside vendors: the launch address the /game iframe opens ({token}, {game}, {lang} filled in); null for our house vendors. */
    launchUrl: text('launch_url'),
  },
  (t) => [index('vendor_profiles_merchant_idx').on(t.merchantId), check('vendor_profiles_category_ck', sql.raw(`category IN ${CATEGORY_CHECK}`))],
);

/** A room of a pvp room game: a static table for now (real seating comes with the house games). */
export interface GameRoomRow {
  roomId: string;
  name: string;
  /** Minor units, as a decimal-free string (jsonb has no bigint). */
  minBet: string;
  seats: number;
}

export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    vendorCode: text('vendor_code').notNull(),
    gameCode: text('game_code').notNull(),
    category: text('category').notNull(),
    gameType: text('game_type').notNull(),
    names: jsonb('names').$type<LocalisedNames>().notNull(),
    isHot: boolean('is_hot').notNull().default(false),
    /** Path under the image CDN: /TCG_PROD_IMAGES/… */
    imagePath: text('image_path').notNull(),
    minBet: bigint('min_bet', { mode: 'bigint' }).notNull(),
    lines: integer('lines'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    rooms: jsonb('rooms').$type<GameRoomRow[]>().notNull().default([]),
    enabled: boolean('enabled').notNull().default(true),
    maintenance: boolean('maintenance').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('games_merchant_vendor_code_uq').on(t.merchantId, t.vendorCode, t.gameCode),
    index('games_merchant_category_idx').on(t.merchantId, t.category, t.sortOrder),
    check('games_category_ck', sql.raw(`category IN ${CATEGORY_CHECK}`)),
    check('games_min_bet_ck', sql`${t.minBet} >= 0`),
  ],
);

export const gameFavourites = pgTable(
  'game_favourites',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.gameId] }), index('game_favourites_member_idx').on(t.merchantId, t.memberId, t.createdAt)],
);

/** Every launch: recent games (per member) and popular games (per merchant, last 7 days). */
export const gameLaunches = pgTable(
  'game_launches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    roomId: text('room_id'),
    real: boolean('real').notNull(),
    launchedAt: timestamp('launched_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('game_launches_member_idx').on(t.merchantId, t.memberId, t.launchedAt),
    index('game_launches_merchant_time_idx').on(t.merchantId, t.launchedAt),
  ],
);
