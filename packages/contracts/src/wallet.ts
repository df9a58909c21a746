// The member's wallet (docs/wallet.md): balance, consolidated funds, moving
// money between the main wallet and vendor wallets (transferFund, GCS_walletTransfer), transfer to upline,
// the account record (transactionHistory), personal profit and bonus details.
import { z } from 'zod';
import { text } from './text.ts';
import { defineEndpoint } from './endpoint.ts';
import { amountInput, amountOutput, requestId } from './money.ts';
import { pageQuery } from './member-security.ts';

const day = text().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as yyyy-MM-dd');

export const balanceSchema = z.object({
  /** Everything the member holds: main wallet plus every vendor wallet plus money in flight to a vendor. */
  sumBalance: amountOutput,
  /** What the member can spend or withdraw now. */
  mainBalance: amountOutput,
  /** Held for withdrawals under review. */
  withdrawalHold: amountOutput,
  currency: text(),
  currencySymbol: text(),
});
export type Balance = z.infer<typeof balanceSchema>;

export const balanceEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/v2/wallets/balance',
  summary: "The member's balance (sumBalance) and its main part",
  tag: 'wallet',
  audience: 'member',
  allowTrial: true,
  response: balanceSchema,
});

export const VENDOR_WALLET_STATES = ['ok', 'maintenance', 'disabled'] as const;

export const vendorWalletSchema = z.object({
  vendorCode: text(),
  vendorName: text(),
  balance: amountOutput,
  /** Money sent to or from this vendor whose outcome is not known yet (docs/wallet.md): counted, not spendable. */
  inFlight: amountOutput,
  state: z.enum(VENDOR_WALLET_STATES),
  /** Enabled games in the catalogue that play from this wallet; 0 means no game uses it (money can still come out). */
  games: z.number().int(),
});
export type VendorWallet = z.infer<typeof vendorWalletSchema>;

export const walletsSchema = balanceSchema.extend({ vendors: z.array(vendorWalletSchema) });
export type Wallets = z.infer<typeof walletsSchema>;

export const walletsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/v2/wallets',
  summary: 'Consolidated funds: the main wallet and the wallet at every transfer-mode vendor',
  tag: 'wallet',
  audience: 'member',
  response: walletsSchema,
});

export const TRANSFER_DIRECTIONS = ['in', 'out'] as const;
export const TRANSFER_STATUSES = ['pending', 'succeeded', 'failed'] as const;

export const vendorTransferSchema = z.object({
  id: z.number().int(),
  /** The unique reference sent to the vendor. */
  reference: text(),
  vendorCode: text(),
  /** in: main wallet → vendor; out: vendor → main wallet. */
  direction: z.enum(TRANSFER_DIRECTIONS),
  amount: amountOutput,
  status: z.enum(TRANSFER_STATUSES),
  createdAt: text(),
  completedAt: text().nullable(),
});
export type VendorTransfer = z.infer<typeof vendorTransferSchema>;

export const walletTransferEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/GCS_walletTransfer',
  summary:
    'Move money between the main wallet and a vendor wallet. A lost vendor answer leaves the transfer pending until its status is known (never refunded on a guess).',
  tag: 'wallet',
  audience: 'member',
  body: z.object({
    requestId,
    vendorCode: text().regex(/^[A-Z0-9_]{2,32}$/),
    direction: z.enum(TRANSFER_DIRECTIONS),
    amount: amountInput,
  }),
  response: z.object({ transfer: vendorTransferSchema, balance: balanceSchema }),
});

export const recallAllEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/v2/wallets/recall',
  summary: 'Bring the money of every vendor wallet back to the main wallet',
  tag: 'wallet',
  audience: 'member',
  body: z.object({ requestId }),
  response: z.object({ transfers: z.array(vendorTransferSchema), balance: balanceSchema }),
});

