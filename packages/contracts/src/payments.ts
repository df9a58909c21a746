// Deposits (depositv2) and withdrawals (withdraw) as the member sees them (docs/wallet.md): the merchant's methods,
// bank transfer with a receipt, online payment through a gateway, bank accounts on file, the withdrawal
// request and its confirmation (docs/wallet.md), and the deposit limits of responsible gaming (docs/wallet.md).
import { z } from 'zod';
import { text } from './text.ts';
import { offeredBankSchema } from './banks.ts';
import { defineEndpoint } from './endpoint.ts';
import { amountInput, amountOutput, requestId } from './money.ts';
import { pageQuery } from './member-security.ts';

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

/** Receipts and proofs are uploaded first (multipart, png or jpg ≤ 5 MB, a `file` part) and then named by id. */
export const PAYMENT_UPLOAD_PATH = '/wps/payment/uploads';
export const PAYMENT_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** A member reads back an image it uploaded: GET this path with the upload id (token required). */
export const PAYMENT_UPLOAD_READ_PATH = '/wps/payment/uploads/:id';
export const uploadReplySchema = z.object({ uploadId: text() });
const uploadId = text().regex(/^[A-Za-z0-9_-]{16,64}$/);

// ——— Deposits ———

export const DEPOSIT_KINDS = ['bank', 'online'] as const;
export const DEPOSIT_STATUSES = ['pending', 'approved', 'rejected', 'expired'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export const merchantBankAccountSchema = z.object({ id: text(), bank: text(), accountName: text(), accountNumber: text() });

export const depositMethodSchema = z.object({
  id: text(),
  kind: z.enum(DEPOSIT_KINDS),
  name: text(),
  /** The name by language code where the merchant gave one; the site falls back to `name`. */
  localNames: z.record(text(), text()),
  /** BANK_TRANSFER, FPX, DUITNOW, TNG, GRABPAY, BOOST, SHOPEEPAY…: what the site draws as the method's mark. */
  channel: text(),
  min: amountOutput,
  max: amountOutput,
  /** The fee the member pays on top of nothing: it is taken from the amount credited (fee = amount × percent / 100 + fixed). */
  feePercent: text(),
  feeFixed: amountOutput,
  /** Bank transfer only: where to send the money. */
  bankAccounts: z.array(merchantBankAccountSchema),
});
export type DepositMethod = z.infer<typeof depositMethodSchema>;

export const depositLimitsSchema = z.object({
  /** The member's limits per rolling window; null is no limit. */
  daily: amountOutput.nullable(),
  weekly: amountOutput.nullable(),
  monthly: amountOutput.nullable(),
  /** A raise waits 24 h (docs/wallet.md): the limits that will apply, and when. */
  pending: z.object({ daily: amountOutput.nullable(), weekly: amountOutput.nullable(), monthly: amountOutput.nullable(), effectiveAt: text() }).nullable(),
  /** Deposited (approved or pending) in each window now. */
  used: z.object({ daily: amountOutput, weekly: amountOutput, monthly: amountOutput }),
  /** The most the member may still deposit now (null: no limit applies). */
  remaining: amountOutput.nullable(),
});
export type DepositLimits = z.infer<typeof depositLimitsSchema>;

export const depositMethodsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/payment/deposit/methods',
  summary: "The merchant's deposit methods with their limits and fees, and the member's remaining deposit limit",
  tag: 'payments',
  audience: 'member',
  response: z.object({ methods: z.array(depositMethodSchema), promoCodeEnabled: z.boolean(), limits: depositLimitsSchema }),
});

export const depositSchema = z.object({
  id: z.number().int(),
  /** The number a member quotes to support: D + date + sequence. */
  orderNo: text(),
  methodId: text(),
  methodName: text(),
  kind: z.enum(DEPOSIT_KINDS),
  amount: amountOutput,
  fee: amountOutput,
  /** What reaches the wallet on approval: amount − fee. */
  credited: amountOutput,
  status: z.enum(DEPOSIT_STATUSES),
  /** Bank transfer: the member's transfer reference; online: the gateway's payment id. */
  reference: text().nullable(),
  promoCode: text().nullable(),
  rejectReason: text().nullable(),
  createdAt: text(),
  decidedAt: text().nullable(),
});
export type Deposit = z.infer<typeof depositSchema>;

