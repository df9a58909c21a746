// The ledger (docs/conventions.md, Money) and the vendors whose wallets it holds. Only modules/wallet writes
// these tables. Amounts are integer minor units (bigint). Postings and transactions are append-only
// (triggers in migration 0005) and every transaction's postings sum to zero (checked per insert statement).
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { merchants } from './site.ts';

/** A merchant's game vendors. The games module adds its catalogue (vendor_profiles); the wallet needs the code, name and wallet mode. */
export const vendors = pgTable(
  'vendors',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** transfer: the member moves money to the vendor's wallet (GCS_walletTransfer); seamless: the vendor debits ours. */
    walletMode: text('wallet_mode').notNull().default('transfer'),
    enabled: boolean('enabled').notNull().default(true),
    maintenance: boolean('maintenance').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('vendors_merchant_code_uq').on(t.merchantId, t.code), check('vendors_wallet_mode_ck', sql`${t.walletMode} IN ('transfer', 'seamless')`)],
);

/**
 * An account of the ledger, named by a readable address: member:42:main, member:42:vendor:HOUSE,
 * member:42:transit:HOUSE, member:42:hold, member:42:bonus, member:42:commission; house accounts such as
 * house:deposits#3 or house:bets:HOUSE#11 are split into shards so no single row serialises every member.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    address: text('address').notNull(),
    currency: text('currency').notNull(),
    /** The member the account belongs to (member:… addresses); null for house accounts. */
    memberId: integer('member_id'),
    /** House accounts may go below zero (the house pays out); member accounts never. */
    allowNegative: boolean('allow_negative').notNull().default(false),
    balance: bigint('balance', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_address_uq').on(t.merchantId, t.address, t.currency),
    index('ledger_accounts_member_idx').on(t.merchantId, t.memberId),
    check('ledger_accounts_not_negative_ck', sql`${t.allowNegative} OR ${t.balance} >= 0`),
  ],
);

/** One movement of money: a set of postings that sums to zero. The idempotency key makes a replay return the first. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of what was asked (kind, member, postings): the same key with a different request is a conflict. */
    requestHash: text('request_hash').notNull(),
    kind: text('kind').notNull(),
    memberId: integer('member_id'),
    /** What the movement belongs to: deposit D…, withdrawal W…, transfer reference, vendor round. */
    reference: text('reference'),
    note: text('note'),
    /** A correction names the transaction it reverses. */
    reversesId: bigint('reverses_id', { mode: 'number' }),
    /** Who caused it when an operator did (adjustments, approvals). */
    operatorId: integer('operator_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('ledger_transactions_idempotency_uq').on(t.merchantId, t.idempotencyKey),
    index('ledger_transactions_member_idx').on(t.merchantId, t.memberId, t.id),
    uniqueIndex('ledger_transactions_reverses_uq')
      .on(t.reversesId)
      .where(sql`${t.reversesId} IS NOT NULL`),
  ],
);

/** One account's share of a transaction: a signed amount and the account's balance right after it. */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
    merchantId: integer('merchant_id').notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('ledger_postings_account_idx').on(t.accountId, t.id),
    index('ledger_postings_transaction_idx').on(t.transactionId),
    check('ledger_postings_nonzero_ck', sql`${t.amount} <> 0`),
  ],
);

/**
 * A transfer between a member's main wallet and a vendor wallet (docs/decisions/0011-ledger-and-transfer-wallets.md). While the
 * vendor's answer is unknown the money sits in member:N:transit:VENDOR and the row stays pending until the
 * vendor's status check settles it; it is never refunded on a guess.
 */
export const vendorTransfers = pgTable(
  'vendor_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    vendorCode: text('vendor_code').notNull(),
    /** The member's idempotency key for this transfer. */
    requestId: text('request_id').notNull(),
    /** The unique reference sent to the vendor (unique per vendor, docs/conventions.md). */
    reference: text('reference').notNull(),
    direction: text('direction').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('vendor_transfers_request_uq').on(t.merchantId, t.memberId, t.requestId),
    uniqueIndex('vendor_transfers_reference_uq').on(t.merchantId, t.vendorCode, t.reference),
    index('vendor_transfers_member_idx').on(t.merchantId, t.memberId, t.id),
    index('vendor_transfers_pending_idx')
      .on(t.nextCheckAt)
      .where(sql`${t.status} = 'pending'`),
    check('vendor_transfers_direction_ck', sql`${t.direction} IN ('in', 'out')`),
    check('vendor_transfers_status_ck', sql`${t.status} IN ('pending', 'succeeded', 'failed')`),
    check('vendor_transfers_amount_ck', sql`${t.amount} > 0`),
  ],
);

/** Each run of the reconciliation job: what it checked and what did not match. */
export const reconciliationRuns = pgTable('reconciliation_runs', {
  id: serial('id').primaryKey(),
  ok: boolean('ok').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
  accountsChecked: integer('accounts_checked').notNull(),
  transactionsChecked: integer('transactions_checked').notNull(),
  /** { mismatchedAccounts, unbalancedTransactions, stuckTransfers } with amounts as strings. */
  findings: jsonb('findings').notNull(),
});

/**
 * The house vendor's own side of transfer wallets (the transfer protocol is exercised against it;
 * its games are the house games). It keeps its own balance per player, as an outside vendor would.
 */
export const houseVendorWallets = pgTable(
  'house_vendor_wallets',
  {
    merchantId: integer('merchant_id').notNull(),
    player: text('player').notNull(),
    currency: text('currency').notNull(),
    balance: bigint('balance', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('house_vendor_wallets_player_uq').on(t.merchantId, t.player, t.currency),
    check('house_vendor_wallets_balance_ck', sql`${t.balance} >= 0`),
  ],
);

export const houseVendorTransfers = pgTable(
  'house_vendor_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    reference: text('reference').notNull(),
    player: text('player').notNull(),
    direction: text('direction').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('house_vendor_transfers_reference_uq').on(t.merchantId, t.reference)],
);

/**
 * Manual adjustments by operators (docs/wallet.md, "Four-eyes rules"): every one, applied at once below the
 * four-eyes amount, held as `pending` from it up until a second operator confirms or rejects it. The rows
 * also answer who credited a member today (maker and checker may not be the same operator).
 */
export const manualAdjustments = pgTable(
  'manual_adjustments',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    /** The console's idempotency key: a retried call finds its first row. */
    requestId: text('request_id').notNull(),
    memberId: integer('member_id').notNull(),
    direction: text('direction').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    reason: text('reason').notNull(),
    status: text('status').notNull(),
    requestedBy: integer('requested_by').notNull(),
    requestedByName: text('requested_by_name').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    decidedBy: integer('decided_by'),
    decidedByName: text('decided_by_name'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    transactionId: bigint('transaction_id', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('manual_adjustments_request_uq').on(t.merchantId, t.requestId),
    index('manual_adjustments_member_idx').on(t.merchantId, t.memberId, t.decidedAt),
    index('manual_adjustments_pending_idx')
      .on(t.merchantId, t.id)
      .where(sql`${t.status} = 'pending'`),
    check('manual_adjustments_status_ck', sql`${t.status} IN ('pending', 'applied', 'rejected')`),
    check('manual_adjustments_direction_ck', sql`${t.direction} IN ('credit', 'debit')`),
  ],
);
