// The seamless vendor wallet protocol (docs/seamless-wallet.md): a game vendor calls our wallet to authenticate a
// launched player, read the balance, take a bet (debit), pay a win (credit) and refund a bet (rollback).
// Outside vendors and our own house vendor speak it alike, over HTTP, with the same signature.
//
// Every call is `POST /vendor/seamless/{vendorCode}/{action}` with a JSON body and two headers:
//   X-Orbit-Timestamp: unix seconds when the vendor signed the call (accepted within ±300 s)
//   X-Orbit-Signature: hex HMAC-SHA256(vendor secret, `${timestamp}.${raw body}`), compared in constant time
// Replies use the envelope of docs/conventions.md; a refusal names one of SEAMLESS_ERROR_CODES.
import { z } from 'zod';
import { text } from './text.ts';
import { amountOutput } from './money.ts';

export const SEAMLESS_PATH_PREFIX = '/vendor/seamless';
export const SEAMLESS_ACTIONS = ['authenticate', 'balance', 'debit', 'credit', 'rollback', 'creditBatch'] as const;
export type SeamlessAction = (typeof SEAMLESS_ACTIONS)[number];

export const SEAMLESS_TIMESTAMP_HEADER = 'x-orbit-timestamp';
export const SEAMLESS_SIGNATURE_HEADER = 'x-orbit-signature';
/** How far a call's timestamp may be from our clock, either way. */
export const SEAMLESS_CLOCK_SKEW_SECONDS = 300;

/**
 * What a vendor can be told, and what it should do about it:
 * insufficient_funds, bet_limit, account_frozen: the bet is refused, tell the player;
 * player_not_found, bad_token: the launch is no longer good, relaunch;
 * bad_signature, bad_parameters: the vendor's call is wrong, do not retry as is;
 * unknown_transaction: a rollback named a debit we never took (recorded: that debit will be refused);
 * bet_cancelled: a debit whose rollback came first, or a credit for a round whose bets were all rolled back;
 * transaction_conflict: this transaction id was used before with a different body;
 * retry_later: our side failed; send the same call again (it is idempotent);
 * unknown_round, round_closed: a batch line names a round with no live bet of its player, or one already paid;
 * batch_too_large: a batch of more than SEAMLESS_BATCH_MAX_LINES lines, refused whole: split it.
 */
export const SEAMLESS_ERROR_CODES = [
  'insufficient_funds',
  'player_not_found',
  'bad_token',
  'bad_signature',
  'account_frozen',
  'bad_parameters',
  'bet_limit',
  'unknown_transaction',
  'bet_cancelled',
  'transaction_conflict',
  'retry_later',
  'unknown_round',
  'round_closed',
  'batch_too_large',
] as const;
export type SeamlessErrorCode = (typeof SEAMLESS_ERROR_CODES)[number];

/** A vendor's own ids: transactions are unique per vendor (docs/conventions.md), not across vendors. */
const vendorId = text().regex(/^[A-Za-z0-9:._-]{1,64}$/, '1–64 letters, digits, or : . _ -');
/** A positive amount in the player's currency, with at most its decimals ("1.00"). */
const seamlessAmount = text().regex(/^\d{1,13}(\.\d{1,8})?$/);

export const authenticateRequest = z.object({ token: text().min(16).max(128) });
export const authenticateReply = z.object({
  /** The player's name at the vendor: our member's username. */
  player: text(),
  currency: text(),
  balance: amountOutput,
  /** False for a free-play launch: the vendor must play with its own play money and never debit. */
  real: z.boolean(),
  language: text().optional(),
});

export const balanceRequest = z.object({ player: text().min(1).max(64) });
export const balanceReply = z.object({ currency: text(), balance: amountOutput });

export const debitRequest = z.object({
  /** The launch's token: a bet needs a live session (docs/seamless-wallet.md). */
  token: text().min(16).max(128),
  player: text().min(1).max(64),
  transactionId: vendorId,
  roundId: vendorId,
  gameCode: text().min(1).max(64),
  amount: seamlessAmount,
});

export const creditRequest = z.object({
  player: text().min(1).max(64),
  transactionId: vendorId,
  roundId: vendorId,
  gameCode: text().min(1).max(64),
  /** Zero is allowed: a lost round is closed with a credit of 0.00. */
  amount: seamlessAmount,
  /** The round is over: no more debits for it. */
  roundEnded: z.boolean().default(true),
});

