// Promotions (docs/promotions.md, ADR 0036): the merchant's offers with their money terms and audience, what
// members claimed of them (one row per member and period, which is what makes "once" and "once a day" hold
// under concurrency), and the apply-only activities' applications with their images. Only
// modules/promotions writes these tables; the money itself is granted by the bonuses port.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { LanguageTexts } from './content.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    kind: text('kind').notNull(),
    category: text('category').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    title: jsonb('title').$type<LanguageTexts>().notNull(),
    summary: jsonb('summary').$type<LanguageTexts>().notNull(),
    /** Sanitised HTML per language (modules/content/sanitise.ts). */
    terms: jsonb('terms').$type<LanguageTexts>().notNull(),
    bannerUrl: text('banner_url'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    state: text('state').notNull().default('draft'),
    sortOrder: integer('sort_order').notNull().default(0),
    // Money terms, in minor units; the bonus rate in basis points (10000 = 100 %).
    minDeposit: bigint('min_deposit', { mode: 'bigint' }),
    bonusBps: integer('bonus_bps'),
    bonusCap: bigint('bonus_cap', { mode: 'bigint' }),
    fixedAmount: bigint('fixed_amount', { mode: 'bigint' }),
    wageringMultiple: integer('wagering_multiple').notNull().default(1),
    wageringBase: text('wagering_base').notNull().default('bonus'),
    /** Game category → percent of a stake that counts towards wagering; no entry: 0. Empty: every category at 100. */
    contributions: jsonb('contributions').$type<Record<string, number>>().notNull().default({}),
    maxStake: bigint('max_stake', { mode: 'bigint' }),
    expiryHours: integer('expiry_hours').notNull().default(168),
    // deposit_match only: which deposits qualify, on which weekdays of the merchant's calendar (0 = Sunday).
    depositKind: text('deposit_kind').notNull().default('any'),
    weekdays: jsonb('weekdays').$type<number[]>().notNull().default([]),
    autoApply: boolean('auto_apply').notNull().default(false),
    // Audience.
    newWithinDays: integer('new_within_days'),
    noPriorDeposit: boolean('no_prior_deposit').notNull().default(false),
    /** Stored for the VIP work; not enforced until members have VIP levels (docs/promotions.md). */
    minVipLevel: integer('min_vip_level'),
    memberLabels: jsonb('member_labels').$type<string[]>().notNull().default([]),
    agentId: integer('agent_id'),
    /** Country calling codes (members keep a calling code, not a country). */
    countries: jsonb('countries').$type<string[]>().notNull().default([]),
    frequency: text('frequency').notNull().default('once'),
    budget: bigint('budget', { mode: 'bigint' }),
    spent: bigint('spent', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    code: text('code'),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('promotions_kind_ck', sql`${t.kind} IN ('deposit_match', 'free_credit', 'birthday', 'rebate_boost', 'raffle', 'apply_only')`),
    check('promotions_state_ck', sql`${t.state} IN ('draft', 'published', 'archived')`),
    check('promotions_frequency_ck', sql`${t.frequency} IN ('once', 'daily', 'weekly')`),
    check('promotions_wagering_base_ck', sql`${t.wageringBase} IN ('bonus', 'deposit_bonus')`),
    check('promotions_deposit_kind_ck', sql`${t.depositKind} IN ('any', 'first', 'reload')`),
    // The budget is consumed under the row's lock; this keeps it from ever being overdrawn regardless.
    check('promotions_budget_ck', sql`${t.spent} >= 0 AND (${t.budget} IS NULL OR ${t.spent} <= ${t.budget})`),
    index('promotions_merchant_state_idx').on(t.merchantId, t.state, t.sortOrder),
    uniqueIndex('promotions_code_uq')
      .on(t.merchantId, sql`lower(${t.code})`)
      .where(sql`${t.code} IS NOT NULL`),
  ],
);

