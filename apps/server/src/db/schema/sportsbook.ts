// The sportsbook (docs/sportsbook.md): what the feed says (competitions, events, markets, outcomes with their
// odds), the bets taken on it with their legs, and the log of feed messages applied, so a message that comes
// again changes nothing. The simulated feed's own plan of each match is kept apart (sportsFeedFixtures): it is
// the producer's state, which a real provider keeps on its side. Only apps/server/src/modules/sportsbook writes
// these tables.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A sport the book offers (football, basketball, esports), per merchant so each book can switch one off. */
export const sports = pgTable(
  'sports',
  {
    merchantId: integer('merchant_id').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.code] }), check('sports_code_ck', sql`${t.code} IN ('football', 'basketball', 'esports')`)],
);

/** A league or tournament, known by the feed's reference. */
export const sportCompetitions = pgTable(
  'sport_competitions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    sport: text('sport').notNull(),
    ref: text('ref').notNull(),
    name: text('name').notNull(),
    /** Country or region ("England", "International"); esports: the game ("CS2"). */
    category: text('category').notNull(),
  },
  (t) => [uniqueIndex('sport_competitions_ref_uq').on(t.merchantId, t.ref)],
);

export interface LiveScore {
  home: number;
  away: number;
}

/**
 * A match. Status: pre (not started) → live → ended; or cancelled. `score` is the live or final score
 * (football goals, basketball points, esports maps), `period` the feed's clock text ("1h 23'", "Q3", "map 2").
 */
export const sportEvents = pgTable(
  'sport_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    competitionId: bigint('competition_id', { mode: 'number' }).notNull(),
    sport: text('sport').notNull(),
    ref: text('ref').notNull(),
    home: text('home').notNull(),
    away: text('away').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    status: text('status').notNull(),
    score: jsonb('score').$type<LiveScore>(),
    period: text('period'),
    /** The settlement score (the domain's Score: full and half time, maps, points) once the feed gives it. */
    result: jsonb('result').$type<Record<string, unknown>>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('sport_events_status_ck', sql`${t.status} IN ('pre', 'live', 'ended', 'cancelled')`),
    uniqueIndex('sport_events_ref_uq').on(t.merchantId, t.ref),
    index('sport_events_time_idx').on(t.merchantId, t.startsAt),
  ],
);

/**
 * A market of an event: its type and canonical specifiers (markets.ts). Status: open, suspended (bet stop),
 * settled (its outcomes have results), void (cancelled: every bet on it is a push). `version` grows with every
 * change of its odds or status, so a bet held through its live delay sees whether anything moved.
 */
export const sportMarkets = pgTable(
  'sport_markets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    type: text('type').notNull(),
    specifiers: text('specifiers').notNull(),
    status: text('status').notNull(),
    version: integer('version').notNull().default(1),
    /** When the market last stopped (bet stop or suspension): a live bet placed before it is refused. */
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    /** Why it was voided or resettled, as the feed or the operator gave it. */
    reason: text('reason'),
    /** The feed producer that last priced it: when that producer goes silent the market is suspended (sportProducers). */
    producer: text('producer'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('sport_markets_producer_idx')
      .on(t.merchantId, t.producer)
      .where(sql`${t.status} = 'open'`),
    check('sport_markets_status_ck', sql`${t.status} IN ('open', 'suspended', 'settled', 'void')`),
    uniqueIndex('sport_markets_key_uq').on(t.eventId, t.type, t.specifiers),
  ],
);

/** An outcome of a market with its odds (decimal × 10,000) and, once settled, its result. */
export const sportOutcomes = pgTable(
  'sport_outcomes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    marketId: bigint('market_id', { mode: 'number' }).notNull(),
    outcome: text('outcome').notNull(),
    odds: bigint('odds', { mode: 'bigint' }).notNull(),
    /** The market's version when these odds were set. */
    oddsVersion: integer('odds_version').notNull(),
    /** win, half_win, push, half_lose, lose (settle.ts); null while open. */
    result: text('result'),
    /** The dead-heat factor as "numerator/denominator" when not 1/1. */
    deadHeat: text('dead_heat'),
  },
  (t) => [check('sport_outcomes_odds_ck', sql`${t.odds} > 10000`), uniqueIndex('sport_outcomes_key_uq').on(t.marketId, t.outcome)],
);

