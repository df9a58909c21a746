// The house vendor's own books (docs/house-games.md): it keeps its rounds, its players' seed pairs and free-play money
// here, as an outside vendor would on its side; our wallet is reached only through the seamless protocol.
// Only apps/server/src/vendors/house writes these tables.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A player's seed pair for one game (docs/conventions.md, Randomness and provable fairness): the server seed stays secret while in use and its
 * SHA-256 is shown in advance; rotating reveals it and starts a new pair. One live pair per player and game.
 */
export const houseSeeds = pgTable(
  'house_seeds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    player: text('player').notNull(),
    gameCode: text('game_code').notNull(),
    serverSeed: text('server_seed').notNull(),
    commitment: text('commitment').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** The next round's nonce under this pair. */
    nonce: integer('nonce').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('house_seeds_live_uq')
      .on(t.merchantId, t.player, t.gameCode)
      .where(sql`${t.revealedAt} IS NULL`),
  ],
);

/**
 * A round of a house game. Its outcome is fixed by the seeds before any money moves; the status follows the
 * money: open (bet sent, answer not known) → debited (bet taken) → settled (win paid), or refused (bet not
 * taken) or refunded (the bet rolled back by the recovery sweep).
 */
export const houseRounds = pgTable(
  'house_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    vendorCode: text('vendor_code').notNull(),
    gameCode: text('game_code').notNull(),
    player: text('player').notNull(),
    /** Our round id, the base of the seamless transaction ids (`{roundId}:bet`, `:win`, `:rollback`). */
    roundId: text('round_id').notNull(),
    /** The screen's id for the spin: a spin sent twice is played once. */
    requestId: text('request_id').notNull(),
    /**
     * SHA-256 of the canonical request that opened the round (round-book.ts, requestFingerprint): the same
     * request id with another request is refused. Null on rounds opened before it was kept.
     */
    requestHash: text('request_hash'),
    real: boolean('real').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    win: bigint('win', { mode: 'bigint' }).notNull(),
    balanceBefore: bigint('balance_before', { mode: 'bigint' }),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }),
    seedId: bigint('seed_id', { mode: 'number' }).notNull(),
    nonce: integer('nonce').notNull(),
    outcome: jsonb('outcome').$type<Record<string, unknown>>().notNull(),
    status: text('status').notNull(),
    errorCode: text('error_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('house_rounds_round_uq').on(t.merchantId, t.roundId),
    uniqueIndex('house_rounds_request_uq').on(t.merchantId, t.player, t.requestId),
    index('house_rounds_player_idx').on(t.merchantId, t.player, t.gameCode, t.createdAt),
    index('house_rounds_unfinished_idx')
      .on(t.status, t.createdAt)
      .where(sql`${t.status} IN ('open', 'debited')`),
    // The home page's winners board reads the newest paid real-money wins of a merchant (vendors/house/wins.ts).
    index('house_rounds_recent_wins_idx')
      .on(t.merchantId, t.settledAt)
      .where(sql`${t.real} AND ${t.status} = 'settled' AND ${t.win} > 0`),
  ],
);

/** Play money of free-play launches, per player: never our wallet's money. */
export const housePlayMoney = pgTable(
  'house_play_money',
  {
    merchantId: integer('merchant_id').notNull(),
    player: text('player').notNull(),
    balance: bigint('balance', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.player] }), check('house_play_money_balance_ck', sql`${t.balance} >= 0`)],
);
