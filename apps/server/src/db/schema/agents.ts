// Agents (docs/agents.md): the downline tree, rebates and affiliate links, announcements for agents, the
// pre-aggregated stats the agent centre reads, contracts between an upline and its downline, and the
// settlement runs that pay them (ADR 0019).
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { merchants } from './site.ts';
import { members } from './members.ts';

const money = (name: string) =>
  bigint(name, { mode: 'bigint' })
    .notNull()
    .default(sql`0`);

/**
 * The closure of members.upline_id: one row per (ancestor, descendant) pair, depth 0 for the member itself.
 * "Everything under agent A" is `WHERE ancestor_id = A AND depth >= 1`, one index range.
 */
export const agentTree = pgTable(
  'agent_tree',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    ancestorId: integer('ancestor_id')
      .notNull()
      .references(() => members.id),
    descendantId: integer('descendant_id')
      .notNull()
      .references(() => members.id),
    /** 0 the member itself, 1 a direct downline, 2 a downline's downline… */
    depth: integer('depth').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ancestorId, t.descendantId] }),
    index('agent_tree_descendant_idx').on(t.descendantId, t.depth),
    index('agent_tree_ancestor_depth_idx').on(t.ancestorId, t.depth),
    check('agent_tree_depth_ck', sql`${t.depth} >= 0`),
  ],
);

/**
 * A member's rebate rate per product category, in parts per million of turnover (5000 = 0.5%). An agent
 * sets its downlines' rates within its own; cashback paying them is not built yet.
 */
export const agentRebates = pgTable(
  'agent_rebates',
  {
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    category: text('category').notNull(),
    ratePpm: integer('rate_ppm').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.category] }), check('agent_rebates_rate_ck', sql`${t.ratePpm} BETWEEN 0 AND 1000000`)],
);

/** An agent's affiliate link: registering through its code puts the new account under the agent, as its type, with its rebates. */
export const agentLinks = pgTable(
  'agent_links',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => members.id),
    code: text('code').notNull(),
    /** The type the new account gets: 0 member, or an agent type. */
    memberType: integer('member_type').notNull(),
    /** [{ category, ratePpm }] */
    rebates: jsonb('rebates').notNull().default([]),
    note: text('note'),
    registrations: integer('registrations').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('agent_links_code_uq').on(t.merchantId, t.code), index('agent_links_agent_idx').on(t.agentId, t.createdAt)],
);

/** Notices for agents (agentAnnouncement), written by operators in the console. */
export const agentAnnouncements = pgTable(
  'agent_announcements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    pinned: boolean('pinned').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('agent_announcements_merchant_idx').on(t.merchantId, t.publishedAt)],
);

/**
 * One member's day (in the merchant's time zone) as the agents' reports see it, recomputed from the
 * sources (member_turnover, deposits, withdrawals, members) by the rollup job. It is also the job's
 * snapshot: what changed since the last pass is the difference between a fresh read and this row, and that
 * difference is added to the member's ancestors' team rows.
 */
export const memberDailyStats = pgTable(
  'member_daily_stats',
  {
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    day: date('day', { mode: 'string' }).notNull(),
    bets: integer('bets').notNull().default(0),
    turnover: money('turnover'),
    wins: money('wins'),
    deposits: money('deposits'),
    depositCount: integer('deposit_count').notNull().default(0),
    withdrawals: money('withdrawals'),
    withdrawalCount: integer('withdrawal_count').notNull().default(0),
    /** The member registered on this day. */
    registered: boolean('registered').notNull().default(false),
    /** The member's first approved deposit was on this day. */
    firstDeposit: boolean('first_deposit').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.memberId, t.day] }), index('member_daily_stats_day_idx').on(t.merchantId, t.day)],
);

/** A member's play per category and day (the user-loss report's category split); the same rollup keeps it. */
export const memberCategoryStats = pgTable(
  'member_category_stats',
  {
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    day: date('day', { mode: 'string' }).notNull(),
    category: text('category').notNull(),
    bets: integer('bets').notNull().default(0),
    turnover: money('turnover'),
    wins: money('wins'),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.memberId, t.day, t.category] })],
);