/** Money a member received from a promotion: one row per member and period (period 'once', a day, or a week). */
export const promotionClaims = pgTable(
  'promotion_claims',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id),
    memberId: integer('member_id').notNull(),
    periodKey: text('period_key').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    grantId: integer('grant_id'),
    state: text('state').notNull(),
    /** claim (the member asked), deposit (a qualifying deposit), application (an operator approved it), redeem (a code), raffle (a won prize). */
    source: text('source').notNull(),
    /** The member's request id (claims and redeemed codes), the deposit id (deposits) or the application id. */
    sourceRef: text('source_ref').notNull(),
    /** The redeem code a `redeem` claim used: one redemption of a code per member. */
    redeemCodeId: integer('redeem_code_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('promotion_claims_source_ck', sql`${t.source} IN ('claim', 'deposit', 'application', 'redeem', 'raffle')`),
    uniqueIndex('promotion_claims_redeem_code_uq')
      .on(t.redeemCodeId, t.memberId)
      .where(sql`${t.redeemCodeId} IS NOT NULL`),
    uniqueIndex('promotion_claims_period_uq').on(t.promotionId, t.memberId, t.periodKey),
    uniqueIndex('promotion_claims_source_uq').on(t.merchantId, t.source, t.sourceRef, t.memberId),
    // A deposit earns at most one promotion.
    uniqueIndex('promotion_claims_deposit_uq')
      .on(t.merchantId, t.sourceRef)
      .where(sql`${t.source} = 'deposit'`),
    index('promotion_claims_member_idx').on(t.merchantId, t.memberId, t.id),
  ],
);

/** A member's application to an apply-only activity: applying until an operator approves (money issued) or rejects it. */
export const promotionApplications = pgTable(
  'promotion_applications',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id),
    memberId: integer('member_id').notNull(),
    username: text('username').notNull(),
    periodKey: text('period_key').notNull(),
    remark: text('remark').notNull(),
    state: text('state').notNull().default('applying'),
    reviewerNote: text('reviewer_note'),
    amount: bigint('amount', { mode: 'bigint' }),
    claimId: integer('claim_id'),
    decidedBy: text('decided_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    check('promotion_applications_state_ck', sql`${t.state} IN ('applying', 'approved', 'rejected')`),
    // One live application per member and period; a rejected one may be made again.
    uniqueIndex('promotion_applications_live_uq')
      .on(t.promotionId, t.memberId, t.periodKey)
      .where(sql`${t.state} <> 'rejected'`),
    index('promotion_applications_state_idx').on(t.merchantId, t.state, t.id),
    index('promotion_applications_member_idx').on(t.merchantId, t.memberId, t.id),
  ],
);

/** An image uploaded for an application (png or jpg by its bytes), private to the member and the operators. */
export const promotionApplicationImages = pgTable(
  'promotion_application_images',
  {
    id: text('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    applicationId: integer('application_id').references(() => promotionApplications.id, { onDelete: 'cascade' }),
    position: integer('position'),
    mime: text('mime').notNull(),
    bytes: bytea('bytes').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('promotion_application_images_member_idx').on(t.merchantId, t.memberId, t.createdAt),
    index('promotion_application_images_app_idx').on(t.applicationId),
  ],
);

/**
 * A batch of redeem codes an operator made for a claimable promotion (docs/promotions.md, Redeem codes): N
 * single-use random codes, or one shared code with a number of uses. Members type a code in the reward centre.
 */
export const promotionRedeemBatches = pgTable(
  'promotion_redeem_batches',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id),
    /** single: codeCount codes of one use each; shared: one code, maxUses members. */
    kind: text('kind').notNull(),
    codeCount: integer('code_count').notNull(),
    maxUses: integer('max_uses').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    note: text('note').notNull().default(''),
    createdBy: integer('created_by'),
    createdByName: text('created_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('promotion_redeem_batches_kind_ck', sql`${t.kind} IN ('single', 'shared')`),
    index('promotion_redeem_batches_promotion_idx').on(t.merchantId, t.promotionId, t.id),
  ],
);

