// Invite friends (docs/referrals.md): each member's invite code, who registered with whose code, and the
// rewards a referrer earns when its referee passes the merchant's thresholds. Only modules/referrals writes these.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A member's own invite code, made the first time the member opens its invite page. */
export const referralCodes = pgTable(
  'referral_codes',
  {
    memberId: integer('member_id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    code: text('code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('referral_codes_code_uq').on(t.merchantId, sql`lower(${t.code})`)],
);

/**
 * A referee registered with a referrer's code. `held` while an operator must look at it (it shares the
 * referrer's address or bank account); its rewards wait until it is released, and a rejected one earns nothing.
 */
export const referrals = pgTable(
  'referrals',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    referrerId: integer('referrer_id').notNull(),
    refereeId: integer('referee_id').notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull(),
    registerIp: text('register_ip').notNull(),
    state: text('state').notNull().default('active'),
    /** Why it is held: same_ip, same_device, same_bank (one or more, comma-free codes). */
    holdReasons: text('hold_reasons')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    reviewedBy: integer('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewNote: text('review_note'),
  },
  (t) => [
    check('referrals_state_ck', sql`${t.state} IN ('active', 'held', 'rejected')`),
    uniqueIndex('referrals_referee_uq').on(t.merchantId, t.refereeId),
    index('referrals_referrer_idx').on(t.merchantId, t.referrerId, t.id),
    index('referrals_state_idx').on(t.merchantId, t.state, t.id),
  ],
);

/** A reward a referrer earned through one referee: one per milestone, claimed once into the main wallet. */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    referralId: integer('referral_id')
      .notNull()
      .references(() => referrals.id),
    referrerId: integer('referrer_id').notNull(),
    milestone: text('milestone').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    state: text('state').notNull(),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** The member's request id of the claim: a repeat answers the first claim, another reward with it is refused. */
    claimRequestId: text('claim_request_id'),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }),
  },
  (t) => [
    check('referral_rewards_state_ck', sql`${t.state} IN ('claimable', 'held', 'claimed', 'rejected')`),
    check('referral_rewards_milestone_ck', sql`${t.milestone} IN ('first_deposit', 'turnover')`),
    check('referral_rewards_amount_ck', sql`${t.amount} > 0`),
    uniqueIndex('referral_rewards_milestone_uq').on(t.referralId, t.milestone),
    uniqueIndex('referral_rewards_request_uq').on(t.merchantId, t.referrerId, t.claimRequestId),
    index('referral_rewards_referrer_idx').on(t.merchantId, t.referrerId, t.state, t.id),
  ],
);

/**
 * The merchant's referral programme: what a referee must reach and what its referrer earns for it (minor
 * units; 0 switches a milestone off), and whether shared addresses hold a referral for review.
 */
export const referralSettings = pgTable('referral_settings', {
  merchantId: integer('merchant_id').primaryKey(),
  firstDepositMin: bigint('first_deposit_min', { mode: 'bigint' }).notNull(),
  firstDepositReward: bigint('first_deposit_reward', { mode: 'bigint' }).notNull(),
  turnoverTarget: bigint('turnover_target', { mode: 'bigint' }).notNull(),
  turnoverReward: bigint('turnover_reward', { mode: 'bigint' }).notNull(),
  holdSharedIp: boolean('hold_shared_ip').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