const promoCode = text()
  .trim()
  .max(32)
  .regex(/^[A-Za-z0-9_-]*$/, 'letters, digits, _ or -')
  .optional();

export const bankDepositEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/payment/deposit/bank',
  summary: 'Report a bank transfer to one of the merchant accounts, with its reference and receipt; finance approves or rejects it',
  tag: 'payments',
  audience: 'member',
  body: z.object({
    requestId,
    methodId: text().max(40),
    bankAccountId: text().max(40),
    amount: amountInput,
    reference: text().trim().min(1, 'Input cannot be empty').max(64),
    receiptUploadId: uploadId,
    promoCode,
  }),
  response: depositSchema,
});

export const onlineDepositEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/payment/deposit/online',
  summary: 'Start an online payment through the merchant gateway; the member pays on the gateway page, and its webhook credits the wallet',
  tag: 'payments',
  audience: 'member',
  body: z.object({ requestId, methodId: text().max(40), amount: amountInput, promoCode }),
  response: z.object({ deposit: depositSchema, paymentUrl: text() }),
});

export const depositsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/payment/deposits',
  summary: "The member's deposits, newest first",
  tag: 'payments',
  audience: 'member',
  query: pageQuery.extend({ status: z.enum(DEPOSIT_STATUSES).optional() }),
  response: pageOf(depositSchema),
});

export const depositLimitsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/member/deposit-limits',
  summary: "The member's deposit limits per 24 h, 7 days and 30 days, and what is used",
  tag: 'payments',
  audience: 'member',
  response: depositLimitsSchema,
});

export const setDepositLimitsEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/wps/member/deposit-limits',
  summary: 'Set deposit limits: a lower limit applies at once, a higher one (or none) after 24 hours',
  tag: 'payments',
  audience: 'member',
  body: z.object({ daily: amountInput.nullable(), weekly: amountInput.nullable(), monthly: amountInput.nullable() }),
  response: depositLimitsSchema,
});

/**
 * The payment gateway's webhook (server to server, outside the typed client): POST with the raw JSON body,
 * headers `x-gateway-timestamp` (unix seconds) and `x-gateway-signature` (hex HMAC-SHA256 of `timestamp.body`
 * with the merchant's webhook secret). Answers 200 once absorbed (a replay of a known event too).
 */
export const GATEWAY_WEBHOOK_PATH = '/wps/payment/gateway/:provider/webhook';
export const GATEWAY_SIGNATURE_HEADER = 'x-gateway-signature';
export const GATEWAY_TIMESTAMP_HEADER = 'x-gateway-timestamp';
export const GATEWAY_EVENT_HEADER = 'x-gateway-event-id';
/** How far a webhook's timestamp may be from our clock. */
export const GATEWAY_TOLERANCE_SECONDS = 300;

// ——— Bank accounts and withdrawals ———

export const memberBankAccountSchema = z.object({
  id: z.number().int(),
  /** The bank's name when the account was added. */
  bank: text(),
  /** The bank's code in the merchant's list (null for an account added before banks had codes and not found there). */
  bankCode: text().nullable(),
  /** The bank's logo: its uploaded image or drawn mark. */
  logo: text(),
  /** Always the member's real name (the payee). */
  accountName: text(),
  /** Shown masked except the last four digits. */
  accountNumber: text(),
  createdAt: text(),
});
export type MemberBankAccount = z.infer<typeof memberBankAccountSchema>;

export const bankAccountsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/member/bank-accounts',
  summary: "The member's bank accounts for withdrawals",
  tag: 'payments',
  audience: 'member',
  response: z.object({
    items: z.array(memberBankAccountSchema),
    /** The banks a new account may be at (the merchant's enabled ones, in its order). */
    banks: z.array(offeredBankSchema),
    realName: text().nullable(),
    max: z.number().int(),
  }),
});

