// The house vendor's live tables (issue 5): shared rounds that every seated player sees, kept on the
// vendor's side as an outside vendor would; money moves only through the seamless protocol.
// Only apps/server/src/vendors/house/live writes these tables.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** One live table per merchant and game, with its cadence (how long betting stays open, how long dealing shows). */
export const houseLiveTables = pgTable(
  'house_live_tables',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    vendorCode: text('vendor_code').notNull(),
    gameCode: text('game_code').notNull(),
    bettingMs: integer('betting_ms').notNull(),
    dealingMs: integer('dealing_ms').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('house_live_tables_game_uq').on(t.merchantId, t.vendorCode, t.gameCode)],
);

/**
 * A shared round of a live table. The commitment (SHA-256 of the server seed) is published when betting
 * opens; the seed itself is revealed only after the result. Phase: betting → dealing → settled, or refunded
 * when the round could not be dealt (the server was down past its close) and every bet was rolled back.
 * The dealer moves a round on with a conditional update on its phase, so only one process deals it.
 */
export const houseLiveRounds = pgTable(
  'house_live_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    tableId: bigint('table_id', { mode: 'number' }).notNull(),
    roundNumber: integer('round_number').notNull(),
    serverSeed: text('server_seed').notNull(),
    commitment: text('commitment').notNull(),
    /** Public and fixed before betting opens, so the player can check the seed was not chosen after the bets. */
    clientSeed: text('client_seed').notNull(),
    phase: text('phase').notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** Set with the result; null while betting is open so the seed is never served early. */
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
    result: jsonb('result').$type<Record<string, unknown>>(),
  },
  (t) => [
    uniqueIndex('house_live_rounds_number_uq').on(t.merchantId, t.tableId, t.roundNumber),
    index('house_live_rounds_unfinished_idx')
      .on(t.phase, t.closesAt)
      .where(sql`${t.phase} IN ('betting', 'dealing')`),
  ],
);

/**
 * A player's bet in a shared round: its spots and amounts, the seamless transaction ids (the vendor
 * transaction id of the debit is the bet id), placed → settled (credit sent, 0 for a loss) or refunded.
 */
export const houseLiveBets = pgTable(
  'house_live_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    roundId: bigint('round_id', { mode: 'number' }).notNull(),
    player: text('player').notNull(),
    /** The screen's id for the bet: a bet sent twice is placed once. */
    requestId: text('request_id').notNull(),
    spots: jsonb('spots').$type<Array<{ spot: string; amount: string }>>().notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    win: bigint('win', { mode: 'bigint' }),
    debitTxId: text('debit_tx_id').notNull(),
    creditTxId: text('credit_tx_id'),
    rollbackTxId: text('rollback_tx_id'),
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('house_live_bets_request_uq').on(t.merchantId, t.player, t.requestId),
    index('house_live_bets_round_idx').on(t.merchantId, t.roundId, t.status),
  ],
);