export const rollbackRequest = z.object({
  player: text().min(1).max(64),
  transactionId: vendorId,
  /** The debit this rollback refunds. */
  debitTransactionId: vendorId,
  roundId: vendorId,
  gameCode: text().min(1).max(64),
});

/** The most lines one creditBatch carries; a longer batch is refused whole with batch_too_large. */
export const SEAMLESS_BATCH_MAX_LINES = 5000;

/**
 * One line of a batch credit: a credit as `credit` takes it, except that a bad amount refuses that line only
 * (any other malformed field refuses the whole batch). Its shape keeps credit's field order, so a line and a
 * single credit with the same fields are the same request under the same transaction id.
 */
export const creditBatchLine = creditRequest.extend({ amount: text().min(1).max(32) });

/** Many round payouts in one call (docs/seamless-wallet.md, Batch credit): each line is paid or refused on its own. */
export const creditBatchRequest = z.object({ credits: z.array(creditBatchLine).min(1).max(SEAMLESS_BATCH_MAX_LINES) });

/** One line's answer, in the order of the request: paid (the balance right after it) or refused with its code. */
export const creditBatchLineReply = z.discriminatedUnion('success', [
  z.object({ transactionId: text(), success: z.literal(true), balance: amountOutput, reference: text() }),
  z.object({ transactionId: text(), success: z.literal(false), errorCode: z.enum(SEAMLESS_ERROR_CODES), message: text() }),
]);
export const creditBatchReply = z.object({ currency: text(), lines: z.array(creditBatchLineReply) });

/** The answer to debit, credit and rollback. */
export const movementReply = z.object({
  currency: text(),
  balance: amountOutput,
  /** Our reference for the movement (the ledger transaction); the same on a repeat. */
  reference: text(),
});

export type AuthenticateRequest = z.infer<typeof authenticateRequest>;
export type AuthenticateReply = z.infer<typeof authenticateReply>;
export type BalanceRequest = z.infer<typeof balanceRequest>;
export type BalanceReply = z.infer<typeof balanceReply>;
export type DebitRequest = z.infer<typeof debitRequest>;
export type CreditRequest = z.input<typeof creditRequest>;
export type RollbackRequest = z.infer<typeof rollbackRequest>;
export type MovementReply = z.infer<typeof movementReply>;
export type CreditBatchLine = z.infer<typeof creditBatchLine>;
export type CreditBatchRequest = z.input<typeof creditBatchRequest>;
export type CreditBatchLineReply = z.infer<typeof creditBatchLineReply>;
export type CreditBatchReply = z.infer<typeof creditBatchReply>;

export const seamlessRequests = {
  authenticate: authenticateRequest,
  balance: balanceRequest,
  debit: debitRequest,
  credit: creditRequest,
  rollback: rollbackRequest,
  creditBatch: creditBatchRequest,
} as const satisfies Record<SeamlessAction, z.ZodType>;

export const seamlessReplies = {
  authenticate: authenticateReply,
  balance: balanceReply,
  debit: movementReply,
  credit: movementReply,
  rollback: movementReply,
  creditBatch: creditBatchReply,
} as const satisfies Record<SeamlessAction, z.ZodType>;

export type SeamlessRequest<A extends SeamlessAction> = z.input<(typeof seamlessRequests)[A]>;
export type SeamlessReply<A extends SeamlessAction> = z.infer<(typeof seamlessReplies)[A]>;

/** The text a call's signature covers. */
export function signedText(timestamp: string, rawBody: string): string {
  return `${timestamp}.${rawBody}`;
}

/** The HTTP status each refusal answers with (docs/conventions.md). */
export const SEAMLESS_ERROR_STATUS: Record<SeamlessErrorCode, number> = {
  insufficient_funds: 422,
  player_not_found: 404,
  bad_token: 401,
  bad_signature: 401,
  account_frozen: 403,
  bad_parameters: 400,
  bet_limit: 422,
  unknown_transaction: 404,
  bet_cancelled: 409,
  transaction_conflict: 409,
  retry_later: 503,
  unknown_round: 404,
  round_closed: 409,
  batch_too_large: 413,
};

/** A refusal as the wire carries it. */
export const seamlessErrorReply = z.object({ success: z.literal(false), errorCode: z.enum(SEAMLESS_ERROR_CODES), message: text() });
export type SeamlessErrorReply = z.infer<typeof seamlessErrorReply>;
