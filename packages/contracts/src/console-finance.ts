// Console calls for finance and risk (docs/wallet.md): the deposit and withdrawal queues with the four-eyes
// rule, manual adjustments, a member's ledger, vendor transfers whose outcome is unknown, the reconciliation
// report and daily totals by method.
import { z } from 'zod';
import { text } from './text.ts';
import { defineEndpoint } from './endpoint.ts';
import { amountInput, amountOutput, requestId } from './money.ts';
import { DEPOSIT_KINDS, DEPOSIT_STATUSES, WITHDRAWAL_QUEUE_FILTERS, WITHDRAWAL_STATUSES } from './payments.ts';
import { TRANSACTION_KIND_KEYS, TRANSFER_DIRECTIONS, TRANSFER_STATUSES } from './wallet.ts';

const page = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
};
const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
const idParams = z.object({ id: z.coerce.number().int().positive() });
const day = text().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as yyyy-MM-dd');
const reason = text().trim().min(2, 'Please give a reason').max(300);

/** Operator reads of uploaded receipts and proofs (binary, outside the typed client; operator token). */
export const CONSOLE_UPLOAD_READ_PATH = '/cms/finance/uploads/:id';

export const approvalSchema = z.object({ operator: text(), at: text() });

export const depositRowSchema = z.object({
  id: z.number().int(),
  orderNo: text(),
  memberId: z.number().int(),
  username: text(),
  methodId: text(),
  methodName: text(),
  kind: z.enum(DEPOSIT_KINDS),
  amount: amountOutput,
  fee: amountOutput,
  credited: amountOutput,
  status: z.enum(DEPOSIT_STATUSES),
  reference: text().nullable(),
  /** The merchant account the member says it paid into (bank transfer). */
  bankAccount: text().nullable(),
  receiptUploadId: text().nullable(),
  promoCode: text().nullable(),
  rejectReason: text().nullable(),
  /** Approvals so far; above the four-eyes amount two different operators must approve. */
  approvals: z.array(approvalSchema),
  approvalsNeeded: z.number().int(),
  decidedBy: text().nullable(),
  createdAt: text(),
  decidedAt: text().nullable(),
});
export type DepositRow = z.infer<typeof depositRowSchema>;

export const consoleDepositsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/finance/deposits',
  summary: 'The deposit queue: filter by status, method kind and member',
  tag: 'console-finance',
  audience: 'operator',
  permission: 'finance.read',
  query: z.object({ ...page, status: z.enum(DEPOSIT_STATUSES).optional(), kind: z.enum(DEPOSIT_KINDS).optional(), q: text().trim().max(64).optional() }),
  response: pageOf(depositRowSchema),
});

export const approveDepositEndpoint = defineEndpoint({
  method: 'POST',
  path: '/cms/finance/deposits/:id/approve',
  summary: 'Approve a deposit (credits the wallet); above the four-eyes amount a second operator must approve too',
  tag: 'console-finance',
  audience: 'operator',
  permission: 'finance.review',
  params: idParams,
  response: depositRowSchema,
});

export const rejectDepositEndpoint = defineEndpoint({
  method: 'POST',
  path: '/cms/finance/deposits/:id/reject',
  summary: 'Reject a deposit with a reason the member sees',
  tag: 'console-finance',
  audience: 'operator',
  permission: 'finance.review',
  params: idParams,
  body: z.object({ reason }),
  response: depositRowSchema,
});

export const withdrawalRowSchema = z.object({
  id: z.number().int(),
  orderNo: text(),
  memberId: z.number().int(),
  username: text(),
  realName: text().nullable(),
  amount: amountOutput,
  bank: text(),
  accountName: text(),
  /** In full for finance, who pays it. */
  accountNumber: text(),
  status: z.enum(WITHDRAWAL_STATUSES),
  rejectReason: text().nullable(),
  payoutReference: text().nullable(),
  amountReceived: amountOutput.nullable(),
  proofUploadId: text().nullable(),
  memberRemark: text().nullable(),
  approvals: z.array(approvalSchema),
  approvalsNeeded: z.number().int(),
  decidedBy: text().nullable(),
  createdAt: text(),
  paidAt: text().nullable(),
  confirmBy: text().nullable(),
  confirmedAt: text().nullable(),
});
export type WithdrawalRow = z.infer<typeof withdrawalRowSchema>;

export const consoleWithdrawalsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/finance/withdrawals',
  summary: 'The withdrawal queue: filter by status (`open`: pending or approved and not yet paid) and member',
  tag: 'console-finance',
  audience: 'operator',
  permission: 'finance.read',
  query: z.object({ ...page, status: z.enum(WITHDRAWAL_QUEUE_FILTERS).optional(), q: text().trim().max(64).optional() }),
  response: pageOf(withdrawalRowSchema),
});

export const approveWithdrawalEndpoint = defineEndpoint({
  method: 'POST',
  path: '/cms/finance/withdrawals/:id/approve',
  summary: 'Approve a withdrawal for payout; above the four-eyes amount a second operator must approve too',
  tag: 'console-finance',
  audience: 'operator',
  permission: 'finance.review',
  params: idParams,
  response: withdrawalRowSchema,
});

export const rejectWithdrawalEndpoint = defineEndpoint({
  method: 'POST',
  path: '/cms/finance/withdrawals/:id/reject',
  summary: 'Reject a withdrawal with a reason; the held money returns to the main wallet',
  tag: 'console-finance',
  audience: 'operator',
  permission: 'finance.review',
  params: idParams,
  body: z.object({ reason }),
  response: withdrawalRowSchema,
});

