// Rebates (docs/rebates.md, ADR 0035): runs of a period (daily or weekly in the merchant's zone) and their
// lines per member and category; the lines of released runs are what a re-run of the period compares with,
// so a period is never paid twice. Claims of accrued lines are kept by the member's request id.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const money = (name: string) =>
  bigint(name, { mode: 'bigint' })
    .notNull()
    .default(sql`0`);

export const rebateRuns = pgTable(
  'rebate_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    /** daily or weekly. */
    period: text('period').notNull(),
    /** The period's first and last calendar days in the merchant's zone (a week runs Monday to Sunday). */
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    state: text('state').notNull(),
    basis: text('basis').notNull(),
    rateSource: text('rate_source').notNull(),
    /** automatic or claim, as the settings were when the run was made. */
    payMode: text('pay_mode').notNull(),
    minPayout: money('min_payout'),
    turnoverMultiple: integer('turnover_multiple').notNull().default(0),
    members: integer('members').notNull().default(0),
    lines: integer('lines').notNull().default(0),
    turnover: money('turnover'),
    amount: money('amount'),
    owed: money('owed'),
    /** The operator who made it; null for the job. */
    createdBy: integer('created_by'),
    /** The operator's name as it was, or 'job'. */
    createdByName: text('created_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    index('rebate_runs_period_idx').on(t.merchantId, t.period, t.periodStart),
    index('rebate_runs_recent_idx').on(t.merchantId, t.id),
    check('rebate_runs_state_ck', sql`${t.state} IN ('previewed', 'held', 'paid', 'accrued', 'superseded')`),
  ],
);

export const rebateLines = pgTable(
  'rebate_lines',
  {
    // No foreign key: a run's lines are written by one INSERT … SELECT in the run's own transaction, and a
    // per-row key check would cost a good part of that statement (bench/rebates.ts).
    runId: bigint('run_id', { mode: 'number' }).notNull(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    /** Copied from the run, so a period's earlier lines are found without the run. */
    period: text('period').notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    category: text('category').notNull(),
    turnover: money('turnover'),
    ratePpm: integer('rate_ppm').notNull(),
    /** turnover × rate, rounded down: what the period earns per this run. */
    amount: money('amount'),
    /** Paid or accrued for the member, period and category by earlier released runs (at release). */
    prior: money('prior'),
    /** What this run pays or accrues: amount − prior, never below zero. */
    owed: money('owed'),
    state: text('state').notNull(),
    claimId: bigint('claim_id', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.runId, t.memberId, t.category] }),
    index('rebate_lines_member_idx').on(t.merchantId, t.memberId, t.periodStart),
    index('rebate_lines_accrued_idx')
      .on(t.merchantId, t.memberId)
      .where(sql`${t.state} = 'accrued'`),
    check(
      'rebate_lines_state_ck',
      sql`${t.state} IN ('pending', 'held', 'paid', 'accrued', 'claimed', 'below_minimum', 'no_difference') AND ${t.owed} >= 0 AND ${t.amount} >= 0`,
    ),
  ],
);

export const rebateClaims = pgTable(
  'rebate_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    requestId: text('request_id').notNull(),
    /** The claim's body as sent (member and categories): the same id with another body is idempotency_conflict. */
    requestHash: text('request_hash').notNull(),
    amount: money('amount'),
    lines: integer('lines').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('rebate_claims_request_uq').on(t.merchantId, t.requestId)],
);