export const addBankAccountEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/member/bank-accounts',
  summary: 'Add a bank account in the member’s real name (set the real name first); needs the payment password',
  tag: 'payments',
  audience: 'member',
  encrypted: true,
  body: z.object({
    /** The bank's code from the offered list (its name is accepted too). */
    bank: text().trim().min(1).max(60),
    accountNumber: text()
      .trim()
      .regex(/^\d{6,20}$/, 'An account number is 6–20 digits'),
    paymentPassword: text().min(1, 'Input cannot be empty').max(128),
  }),
  response: memberBankAccountSchema,
});

export const removeBankAccountEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/wps/member/bank-accounts/:id',
  summary: 'Remove a bank account (not while a withdrawal to it is open)',
  tag: 'payments',
  audience: 'member',
  params: z.object({ id: z.coerce.number().int().positive() }),
  response: z.object({}),
});

export const WITHDRAWAL_STATUSES = ['pending', 'approved', 'rejected', 'paid', 'received', 'partially_received', 'not_received', 'auto_received'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
/**
 * The console's withdrawal queue filters: each status, and `open` (pending or approved but not yet paid), the
 * queue an operator works from: an approved withdrawal still waits for its payout.
 */
export const WITHDRAWAL_QUEUE_FILTERS = ['open', ...WITHDRAWAL_STATUSES] as const;
export type WithdrawalQueueFilter = (typeof WITHDRAWAL_QUEUE_FILTERS)[number];
/** The statuses the `open` filter takes in. */
export const OPEN_WITHDRAWAL_STATUSES = ['pending', 'approved'] as const satisfies readonly WithdrawalStatus[];
export const CONFIRM_OUTCOMES = ['received', 'partially_received', 'not_received'] as const;

export const withdrawalSchema = z.object({
  id: z.number().int(),
  orderNo: text(),
  amount: amountOutput,
  bank: text(),
  accountName: text(),
  accountNumber: text(),
  status: z.enum(WITHDRAWAL_STATUSES),
  rejectReason: text().nullable(),
  /** Paid: the member confirms receipt until this time; after it the withdrawal counts as received. */
  confirmBy: text().nullable(),
  amountReceived: amountOutput.nullable(),
  createdAt: text(),
  paidAt: text().nullable(),
  confirmedAt: text().nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const withdrawInfoEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/payment/withdraw/info',
  summary: 'What the withdrawal screen needs: limits, how many are left today, the bank accounts and whether a payment password is set',
  tag: 'payments',
  audience: 'member',
  response: z.object({
    min: amountOutput,
    max: amountOutput,
    dailyCount: z.number().int(),
    usedToday: z.number().int(),
    mainBalance: amountOutput,
    realName: text().nullable(),
    hasPaymentPassword: z.boolean(),
    bankAccounts: z.array(memberBankAccountSchema),
    /** A paid withdrawal still waiting for the member's confirmation, if any. */
    awaitingConfirmation: z.array(withdrawalSchema),
  }),
});

export const withdrawEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/payment/withdraw',
  summary: 'Ask for a withdrawal to a bank account on file; the amount is held until finance pays or rejects it',
  tag: 'payments',
  audience: 'member',
  encrypted: true,
  body: z.object({
    requestId,
    bankAccountId: z.number().int().positive(),
    amount: amountInput,
    paymentPassword: text().min(1, 'Input cannot be empty').max(128),
  }),
  response: withdrawalSchema,
});

export const withdrawalsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/payment/withdrawals',
  summary: "The member's withdrawals, newest first",
  tag: 'payments',
  audience: 'member',
  query: pageQuery.extend({ status: z.enum(WITHDRAWAL_STATUSES).optional() }),
  response: pageOf(withdrawalSchema),
});

export const confirmWithdrawalEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/payment/withdrawals/:id/confirm',
  summary: 'Confirm a paid withdrawal: received in full, received in part (the amount received), or not received (with a proof image)',
  tag: 'payments',
  audience: 'member',
  params: z.object({ id: z.coerce.number().int().positive() }),
  body: z.discriminatedUnion('outcome', [
    z.object({ outcome: z.literal('received') }),
    z.object({ outcome: z.literal('partially_received'), amountReceived: amountInput }),
    z.object({ outcome: z.literal('not_received'), proofUploadId: uploadId, remark: text().trim().max(140).optional() }),
  ]),
  response: withdrawalSchema,
});
