// The seamless vendor wallet (docs/seamless-wallet.md): the tokens a launch gives a game, which its vendor presents
// when it calls our wallet. Only modules/wallet/seamless writes these tables.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { merchants } from './site.ts';
import { members } from './members.ts';
import { vendors } from './wallet.ts';

/**
 * A player token: issued at launch for one member at one vendor, real money or free play. Only its hash is
 * kept (docs/decisions/0009-member-sessions-remember-and-throttling.md). A vendor authenticates with it and sends it with each bet; wins and refunds may
 * come after it has expired (docs/seamless-wallet.md), so they name the player instead.
 */
export const playerTokens = pgTable(
  'player_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    tokenHash: text('token_hash').notNull(),
    /** False for a free-play launch: the vendor plays with its own play money and may not debit us. */
    real: boolean('real').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('player_tokens_hash_uq').on(t.tokenHash), index('player_tokens_member_idx').on(t.merchantId, t.memberId)],
);

/**
 * A seamless vendor's signing secret at one merchant (every call is signed with it; docs/seamless-wallet.md), sealed with
 * the at-rest key (lib/sealing.ts). `sealed` is false only for a row written without the key (the demo seed,
 * rows from before sealing): the server seals those when it starts (seamless/vendor-secrets.ts).
 */
export const vendorCredentials = pgTable('vendor_credentials', {
  vendorId: integer('vendor_id')
    .primaryKey()
    .references(() => vendors.id),
  merchantId: integer('merchant_id')
    .notNull()
    .references(() => merchants.id),
  secret: text('secret').notNull(),
  sealed: boolean('sealed').notNull(),
  /**
   * The most one credit without a matching bet (docs/seamless-wallet.md) pays at once, in minor units;
   * above it the credit is held for an operator. Null: the default, 500 of the merchant's currency.
   */
  creditCap: bigint('credit_cap', { mode: 'bigint' }),
  rotatedAt: timestamp('rotated_at', { withTimezone: true }).notNull(),
});

/**
 * Changes of a vendor's credit cap held for a second operator (docs/wallet.md, "Four-eyes rules"): the cap is
 * a money limit but not a settings section, so its changes wait here, not in settings_changes. Another
 * operator with games.write confirms (the cap is written then, if it is still `baseCap`) or rejects one. At
 * most one change per vendor waits at a time (the partial unique index). Caps in minor units; null: the default.
 */
export const creditCapChanges = pgTable(
  'credit_cap_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    /** The vendor's own cap when asked: confirming refuses if it is no longer so. */
    baseCap: bigint('base_cap', { mode: 'bigint' }),
    creditCap: bigint('credit_cap', { mode: 'bigint' }),
    status: text('status').notNull(),
    requestedBy: integer('requested_by').notNull(),
    requestedByName: text('requested_by_name').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    decidedBy: integer('decided_by'),
    decidedByName: text('decided_by_name'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('credit_cap_changes_pending_uq')
      .on(t.vendorId)
      .where(sql`${t.status} = 'pending'`),
    index('credit_cap_changes_merchant_idx').on(t.merchantId, t.id),
    check('credit_cap_changes_status_ck', sql`${t.status} IN ('pending', 'confirmed', 'rejected')`),
  ],
);

/**
 * Every debit, credit and rollback a seamless vendor sent, under its own transaction id (unique per vendor).
 * A repeat answers `reply`, the first answer. A rollback that came before its debit is kept as `orphan`, with
 * a `cancelled` row holding the debit's id, so the late debit finds its id taken and is refused.
 */
export const seamlessTransactions = pgTable(
  'seamless_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    vendorTransactionId: text('vendor_transaction_id').notNull(),
    /** debit, credit or rollback. */
    kind: text('kind').notNull(),
    /**
     * debit: applied | rolled_back | cancelled; credit: applied | held (over the cap, waiting for an operator)
     * | returned (held, then rejected: the money went back to the house); rollback: applied | orphan | repeat.
     */
    status: text('status').notNull(),
    roundId: text('round_id').notNull(),
    gameCode: text('game_code').notNull(),
    /** Minor units; a rollback carries the amount it refunded. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** A rollback: the debit it names. */
    debitTransactionId: text('debit_transaction_id'),
    requestHash: text('request_hash').notNull(),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }),
    /** A held credit above the four-eyes amount: the operator who approved it first; a second one releases it. */
    firstApproverId: integer('first_approver_id'),
    /** The first answer, given again to a repeat: { success, value } or { success: false, errorCode, message }. */
    reply: jsonb('reply').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('seamless_tx_vendor_uq').on(t.merchantId, t.vendorId, t.vendorTransactionId),
    index('seamless_tx_round_idx').on(t.merchantId, t.vendorId, t.roundId),
    index('seamless_tx_member_time_idx').on(t.merchantId, t.memberId, t.createdAt),
    check('seamless_tx_kind_ck', sql`${t.kind} IN ('debit', 'credit', 'rollback')`),
  ],
);
