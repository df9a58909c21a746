// Deposits, withdrawals and what they need (docs/wallet.md): uploaded receipts, gateway webhook events, deposit
// limits, member bank accounts, and the built-in sandbox gateway's own records. Money moves only through
// the ledger (schema/wallet.ts); these tables keep the requests and their review.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, customType, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** Receipt and proof images (png or jpg ≤ 5 MB); private: only their member and operators read them. */
export const paymentUploads = pgTable(
  'payment_uploads',
  {
    id: text('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    mime: text('mime').notNull(),
    bytes: bytea('bytes').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('payment_uploads_member_idx').on(t.merchantId, t.memberId)],
);

export const deposits = pgTable(
  'deposits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    requestId: text('request_id').notNull(),
    orderNo: text('order_no').notNull(),
    methodId: text('method_id').notNull(),
    methodName: text('method_name').notNull(),
    kind: text('kind').notNull(),
    channel: text('channel').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    fee: bigint('fee', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('pending'),
    /** Bank transfer: the member's reference; online: the gateway's payment id. */
    reference: text('reference'),
    bankAccountId: text('bank_account_id'),
    bankAccountLabel: text('bank_account_label'),
    receiptUploadId: text('receipt_upload_id'),
    promoCode: text('promo_code'),
    rejectReason: text('reject_reason'),
    /** [{ operatorId, operator, at }] */
    approvals: jsonb('approvals').notNull().default([]),
    decidedBy: integer('decided_by'),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('deposits_request_uq').on(t.merchantId, t.memberId, t.requestId),
    uniqueIndex('deposits_order_uq').on(t.merchantId, t.orderNo),
    index('deposits_member_idx').on(t.merchantId, t.memberId, t.createdAt),
    index('deposits_status_idx').on(t.merchantId, t.status, t.createdAt),
    // The agents' stats rollup reads a merchant's approved deposits by the day they were approved.
    index('deposits_approved_idx')
      .on(t.merchantId, t.decidedAt)
      .where(sql`${t.status} = 'approved'`),
    check('deposits_kind_ck', sql`${t.kind} IN ('bank', 'online')`),
    check('deposits_status_ck', sql`${t.status} IN ('pending', 'approved', 'rejected', 'expired')`),
    check('deposits_amount_ck', sql`${t.amount} > 0 AND ${t.fee} >= 0 AND ${t.fee} < ${t.amount}`),
  ],
);

/** Webhook events already absorbed: a replayed event id is acknowledged without acting twice. */
export const gatewayEvents = pgTable(
  'gateway_events',
  {
    merchantId: integer('merchant_id').notNull(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    depositId: bigint('deposit_id', { mode: 'number' }),
    outcome: text('outcome').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('gateway_events_uq').on(t.merchantId, t.provider, t.eventId)],
);

/** Responsible-gaming deposit limits (docs/wallet.md): a decrease is immediate, an increase waits 24 h in pending_*. */
export const depositLimits = pgTable('deposit_limits', {
  memberId: integer('member_id').primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  daily: bigint('daily', { mode: 'bigint' }),
  weekly: bigint('weekly', { mode: 'bigint' }),
  monthly: bigint('monthly', { mode: 'bigint' }),
  /** The limits that replace the current ones at pending_effective_at (null there: nothing pending). */
  pending: jsonb('pending'),
  pendingEffectiveAt: timestamp('pending_effective_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export const memberBankAccounts = pgTable(
  'member_bank_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    bank: text('bank').notNull(),
    // The bank's code in the merchant's list; null on accounts added before banks had codes.
    bankCode: text('bank_code'),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('member_bank_accounts_member_idx').on(t.merchantId, t.memberId),
    uniqueIndex('member_bank_accounts_number_uq')
      .on(t.merchantId, t.memberId, t.bank, t.accountNumber)
      .where(sql`${t.removedAt} IS NULL`),
  ],
);

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    requestId: text('request_id').notNull(),
    orderNo: text('order_no').notNull(),
    bankAccountId: bigint('bank_account_id', { mode: 'number' }).notNull(),
    bank: text('bank').notNull(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('pending'),
    rejectReason: text('reject_reason'),
    payoutReference: text('payout_reference'),
    approvals: jsonb('approvals').notNull().default([]),
    decidedBy: integer('decided_by'),
    amountReceived: bigint('amount_received', { mode: 'bigint' }),
    proofUploadId: text('proof_upload_id'),
    memberRemark: text('member_remark'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    confirmBy: timestamp('confirm_by', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('withdrawals_request_uq').on(t.merchantId, t.memberId, t.requestId),
    uniqueIndex('withdrawals_order_uq').on(t.merchantId, t.orderNo),
    index('withdrawals_member_idx').on(t.merchantId, t.memberId, t.createdAt),
    index('withdrawals_status_idx').on(t.merchantId, t.status, t.createdAt),
    // The agents' stats rollup reads a merchant's withdrawals by the day they were paid.
    index('withdrawals_paid_idx')
      .on(t.merchantId, t.paidAt)
      .where(sql`${t.paidAt} IS NOT NULL`),
    index('withdrawals_confirm_idx')
      .on(t.confirmBy)
      .where(sql`${t.status} = 'paid'`),
    check(
      'withdrawals_status_ck',
      sql`${t.status} IN ('pending', 'approved', 'rejected', 'paid', 'received', 'partially_received', 'not_received', 'auto_received')`,
    ),
    check('withdrawals_amount_ck', sql`${t.amount} > 0`),
  ],
);

/** The built-in sandbox gateway's payments: its own records, as a real gateway keeps on its side. */
export const sandboxGatewayPayments = pgTable(
  'sandbox_gateway_payments',
  {
    id: text('id').primaryKey(),
    /** The merchant's account at the gateway (payments settings gateway.accountId) and its merchant code. */
    accountId: text('account_id').notNull(),
    merchantCode: text('merchant_code').notNull(),
    merchantOrderNo: text('merchant_order_no').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    channel: text('channel').notNull(),
    status: text('status').notNull().default('created'),
    returnUrl: text('return_url').notNull(),
    webhookUrl: text('webhook_url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sandbox_gateway_payments_order_uq').on(t.accountId, t.merchantOrderNo),
    check('sandbox_gateway_payments_status_ck', sql`${t.status} IN ('created', 'paid', 'failed', 'cancelled')`),
  ],
);

/** Webhooks the sandbox gateway owes: retried with back-off until the merchant answers 2xx. */
export const sandboxGatewayDeliveries = pgTable(
  'sandbox_gateway_deliveries',
  {
    eventId: text('event_id').primaryKey(),
    paymentId: text('payment_id').notNull(),
    body: text('body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lastStatus: text('last_status'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('sandbox_gateway_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.deliveredAt} IS NULL`),
  ],
);