/**
 * A bet: a single (one leg) or a parlay, and one seamless round at the wallet (`roundId`; transactions
 * `{roundId}:bet`, `:rollback`, `:pay{n}`). Status: open (written, the debit's answer not known) → pending (a
 * live bet, debited, held through its delay) → accepted → settled (every leg has a result; `payout` known);
 * or refused (the wallet did not take it) or rejected (its live delay refused it: the stake rolled back).
 * Money paid so far is `paid`; a payment in flight is `payingSeq`/`payingAmount` until the wallet confirms it,
 * so a settlement, a rollback of it and a new settlement move the wallet by exactly the difference.
 */
export const sportBets = pgTable(
  'sport_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    vendorCode: text('vendor_code').notNull(),
    gameCode: text('game_code').notNull(),
    player: text('player').notNull(),
    roundId: text('round_id').notNull(),
    requestId: text('request_id').notNull(),
    requestHash: text('request_hash').notNull(),
    kind: text('kind').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    /** The bet's odds × 10,000: the leg's odds, or the parlay's (parlayOdds). */
    odds: bigint('odds', { mode: 'bigint' }).notNull(),
    potentialReturn: bigint('potential_return', { mode: 'bigint' }).notNull(),
    acceptOdds: text('accept_odds').notNull(),
    live: boolean('live').notNull(),
    status: text('status').notNull(),
    /** A pending live bet is decided at this moment. */
    decideAt: timestamp('decide_at', { withTimezone: true }),
    /** What the settlement returns (stake included); null until settled. */
    payout: bigint('payout', { mode: 'bigint' }),
    paid: bigint('paid', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    paySeq: integer('pay_seq').notNull().default(0),
    payingSeq: integer('paying_seq'),
    payingAmount: bigint('paying_amount', { mode: 'bigint' }),
    /** The wallet's refusal of the stake or of a payment, or why a live bet was rejected. */
    errorCode: text('error_code'),
    /** When the stake of a rejected (or never confirmed) bet was rolled back at the wallet. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** Cashed out by the member (book/cash-out.ts): settled at `payout` then, so later results of its legs move no money. */
    cashedOutAt: timestamp('cashed_out_at', { withTimezone: true }),
    /** The member's requestId of the cash-out: the same request again answers the same cash-out. */
    cashOutRequestId: text('cash_out_request_id'),
  },
  (t) => [
    check('sport_bets_status_ck', sql`${t.status} IN ('open', 'pending', 'accepted', 'settled', 'refused', 'rejected')`),
    check('sport_bets_kind_ck', sql`${t.kind} IN ('single', 'parlay')`),
    check('sport_bets_accept_ck', sql`${t.acceptOdds} IN ('none', 'higher', 'any')`),
    check('sport_bets_money_ck', sql`${t.stake} > 0 AND ${t.paid} >= 0`),
    uniqueIndex('sport_bets_request_uq').on(t.merchantId, t.player, t.requestId),
    uniqueIndex('sport_bets_round_uq').on(t.merchantId, t.roundId),
    index('sport_bets_player_idx').on(t.merchantId, t.player, t.id),
    // The bets the book still has to move: a debit not confirmed, a live bet in its delay, a refund to send.
    index('sport_bets_todo_idx')
      .on(t.id)
      .where(sql`${t.status} IN ('open', 'pending') OR (${t.status} = 'rejected' AND ${t.refundedAt} IS NULL)`),
    // Settled bets with money to send: more to pay, a lost bet's round to close (a zero credit), or a payment in flight.
    index('sport_bets_unpaid_idx')
      .on(t.id)
      .where(sql`${t.status} = 'settled' AND (${t.payout} > ${t.paid} OR ${t.paySeq} = 0 OR ${t.payingSeq} IS NOT NULL)`),
  ],
);

