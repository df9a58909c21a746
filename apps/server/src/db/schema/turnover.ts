// Turnover per member, day, vendor and game category (docs/games.md): what points (turnover × the
// category's point rate, docs/games.md) and the agents' reports add up. Written by the seamless wallet in the same transaction as the
// money, so it never disagrees with the ledger; read by whoever needs a member's play over days.
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { merchants } from './site.ts';
import { members } from './members.ts';
import { vendors } from './wallet.ts';

export const memberTurnover = pgTable(
  'member_turnover',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** The calendar day in the merchant's time zone on which the bet was taken (a refund lowers that same day). */
    day: date('day', { mode: 'string' }).notNull(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    /** The game's category in the catalogue (the vendor's when the game is unknown): live, rng, pvp, fish… */
    category: text('category').notNull(),
    /** Valid bets in minor units: bets taken minus bets rolled back. */
    turnover: bigint('turnover', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Wins paid in minor units, on the day they were paid. */
    wins: bigint('wins', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Bets taken and not rolled back. */
    bets: integer('bets').notNull().default(0),
    /**
     * Valid turnover (docs/rebates.md): per settled round min(stake, |payout − stake|), counted on the day the
     * round settles, so a round that wins or loses little of its stake counts little. What rebates on the
     * valid basis are paid on.
     */
    validTurnover: bigint('valid_turnover', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.memberId, t.day, t.vendorId, t.category] }),
    index('member_turnover_day_idx').on(t.merchantId, t.day),
    check('member_turnover_amounts_ck', sql`${t.turnover} >= 0 AND ${t.wins} >= 0 AND ${t.bets} >= 0`),
    check('member_turnover_valid_ck', sql`${t.validTurnover} >= 0`),
  ],
);
