// Bonus grants (docs/wallet.md, Bonus money; docs/decisions/0034-bonus-grants.md): a grant is money with its own
// ledger account (member:<id>:bonus:<grantId>), never the member's cash, played only while the grant is the
// member's one active grant, and turned into cash once its wagering is done.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const bonusGrants = pgTable(
  'bonus_grants',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    /** promotion, rebate, referral, manual or reward: who granted it. */
    sourceKind: text('source_kind').notNull(),
    /** The granting thing's own id: one grant per merchant, member and source (a grant is idempotent). */
    sourceId: text('source_id').notNull(),
    /** Per language: { EN, MS?, CN? }. */
    title: jsonb('title').$type<Record<string, string>>().notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    depositAmount: bigint('deposit_amount', { mode: 'bigint' }),
    wageringMultiple: integer('wagering_multiple').notNull(),
    wageringRequired: bigint('wagering_required', { mode: 'bigint' }).notNull(),
    /** What the multiple multiplies (the bonus, or deposit + bonus): an operator's new requirement is capped at ceiling × this. */
    wageringBase: bigint('wagering_base', { mode: 'bigint' }).notNull(),
    wageringDone: bigint('wagering_done', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Percent (0–100) of a stake that counts toward the wagering, per game category. */
    contributions: jsonb('contributions').$type<Record<string, number>>().notNull(),
    maxStake: bigint('max_stake', { mode: 'bigint' }),
    /** How long the grant lasts once active (a queued grant's clock starts when it activates). */
    expiresInHours: integer('expires_in_hours').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    state: text('state').notNull(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** wagering_done, wagering_adjusted, forfeited_by_member, forfeited_by_operator, withdrawal, self_exclusion, cool_off, expired, balance_spent. */
    endReason: text('end_reason'),
    /** The member's forfeit request id: the same id again answers the same grant, another grant is a conflict. */
    endRequestId: text('end_request_id'),
    /** The fingerprint of the grant's request: the same source with a different body is an idempotency conflict. */
    requestHash: text('request_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('bonus_grants_source_uq').on(t.merchantId, t.memberId, t.sourceKind, t.sourceId),
    // At most one active grant per member: the seamless debit finds it by this index.
    uniqueIndex('bonus_grants_active_uq')
      .on(t.merchantId, t.memberId)
      .where(sql`${t.state} = 'active'`),
    uniqueIndex('bonus_grants_end_request_uq')
      .on(t.merchantId, t.memberId, t.endRequestId)
      .where(sql`${t.endRequestId} IS NOT NULL`),
    index('bonus_grants_member_idx').on(t.merchantId, t.memberId, t.id),
    index('bonus_grants_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.state} = 'active'`),
    check('bonus_grants_state_ck', sql`${t.state} IN ('queued', 'active', 'completed', 'forfeited', 'expired', 'lost')`),
    check('bonus_grants_source_ck', sql`${t.sourceKind} IN ('promotion', 'rebate', 'referral', 'manual', 'reward')`),
    check('bonus_grants_amounts_ck', sql`${t.amount} > 0 AND ${t.wageringRequired} >= 0 AND ${t.wageringDone} >= 0`),
  ],
);

/** A stake taken while a grant was active: how much was cash and how much bonus, so its win and rollback know the split. */
export const bonusRoundStakes = pgTable(
  'bonus_round_stakes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    grantId: integer('grant_id')
      .notNull()
      .references(() => bonusGrants.id),
    memberId: integer('member_id').notNull(),
    vendorId: integer('vendor_id').notNull(),
    roundId: text('round_id').notNull(),
    /** The vendor's id of the debit, so its rollback finds this stake. */
    debitTransactionId: text('debit_transaction_id').notNull(),
    cashPart: bigint('cash_part', { mode: 'bigint' }).notNull(),
    bonusPart: bigint('bonus_part', { mode: 'bigint' }).notNull(),
    /** What the stake added to the grant's wagering done. */
    contribution: bigint('contribution', { mode: 'bigint' }).notNull(),
    /** False once a win closed the round or a rollback refunded the stake. */
    open: boolean('open').notNull().default(true),
    rolledBack: boolean('rolled_back').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('bonus_round_stakes_debit_uq').on(t.vendorId, t.debitTransactionId),
    index('bonus_round_stakes_round_idx').on(t.vendorId, t.roundId),
    index('bonus_round_stakes_open_idx')
      .on(t.grantId)
      .where(sql`${t.open}`),
  ],
);

/**
 * An operator's change of a live grant's wagering requirement (Console → Finance → Bonus grants). Below the
 * merchant's four-eyes amount (compared with the grant's bonus amount) it is applied at once; from it up it
 * waits `pending` until a different operator approves or anyone rejects it. One pending change per grant.
 */
export const bonusWageringAdjustments = pgTable(
  'bonus_wagering_adjustments',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    grantId: integer('grant_id')
      .notNull()
      .references(() => bonusGrants.id),
    memberId: integer('member_id').notNull(),
    /** The console's request id: a retried call answers what the first one did. */
    requestId: text('request_id').notNull(),
    requiredBefore: bigint('required_before', { mode: 'bigint' }).notNull(),
    requiredAfter: bigint('required_after', { mode: 'bigint' }).notNull(),
    /** The multiple the operator gave, when it gave one rather than an amount. */
    multiple: integer('multiple'),
    reason: text('reason').notNull(),
    status: text('status').notNull(),
    /** Once applied: adjusted (still wagering) or converted (the new requirement was already met). */
    outcome: text('outcome'),
    requestedBy: integer('requested_by').notNull(),
    requestedByName: text('requested_by_name').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    decidedBy: integer('decided_by'),
    decidedByName: text('decided_by_name'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bonus_wagering_adjustments_request_uq').on(t.merchantId, t.requestId),
    uniqueIndex('bonus_wagering_adjustments_pending_uq')
      .on(t.grantId)
      .where(sql`${t.status} = 'pending'`),
    index('bonus_wagering_adjustments_status_idx').on(t.merchantId, t.status, t.id),
    check('bonus_wagering_adjustments_status_ck', sql`${t.status} IN ('pending', 'applied', 'rejected')`),
    check('bonus_wagering_adjustments_amounts_ck', sql`${t.requiredAfter} >= 0 AND ${t.requiredBefore} >= 0`),
  ],
);