/** One redeem code: upper case, unique per merchant; `uses` counts its redemptions, never above `max_uses`. */
export const promotionRedeemCodes = pgTable(
  'promotion_redeem_codes',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => promotionRedeemBatches.id),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id),
    code: text('code').notNull(),
    maxUses: integer('max_uses').notNull(),
    uses: integer('uses').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('promotion_redeem_codes_code_uq').on(t.merchantId, t.code),
    index('promotion_redeem_codes_batch_idx').on(t.batchId, t.id),
    check('promotion_redeem_codes_uses_ck', sql`${t.maxUses} >= 1 AND ${t.uses} >= 0 AND ${t.uses} <= ${t.maxUses}`),
  ],
);

/** A member's wrong, used-up or expired code: counted to limit guessing (an hour's window), pruned after a day. */
export const promotionRedeemFailures = pgTable(
  'promotion_redeem_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('promotion_redeem_failures_member_idx').on(t.merchantId, t.memberId, t.at)],
);

/**
 * A raffle promotion's draw (docs/promotions.md, Raffles; ADR 0039): its entry rule, prize lines, the server
 * seed committed to from creation (only its SHA-256 is shown until the draw) and, once drawn, what the draw used.
 */
export const promotionRaffles = pgTable(
  'promotion_raffles',
  {
    promotionId: integer('promotion_id')
      .primaryKey()
      .references(() => promotions.id),
    merchantId: integer('merchant_id').notNull(),
    drawsAt: timestamp('draws_at', { withTimezone: true }).notNull(),
    entryBasis: text('entry_basis').notNull(),
    /** One entry per this many minor units deposited or wagered. */
    entryUnit: bigint('entry_unit', { mode: 'bigint' }).notNull(),
    maxEntries: integer('max_entries').notNull(),
    /** Prize lines in place order: amount in minor units (as a decimal string) and how many places it pays. */
    prizes: jsonb('prizes').$type<{ amount: string; count: number }[]>().notNull(),
    serverSeed: text('server_seed').notNull(),
    commitment: text('commitment').notNull(),
    state: text('state').notNull().default('open'),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    entrants: integer('entrants'),
    entries: integer('entries'),
    entryDigest: text('entry_digest'),
    /** Entries per position of the drawn list (positions in member order), as the draw used them. */
    entryCounts: jsonb('entry_counts').$type<number[]>(),
  },
  (t) => [
    check('promotion_raffles_state_ck', sql`${t.state} IN ('open', 'drawn')`),
    check('promotion_raffles_basis_ck', sql`${t.entryBasis} IN ('deposit', 'valid_turnover')`),
    check('promotion_raffles_rule_ck', sql`${t.entryUnit} > 0 AND ${t.maxEntries} >= 1`),
    index('promotion_raffles_due_idx').on(t.state, t.drawsAt),
  ],
);

/**
 * What a member did that counts towards a raffle's entries: one row per deposit, or per merchant-calendar day of
 * valid turnover (raised to the day's total as it grows). Unique per source event, so counting twice is harmless.
 */
export const promotionRaffleEntries = pgTable(
  'promotion_raffle_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id),
    memberId: integer('member_id').notNull(),
    /** deposit (source_ref: the deposit id) or turnover (source_ref: day:yyyy-MM-dd). */
    source: text('source').notNull(),
    sourceRef: text('source_ref').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('promotion_raffle_entries_source_ck', sql`${t.source} IN ('deposit', 'turnover')`),
    check('promotion_raffle_entries_amount_ck', sql`${t.amount} >= 0`),
    uniqueIndex('promotion_raffle_entries_event_uq').on(t.promotionId, t.memberId, t.source, t.sourceRef),
  ],
);

/** A raffle's winner: one row per place, one place per member; the prize is paid once through its claim. */
export const promotionRaffleWinners = pgTable(
  'promotion_raffle_winners',
  {
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id),
    place: integer('place').notNull(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    username: text('username').notNull(),
    /** The member's position in the drawn entry list. */
    position: integer('position').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    claimId: integer('claim_id'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.promotionId, t.place] }),
    uniqueIndex('promotion_raffle_winners_member_uq').on(t.promotionId, t.memberId),
    index('promotion_raffle_winners_member_idx').on(t.merchantId, t.memberId),
  ],
);