export const transfersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/v2/wallets/transfers',
  summary: "The member's vendor transfers, newest first",
  tag: 'wallet',
  audience: 'member',
  query: pageQuery.extend({ status: z.enum(TRANSFER_STATUSES).optional() }),
  response: z.object({ items: z.array(vendorTransferSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() }),
});

export const uplineEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/v2/wallets/upline',
  summary: "The member's upline agent, to whom transferUpline sends money (null when there is none)",
  tag: 'wallet',
  audience: 'member',
  response: z.object({ upline: text().nullable(), hasPaymentPassword: z.boolean() }),
});

export const uplineTransferEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/v2/wallets/upline-transfer',
  summary: 'Send money from the main wallet to the upline agent (transferUpline), with the payment password',
  tag: 'wallet',
  audience: 'member',
  encrypted: true,
  body: z.object({ requestId, amount: amountInput, paymentPassword: text().min(1, 'Input cannot be empty').max(128) }),
  response: z.object({ transactionId: z.number().int(), balance: balanceSchema }),
});

/** What a movement was, as the account record groups them (its type filter). */
export const RECORD_TYPES = ['deposit', 'withdrawal', 'transfer', 'upline', 'game', 'bonus', 'adjustment'] as const;
export type RecordType = (typeof RECORD_TYPES)[number];

/** Every kind of ledger transaction; each belongs to one record type. */
export const TRANSACTION_KINDS = {
  deposit: 'deposit',
  deposit_fee: 'deposit',
  withdrawal_hold: 'withdrawal',
  withdrawal_release: 'withdrawal',
  withdrawal_paid: 'withdrawal',
  withdrawal_refund: 'withdrawal',
  transfer_in: 'transfer',
  transfer_out: 'transfer',
  transfer_settle: 'transfer',
  transfer_refund: 'transfer',
  upline_transfer: 'upline',
  downline_transfer: 'upline',
  bet: 'game',
  win: 'game',
  refund: 'game',
  bonus: 'bonus',
  rebate: 'bonus',
  commission: 'bonus',
  adjustment: 'adjustment',
  reversal: 'adjustment',
} as const satisfies Record<string, RecordType>;
export type TransactionKind = keyof typeof TRANSACTION_KINDS;
export const TRANSACTION_KIND_KEYS = Object.keys(TRANSACTION_KINDS) as [TransactionKind, ...TransactionKind[]];

export const accountRecordSchema = z.object({
  transactionId: z.number().int(),
  at: text(),
  type: z.enum(RECORD_TYPES),
  kind: z.enum(TRANSACTION_KIND_KEYS),
  /** Signed change to the main wallet (or to the wallet named by `wallet`). */
  amount: amountOutput,
  balanceAfter: amountOutput,
  /** main, hold, bonus, or vendor:CODE. */
  wallet: text(),
  /** What the movement belongs to: a deposit or withdrawal number, a transfer reference, a vendor round. */
  reference: text().nullable(),
  note: text().nullable(),
});
export type AccountRecord = z.infer<typeof accountRecordSchema>;

/**
 * Where a member row stands: pending (a withdrawal under review, a transfer the vendor has not confirmed),
 * open (a bet not settled yet), won / lost / even (a settled round by its net), refunded (a round given back),
 * returned (a withdrawal rejected: the money is back), failed (a transfer that did not go through), done.
 */
export const MEMBER_RECORD_STATUSES = ['done', 'pending', 'open', 'won', 'lost', 'even', 'refunded', 'returned', 'failed'] as const;
export type MemberRecordStatus = (typeof MEMBER_RECORD_STATUSES)[number];

/** One ledger movement inside a member row, for its detail view: what it was and how each of the member's wallets changed. */
export const memberRecordEntrySchema = z.object({
  transactionId: z.number().int(),
  at: text(),
  kind: z.enum(TRANSACTION_KIND_KEYS),
  postings: z.array(z.object({ wallet: text(), amount: amountOutput, balanceAfter: amountOutput })),
});

/**
 * A row of the member's account record: one thing the member did (a deposit, a withdrawal, a transfer, a
 * round of a game, a bonus, an adjustment), grouped from the ledger by its business reference.
 */