/** An agent's team (every downline at depth ≥ 1, not the agent) per day: what the team overview reads. */
export const teamDailyStats = pgTable(
  'team_daily_stats',
  {
    merchantId: integer('merchant_id').notNull(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => members.id),
    day: date('day', { mode: 'string' }).notNull(),
    newMembers: integer('new_members').notNull().default(0),
    firstDepositors: integer('first_depositors').notNull().default(0),
    /** Distinct team members with a bet that day. */
    activePlayers: integer('active_players').notNull().default(0),
    bets: integer('bets').notNull().default(0),
    turnover: money('turnover'),
    wins: money('wins'),
    deposits: money('deposits'),
    depositCount: integer('deposit_count').notNull().default(0),
    withdrawals: money('withdrawals'),
    withdrawalCount: integer('withdrawal_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.day] })],
);

/** Distinct active team members per week (W, Monday start), half-month (H, the 1st or the 16th) and month (M): days cannot be summed for this. */
export const teamPeriodActive = pgTable(
  'team_period_active',
  {
    merchantId: integer('merchant_id').notNull(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => members.id),
    kind: text('kind').notNull(),
    start: date('start', { mode: 'string' }).notNull(),
    activePlayers: integer('active_players').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.kind, t.start] }), check('team_period_active_kind_ck', sql`${t.kind} IN ('W', 'H', 'M')`)],
);

/** The weeks, half-months and months in which a member has already been counted active (feeds team_period_active once). */
export const memberActivePeriods = pgTable(
  'member_active_periods',
  {
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    kind: text('kind').notNull(),
    start: date('start', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.kind, t.start] })],
);

/**
 * An agent's team play by the hour in which the rollup saw it (not the hour of the bet): what salaries and
 * dividends are paid on, so a bet reported late lands in the next period instead of a period already paid.
 */
export const teamHourlyStats = pgTable(
  'team_hourly_stats',
  {
    merchantId: integer('merchant_id').notNull(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => members.id),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    bets: integer('bets').notNull().default(0),
    turnover: money('turnover'),
    wins: money('wins'),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.hour] }), index('team_hourly_stats_hour_idx').on(t.merchantId, t.hour)],
);

export const AGENT_CONTRACT_KINDS_SQL = `'dividend', 'daily_wage', 'hourly_salary', 'realtime_salary'`;

/**
 * A contract offered to an agent by its upline (upline_id) or, for a top-level agent, by the platform
 * (upline_id null, offered_by_operator set). Terms are checked against the offerer's own active contract of
 * the same kind: never above it. At most one live (offered, active, terminating) contract per agent and kind.
 */
export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    kind: text('kind').notNull(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => members.id),
    uplineId: integer('upline_id').references(() => members.id),
    offeredByOperator: integer('offered_by_operator'),
    status: text('status').notNull(),
    /** contracts/agents.ts contractTermsSchema for the kind; rates in ppm, amounts in minor units as text. */
    terms: jsonb('terms').notNull(),
    /** Dividend: a period with a team profit is carried (as a negative) into the next period's net loss. */
    carryOver: boolean('carry_over').notNull().default(false),
    /** Who asked to end it while status is 'terminating': 'agent' or 'upline'. */
    terminationAskedBy: text('termination_asked_by'),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    check('agent_contracts_kind_ck', sql.raw(`kind IN (${AGENT_CONTRACT_KINDS_SQL})`)),
    check('agent_contracts_status_ck', sql`${t.status} IN ('offered', 'active', 'terminating', 'rejected', 'withdrawn', 'terminated')`),
    uniqueIndex('agent_contracts_live_uq')
      .on(t.agentId, t.kind)
      .where(sql`${t.status} IN ('offered', 'active', 'terminating')`),
    index('agent_contracts_upline_idx').on(t.uplineId, t.kind, t.status),
    index('agent_contracts_merchant_idx').on(t.merchantId, t.kind, t.status),
  ],
);