export const markWithdrawalPaidEndpoint = defineEndpoint({
  method: 'POST',
  path: '/cms/finance/withdrawals/:id/paid',
  summary: 'Mark an approved withdrawal paid (the bank payout reference); the member is asked to confirm receipt',
  tag: 'console-finance',
  audience: 'operator',
  permission: 'finance.review',
  params: idParams,
  body: z.object({ payoutReference: text().trim().min(1).max(64) }),
  response: withdrawalRowSchema,
});

export const ADJUSTMENT_DIRECTIONS = ['credit', 'debit'] as const;

export const adjustmentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/cms/finance/adjustments',
  summary:
    "Credit or debit a member's main wallet by hand, with a reason (audited; a debit never takes the balance below zero; from the four-eyes amount up a second operator must confirm)",
  tag: 'console-finance',
  audience: 'operator',
  permission: 'finance.adjust',
  body: z.object({ requestId, memberId: z.number().int().positive(), direction: z.enum(ADJUSTMENT_DIRECTIONS), amount: amountInput, reason }),
  /** From the four-eyes amount up the adjustment is held (`pending`) until a second operator confirms it. */
  response: z.discriminatedUnion('state', [
    z.object({ state: z.literal('applied'), transactionId: z.number().int(), balanceAfter: amountOutput }),
    z.object({ state: z.literal('pending'), adjustmentId: z.number().int() }),
  ]),
});

export const ledgerPostingSchema = z.object({
  postingId: z.number().int(),
  transactionId: z.number().int(),
  at: text(),
  kind: z.enum(TRANSACTION_KIND_KEYS),
  /** The account's address, such as member:42:main or member:42:vendor:HOUSE. */
  account: text(),
  amount: amountOutput,
  balanceAfter: amountOutput,
  /** The other accounts of the same transaction, so a posting reads as from/to. */
  counterparts: z.array(text()),
  reference: text().nullable(),
  note: text().nullable(),
  reverses: z.number().int().nullable(),
});

export const memberLedgerEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/members/:id/ledger',
  summary: "A member's ledger: every posting on every one of its accounts, newest first, with the account balances",
  tag: 'console-finance',
  audience: 'operator',
  permission: 'finance.read',
  params: idParams,
  query: z.object({ ...page }),
  response: pageOf(ledgerPostingSchema).extend({ accounts: z.array(z.object({ address: text(), balance: amountOutput })) }),
});

export const consoleTransferSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  username: text(),
  vendorCode: text(),
  reference: text(),
  direction: z.enum(TRANSFER_DIRECTIONS),
  amount: amountOutput,
  status: z.enum(TRANSFER_STATUSES),
  attempts: z.number().int(),
  lastError: text().nullable(),
  createdAt: text(),
  completedAt: text().nullable(),
});

export const consoleTransfersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/finance/transfers',
  summary: 'Vendor transfers; pending ones are those whose outcome the vendor has not confirmed yet',
  tag: 'console-finance',
  audience: 'operator',
  permission: 'finance.read',
  query: z.object({ ...page, status: z.enum(TRANSFER_STATUSES).optional(), q: text().trim().max(64).optional() }),
  response: pageOf(consoleTransferSchema),
});

export const checkTransferEndpoint = defineEndpoint({
  method: 'POST',
  path: '/cms/finance/transfers/:id/check',
  summary: "Ask the vendor for a pending transfer's outcome now and settle it accordingly",
  tag: 'console-finance',
  audience: 'operator',
  permission: 'finance.review',
  params: idParams,
  response: consoleTransferSchema,
});

export const reconciliationSchema = z.object({
  id: z.number().int(),
  ok: z.boolean(),
  startedAt: text(),
  finishedAt: text(),
  accountsChecked: z.number().int(),
  transactionsChecked: z.number().int(),
  /** Accounts whose stored balance differs from the sum of their postings. */
  mismatchedAccounts: z.array(z.object({ address: text(), currency: text(), balance: amountOutput, postings: amountOutput })),
  /** Transactions whose postings do not sum to zero. */
  unbalancedTransactions: z.array(z.object({ transactionId: z.number().int(), currency: text(), sum: amountOutput })),
  /** Vendor transfers pending for longer than the alert age. */
  stuckTransfers: z.number().int(),
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;

export const reconciliationEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/finance/reconciliation',
  summary: 'The latest reconciliation results (balance = sum of postings for every account; every transaction sums to zero)',
  tag: 'console-finance',
  audience: 'operator',
  permission: 'finance.read',
  query: z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) }),
  response: z.object({ latest: reconciliationSchema.nullable(), history: z.array(reconciliationSchema) }),
});

export const runReconciliationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/cms/finance/reconciliation/run',
  summary: 'Run the reconciliation now',
  tag: 'console-finance',
  audience: 'operator',
  permission: 'finance.review',
  response: reconciliationSchema,
});

export const dailyTotalsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/finance/daily-totals',
  summary: "Deposits, withdrawals and net per day (merchant's time zone) and method",
  tag: 'console-finance',
  audience: 'operator',
  permission: 'finance.read',
  query: z.object({ from: day, to: day }),
  response: z.object({
    rows: z.array(
      z.object({
        day,
        method: text(),
        deposits: amountOutput,
        depositCount: z.number().int(),
        withdrawals: amountOutput,
        withdrawalCount: z.number().int(),
        net: amountOutput,
      }),
    ),
    totals: z.object({ deposits: amountOutput, withdrawals: amountOutput, net: amountOutput }),
  }),
});