export const memberRecordSchema = z.object({
  /** Stable key of the row: deposit:D…, withdrawal:W…, transfer:T…, game:VENDOR:round, tx:<id>. */
  id: text(),
  /** When it started (the first movement). */
  at: text(),
  type: z.enum(RECORD_TYPES),
  /** The first movement's kind: says which way a transfer went (transfer_in: into the game wallet). */
  kind: z.enum(TRANSACTION_KIND_KEYS),
  status: z.enum(MEMBER_RECORD_STATUSES),
  /**
   * Signed change of the member's balance (main wallet + game wallets + money in transit, the sumBalance):
   * a transfer between the member's own wallets is 0, a withdrawal under review already counts.
   */
  amount: amountOutput,
  /** The size of it as the member asked: the deposit, the withdrawal, the transfer, the stake of a round. */
  gross: amountOutput,
  /** A round's winnings (credits), for games. */
  win: amountOutput.nullable(),
  /** The game of a round in the member's language, the vendor of a transfer or round. */
  gameName: text().nullable(),
  vendorName: text().nullable(),
  /** The business reference: order number, transfer reference, VENDOR:round. */
  reference: text().nullable(),
  note: text().nullable(),
  entries: z.array(memberRecordEntrySchema),
});
export type MemberRecord = z.infer<typeof memberRecordSchema>;

export const accountRecordsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/v2/wallets/records',
  summary:
    'The account record (transactionHistory): one row per thing the member did (deposit, withdrawal, transfer, round, bonus, adjustment), grouped from the ledger, newest first, with its movements inside',
  tag: 'wallet',
  audience: 'member',
  query: pageQuery.extend({ type: z.enum(RECORD_TYPES).optional(), from: day.optional(), to: day.optional() }),
  response: z.object({ items: z.array(memberRecordSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() }),
});

export const profitRowSchema = z.object({
  vendorCode: text(),
  /** The vendor's game category in the catalogue (live, rng, pvp…); 'other' for a vendor outside it. */
  category: text(),
  bets: amountOutput,
  wins: amountOutput,
  refunds: amountOutput,
  /** wins + refunds − bets: positive when the member is ahead. */
  profit: amountOutput,
  rounds: z.number().int(),
});

export const personalProfitEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/v2/wallets/profit',
  summary: 'Personal profit and loss (personalProfit) per category and vendor for a date range, read from the ledger',
  tag: 'wallet',
  audience: 'member',
  query: z.object({ from: day.optional(), to: day.optional() }),
  response: z.object({ rows: z.array(profitRowSchema), total: profitRowSchema.omit({ vendorCode: true, category: true }), from: day, to: day }),
});

export const bonusRecordSchema = z.object({
  transactionId: z.number().int(),
  at: text(),
  kind: z.enum(TRANSACTION_KIND_KEYS),
  amount: amountOutput,
  note: text().nullable(),
});

export const bonusDetailsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/v2/wallets/bonuses',
  summary: 'Bonus details (bonusDetails): bonuses, rebates and commissions credited, newest first',
  tag: 'wallet',
  audience: 'member',
  query: pageQuery.extend({ from: day.optional(), to: day.optional() }),
  response: z.object({
    items: z.array(bonusRecordSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    sum: amountOutput,
  }),
});

/**
 * Balance changes pushed to the member's open pages as server-sent events. Read it with fetch (it needs the
 * Authorization header): each event is `data: {"type":"balance", ...Balance}`; a comment line every 25 s
 * keeps proxies from closing it. Other modules' events share the stream with their own `type` (the inbox's
 * unread count: contracts/messages.ts inboxEventSchema).
 */
export const WALLET_EVENTS_PATH = '/wps/v2/wallets/events';
export const walletEventSchema = z.object({ type: z.literal('balance') }).extend(balanceSchema.shape);
export type WalletEvent = z.infer<typeof walletEventSchema>;
