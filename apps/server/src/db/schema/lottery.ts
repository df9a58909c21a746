// The lottery (docs/lottery.md): the draw calendar (ADR 0017: one row per scheduled draw of a merchant's lottery game),
// the tickets sold on those draws with their bets, and the exposure per bet key. Only
// apps/server/src/vendors/house/lottery writes these tables: they are the house vendor's own books.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
    /**
     * The odds every ticket of this draw is sold and settled at: the merchant's odds for the game copied at
     * the draw's first sale (null before), so a change of odds applies to draws not yet sold.
     */
    odds: jsonb('odds').$type<Record<string, unknown>>(),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /**
     * When the last ticket of a settled or voided draw was paid or refunded (null while money is still to
     * move): the settlement job looks only at draws with this null (ADR 0018), so tickets need no status index.
     */
    paidAt: timestamp('paid_at', { withTimezone: true }),
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
    index('lottery_draws_unpaid_idx')
      .on(t.id)
      .where(sql`${t.status} IN ('settled', 'voided') AND ${t.paidAt} IS NULL`),
  ],
);

/**
 * A lottery ticket: one order's bets on one draw, and one seamless round at the wallet (round id
 * `lot-{id}`-style, set by the ticket service). Status follows the money, as house rounds do:
 * open (debit sent, answer not known) → debited (bet taken, waiting for the draw) → settled (the draw's
 * result applied: `win` known) → paid (the win, 0 for a loss, credited and the round closed); or refused
 * (the wallet did not take the bet; its exposure released) or refunded (voided draw, or a debit whose
 * outcome stayed unknown, rolled back).
 */
export const lotteryTickets = pgTable(
  'lottery_tickets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    vendorCode: text('vendor_code').notNull(),
    gameCode: text('game_code').notNull(),
    /** lottery_draws.id */
    drawRowId: bigint('draw_row_id', { mode: 'number' }).notNull(),
    player: text('player').notNull(),
    /** The seamless round id; the transaction ids are `{roundId}:bet`, `:win`, `:rollback`. */
    roundId: text('round_id').notNull(),
    /** The order's id from the screen: an order sent twice is placed once (one ticket per draw it names). */
    requestId: text('request_id').notNull(),
    /**
     * SHA-256 of the canonical order (tickets.order.ts), the same on every ticket of the order: the same
     * request id with another order is refused. Null on tickets sold before it was kept. Not indexed (ADR 0018).
     */
    requestHash: text('request_hash'),
    real: boolean('real').notNull(),
    /** What the ticket cost, the sum of its lines' costs (minor units): a 4D Box line costs its stake × its orderings. */
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    /** Sum of the lines' wins; 0 until settled. */
    win: bigint('win', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    status: text('status').notNull(),
    errorCode: text('error_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    check('lottery_tickets_status_ck', sql`${t.status} IN ('open', 'debited', 'settled', 'paid', 'refused', 'refunded')`),
    uniqueIndex('lottery_tickets_round_uq').on(t.merchantId, t.roundId),
    uniqueIndex('lottery_tickets_request_uq').on(t.merchantId, t.player, t.requestId, t.drawRowId),
    // No index holds the status (nor win or settled_at): settling a draw rewrites every ticket's status, and
    // with none of its columns indexed each new version stays on its page (a HOT update, fillfactor 50 set in
    // migration 0019) instead of adding an entry to every index (ADR 0018).
    index('lottery_tickets_draw_idx').on(t.drawRowId, t.id),
    index('lottery_tickets_player_idx').on(t.merchantId, t.player, t.createdAt),
    // The recovery sweep's tickets: bets whose answer is not known, and claimed tickets whose rollback is not answered yet.
    index('lottery_tickets_unfinished_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'open' OR ${t.errorCode} = 'rollback_pending'`),
  ],
);

/**
 * One bet of a ticket: a bet type and its selection in the game's canonical text (4D `1234`; XSMB numbers
 * joined by `,` in ascending order; SEA `7`, `big`, `odd`, `red`; keno picks ascending joined by `,`).
 * `win` is null until the draw is settled (then 0 or the prize), so settlement can be one set-based UPDATE;
 * `win` is in no index and the table keeps half of each page free (fillfactor 50, migration 0019), so that
 * UPDATE leaves the indexes alone (HOT updates, ADR 0018).
 */
export const lotteryTicketLines = pgTable(
  'lottery_ticket_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ticketId: bigint('ticket_id', { mode: 'number' }).notNull(),
    /** lottery_draws.id, copied from the ticket so settlement reads one table. */
    drawRowId: bigint('draw_row_id', { mode: 'number' }).notNull(),
    betType: text('bet_type').notNull(),
    selection: text('selection').notNull(),
    /** The bet's stake as packages/games takes it: per ordering for a 4D Box (the line costs stake × orderings), the whole line otherwise. */
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    win: bigint('win', { mode: 'bigint' }),
  },
  (t) => [index('lottery_ticket_lines_ticket_idx').on(t.ticketId), index('lottery_ticket_lines_draw_idx').on(t.drawRowId, t.betType, t.selection)],
);

/**
 * What the house could pay on one bet key of one draw (risk control): the sum over sold lines of their
 * largest possible prize. A sale that would take `liability` over the merchant's cap for the key is refused
 * (the number is sold out) by a conditional upsert, so concurrent sales never exceed the cap.
 */
export const lotteryExposure = pgTable(
  'lottery_exposure',
  {
    drawRowId: bigint('draw_row_id', { mode: 'number' }).notNull(),
    /** e.g. `4d:1234` (every 4D bet type on 1234 and its permutations counts against the number it can win on), `xsmb:lo2:07`, `sea:number:7`. */
    betKey: text('bet_key').notNull(),
    liability: bigint('liability', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (t) => [primaryKey({ columns: [t.drawRowId, t.betKey] }), check('lottery_exposure_liability_ck', sql`${t.liability} >= 0`)],
);