/** A leg of a bet: the outcome taken, at what odds, and its result once its market is settled or void. */
export const sportBetLegs = pgTable(
  'sport_bet_legs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    betId: bigint('bet_id', { mode: 'number' }).notNull(),
    leg: integer('leg').notNull(),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    marketId: bigint('market_id', { mode: 'number' }).notNull(),
    outcomeId: bigint('outcome_id', { mode: 'number' }).notNull(),
    odds: bigint('odds', { mode: 'bigint' }).notNull(),
    /** The market's version the odds were taken at. */
    marketVersion: integer('market_version').notNull(),
    /** win, half_win, push, half_lose, lose; void (market cancelled) counts as push. Null while open. */
    result: text('result'),
    deadHeat: text('dead_heat'),
  },
  (t) => [
    uniqueIndex('sport_bet_legs_uq').on(t.betId, t.leg),
    index('sport_bet_legs_market_idx').on(t.marketId),
    // The book's liability on an outcome is summed over its legs at each placement (book/liability.ts).
    index('sport_bet_legs_outcome_idx').on(t.outcomeId),
  ],
);

/** A member's stake factor set by the risk operators: their max stake is the market's × percent / 100. */
export const sportMemberLimits = pgTable(
  'sport_member_limits',
  {
    merchantId: integer('merchant_id').notNull(),
    player: text('player').notNull(),
    stakeFactorPercent: integer('stake_factor_percent').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.player] }), check('sport_member_limits_ck', sql`${t.stakeFactorPercent} BETWEEN 0 AND 1000`)],
);

/**
 * Every feed message applied, by producer and message id, with the SHA-256 of its body: written in the same
 * transaction as its changes, so a message delivered again finds its row and changes nothing.
 */
export const sportFeedMessages = pgTable(
  'sport_feed_messages',
  {
    merchantId: integer('merchant_id').notNull(),
    producer: text('producer').notNull(),
    messageId: text('message_id').notNull(),
    kind: text('kind').notNull(),
    hash: text('hash').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.producer, t.messageId] })],
);

/** The simulated feed's plan of one match (seeded, so it plays the same every time) and what it has published. */
export const sportFeedFixtures = pgTable(
  'sport_feed_fixtures',
  {
    merchantId: integer('merchant_id').notNull(),
    ref: text('ref').notNull(),
    sport: text('sport').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    plan: jsonb('plan').$type<Record<string, unknown>>().notNull(),
    /** How far the producer has published: the plan's step index. */
    published: integer('published').notNull().default(0),
    finished: boolean('finished').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.ref] }),
    index('sport_feed_fixtures_open_idx')
      .on(t.startsAt)
      .where(sql`NOT ${t.finished}`),
  ],
);

/**
 * A feed producer that reports it is alive (feed `alive` messages): when it has been silent past the merchant's
 * `producerDownSeconds` it is marked down and every open market it priced is suspended (feed/producers.ts);
 * the markets reopen as its next odds say. A producer that never sent `alive` (an operator's manual prices) is
 * not watched.
 */
export const sportProducers = pgTable(
  'sport_producers',
  {
    merchantId: integer('merchant_id').notNull(),
    producer: text('producer').notNull(),
    lastAliveAt: timestamp('last_alive_at', { withTimezone: true }).notNull(),
    /** Since when it is down; null while it is up. */
    downSince: timestamp('down_since', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.producer] })],
);

/**
 * A settlement asked for on the trading desk (docs/sportsbook.md, Trading desk; ADR 0043): settle on a result,
 * void, or resettle, with the operator's reason and what the bets it settles would pay back. Under the
 * merchant's four-eyes amount it is applied at once (status confirmed, decided by its maker); from it up it
 * waits (pending) until a second, different operator confirms or either rejects it.
 */
export const sportSettlementRequests = pgTable(
  'sport_settlement_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    action: text('action').notNull(),
    /** The market ids named; null: every market the action applies to. */
    marketIds: jsonb('market_ids').$type<number[]>(),
    result: jsonb('result').$type<Record<string, unknown>>(),
    reason: text('reason').notNull(),
    payoutTotal: bigint('payout_total', { mode: 'bigint' }).notNull(),
    status: text('status').notNull(),
    requestedBy: integer('requested_by').notNull(),
    requestedByName: text('requested_by_name').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    decidedBy: integer('decided_by'),
    decidedByName: text('decided_by_name'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    check('sport_settlement_requests_action_ck', sql`${t.action} IN ('settle', 'void', 'resettle')`),
    check('sport_settlement_requests_status_ck', sql`${t.status} IN ('pending', 'confirmed', 'rejected')`),
    index('sport_settlement_requests_event_idx').on(t.merchantId, t.eventId, t.id),
  ],
);
