// The house vendor's live tables (ADR 0015): shared rounds that every seated player sees, kept on
// the vendor's side as an outside vendor would; money moves only through the seamless protocol.
// Only apps/server/src/vendors/house/live writes these tables.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * One live table per merchant and game (per room for a room game). Rounds are dealt only while someone watches (`seenAt` recent), so an
 * empty table does not fill the books with rounds nobody saw.
 */
export const houseLiveTables = pgTable(
  'house_live_tables',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    vendorCode: text('vendor_code').notNull(),
    gameCode: text('game_code').notNull(),
    /** The room of a room game (niu niu: one table per room); '' for the one table of baccarat or roulette. */
    roomId: text('room_id').notNull().default(''),
    /** When a player last opened or polled the table. */
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('house_live_tables_room_uq').on(t.merchantId, t.gameCode, t.roomId)],
);

/**
 * A shared round of a live table. The commitment (SHA-256 of the server seed) and the client seed are
 * published when betting opens; the seed itself is served only after the result (`revealedAt`).
 * Phase: betting → dealing (result drawn, bets being settled) → settled; or betting → refunding → refunded
 * when the round could not be dealt in time (the server was down past its close).
 * The dealer moves a round on with a conditional update on its phase, so only one process deals it.
 */
export const houseLiveRounds = pgTable(
  'house_live_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    tableId: bigint('table_id', { mode: 'number' }).notNull(),
    gameCode: text('game_code').notNull(),
    roundNumber: integer('round_number').notNull(),
    serverSeed: text('server_seed').notNull(),
    commitment: text('commitment').notNull(),
    clientSeed: text('client_seed').notNull(),
    phase: text('phase').notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    /** Set with the result; null while betting is open, so the seed is never served early. */
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    result: jsonb('result').$type<Record<string, unknown>>(),
  },
  (t) => [
    uniqueIndex('house_live_rounds_number_uq').on(t.tableId, t.roundNumber),
    index('house_live_rounds_unfinished_idx')
      .on(t.phase)
      .where(sql`${t.phase} IN ('betting', 'dealing', 'refunding')`),
  ],
);

/**
 * A player's bet in a shared round (one request: one or more spots). Status: pending (debit sent, answer not
 * known) → placed (stake taken) → settled (win credited, 0 for a loss); or refused (the wallet said no), or
 * cancelling → refunded (rolled back: the round closed before the debit was confirmed, or was not dealt).
 * Seamless transaction ids: `live-{id}:bet`, `:win`, `:rollback`.
 */
export const houseLiveBets = pgTable(
  'house_live_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    roundId: bigint('round_id', { mode: 'number' }).notNull(),
    player: text('player').notNull(),
    real: boolean('real').notNull(),
    /** The screen's id for the bet: a bet sent twice is placed once. */
    requestId: text('request_id').notNull(),
    /** SHA-256 of the canonical bet request (round-book.ts, requestFingerprint); null on bets placed before it was kept. */
    requestHash: text('request_hash'),
    spots: jsonb('spots').$type<Array<{ spot: string; amount: string }>>().notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    win: bigint('win', { mode: 'bigint' }),
    balanceBefore: bigint('balance_before', { mode: 'bigint' }),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }),
    status: text('status').notNull(),
    errorCode: text('error_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('house_live_bets_request_uq').on(t.merchantId, t.player, t.requestId),
    index('house_live_bets_round_idx').on(t.roundId, t.status),
    index('house_live_bets_player_idx').on(t.merchantId, t.player, t.createdAt),
  ],
);
