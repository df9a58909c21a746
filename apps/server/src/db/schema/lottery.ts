// The lottery's draw calendar (issue 6, ADR 0017): one row per scheduled draw of a merchant's lottery game.
// Only apps/server/src/vendors/house/lottery writes this table.
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A draw of one lottery game (`4d`, `xsmb`, `sea1`, `sea3`, `sea5`, `keno`). Regular draws are planned
 * ahead by the scheduler; a special draw (4D) is just another row with its own draw id and times.
 * Status: scheduled → open (from opensAt) → closed (from closesAt) → drawn (at drawsAt: result stored, seed
 * revealed; waits for ticket settlement) → settled; or voided. Every move is a conditional UPDATE on the
 * status, so whichever process wins it does the step, and no draw is drawn twice.
 * The commitment (SHA-256 of the server seed) is public from creation; the seed is served only once drawn.
 */
export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    gameCode: text('game_code').notNull(),
    /** Public id, also the draw's client seed for the fair RNG: e.g. `4d:2026-11-25`, `sea1:2026-11-25T12:05Z`. */
    drawId: text('draw_id').notNull(),
    /** regular (planned by the calendar) or special (added by the console). */
    kind: text('kind').notNull().default('regular'),
    status: text('status').notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    drawsAt: timestamp('draws_at', { withTimezone: true }).notNull(),
    serverSeed: text('server_seed').notNull(),
    commitment: text('commitment').notNull(),
    result: jsonb('result').$type<Record<string, unknown>>(),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('lottery_draws_status_ck', sql`${t.status} IN ('scheduled', 'open', 'closed', 'drawn', 'settled', 'voided')`),
    check('lottery_draws_game_ck', sql`${t.gameCode} IN ('4d', 'xsmb', 'sea1', 'sea3', 'sea5', 'keno')`),
    uniqueIndex('lottery_draws_draw_uq').on(t.merchantId, t.gameCode, t.drawId),
    index('lottery_draws_game_time_idx').on(t.merchantId, t.gameCode, t.drawsAt),
    index('lottery_draws_unfinished_idx')
      .on(t.status, t.drawsAt)
      .where(sql`${t.status} IN ('scheduled', 'open', 'closed')`),
  ],
);