/** Every step of a contract's life, append-only: offered, accepted, rejected, withdrawn, termination asked, terminated. */
export const agentContractEvents = pgTable(
  'agent_contract_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    contractId: bigint('contract_id', { mode: 'number' })
      .notNull()
      .references(() => agentContracts.id),
    action: text('action').notNull(),
    /** 'agent', 'upline', 'operator' or 'system'. */
    actor: text('actor').notNull(),
    actorId: integer('actor_id'),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('agent_contract_events_contract_idx').on(t.contractId, t.id)],
);

/**
 * One settlement of one kind for one period of a merchant: the contracts due in it are settled under it.
 * An operator can hold a run (nothing more is paid until released) or re-run it (unpaid items are tried
 * again; paid ones never twice).
 */
export const agentSettlementRuns = pgTable(
  'agent_settlement_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    kind: text('kind').notNull(),
    /** D, W, H (half-month), M for dividends; 'day', 'hour', '5m' for the salaries. */
    period: text('period').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    status: text('status').notNull(),
    items: integer('items').notNull().default(0),
    paidTotal: money('paid_total'),
    heldBy: integer('held_by'),
    note: text('note'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('agent_settlement_runs_period_uq').on(t.merchantId, t.kind, t.period, t.periodStart),
    index('agent_settlement_runs_recent_idx').on(t.merchantId, t.startedAt),
    check('agent_settlement_runs_status_ck', sql`${t.status} IN ('running', 'done', 'held')`),
  ],
);

/**
 * What one contract earned in one period: its inputs, the tier reached, carry in and out, the amount, and
 * whether it was paid (status paid, with the ledger transaction), is nothing to pay (nil), waits (unpaid:
 * the payer's balance was short; tried again on the next pass) or is held by an operator.
 */
export const agentSettlements = pgTable(
  'agent_settlements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    runId: bigint('run_id', { mode: 'number' })
      .notNull()
      .references(() => agentSettlementRuns.id),
    contractId: bigint('contract_id', { mode: 'number' })
      .notNull()
      .references(() => agentContracts.id),
    kind: text('kind').notNull(),
    agentId: integer('agent_id').notNull(),
    /** The member who pays (the upline), or null when the platform pays. */
    payerId: integer('payer_id'),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    /** turnover, wins, netLoss, activePlayers, tier, ratePpm, players… as numbers or decimal strings. */
    inputs: jsonb('inputs').notNull(),
    carryIn: money('carry_in'),
    carryOut: money('carry_out'),
    amount: money('amount'),
    status: text('status').notNull(),
    reason: text('reason'),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('agent_settlements_contract_period_uq').on(t.contractId, t.periodStart),
    index('agent_settlements_agent_idx').on(t.agentId, t.periodStart),
    index('agent_settlements_payer_idx').on(t.payerId, t.periodStart),
    index('agent_settlements_run_idx').on(t.runId),
    index('agent_settlements_unpaid_idx')
      .on(t.merchantId, t.kind)
      .where(sql`${t.status} = 'unpaid'`),
    check('agent_settlements_status_ck', sql`${t.status} IN ('paid', 'nil', 'unpaid', 'held')`),
    check('agent_settlements_amount_ck', sql`${t.amount} >= 0 AND ${t.carryIn} <= 0 AND ${t.carryOut} <= 0`),
  ],
);

/**
 * Real-time salary detail: one line per contract, 5-minute period, player and colour type (lottery game),
 * with the player's stake and result in the period and the salary it earned (profit or loss rate).
 */
export const agentRealtimeLines = pgTable(
  'agent_realtime_lines',
  {
    settlementId: bigint('settlement_id', { mode: 'number' })
      .notNull()
      .references(() => agentSettlements.id),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    gameCode: text('game_code').notNull(),
    turnover: money('turnover'),
    /** Wins minus stakes for the player: positive when the player won. */
    result: bigint('result', { mode: 'bigint' }).notNull(),
    salary: money('salary'),
  },
  (t) => [primaryKey({ columns: [t.settlementId, t.memberId, t.gameCode] })],
);
