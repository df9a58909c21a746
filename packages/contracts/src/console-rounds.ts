// Console calls for the vendors' wallets and the rounds they played (docs/games.md): each
// vendor's wallet mode and seamless credentials (switch the mode when safe, rotate the secret), the rounds
// explorer with a round's recall, and players' exposure (who is winning most from the house).
import { z } from 'zod';
import { text } from './text.ts';
import { defineEndpoint } from './endpoint.ts';
import { amountInput, amountOutput } from './money.ts';
import { creditCapChangeSchema } from './console-approvals.ts';

const vendorCode = text().regex(/^[A-Z0-9_]{2,32}$/, 'a vendor code such as HSLOT');
const day = text().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as yyyy-MM-dd');
const page = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
};
const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

export const WALLET_MODES = ['transfer', 'seamless'] as const;
export type WalletMode = (typeof WALLET_MODES)[number];

/** A vendor's wallet as the console shows it: never its secret, only whether it has one and since when. */
export const vendorWalletSchema = z.object({
  vendorCode: text(),
  name: text(),
  walletMode: z.enum(WALLET_MODES),
  enabled: z.boolean(),
  /** Whether the vendor has a seamless signing secret at this merchant. */
  hasCredentials: z.boolean(),
  /** When the secret was issued or last rotated (ISO); null without one. */
  secretRotatedAt: text().nullable(),
  /** Seamless rounds with a bet taken and neither paid nor refunded yet. */
  openRounds: z.number().int(),
  openStakes: amountOutput,
  /** Money members hold at the vendor in transfer mode, confirmed or in transit. */
  transferBalance: amountOutput,
  /** The most a seamless credit without a matching bet pays at once; above it the credit is held (docs/seamless-wallet.md). */
  creditCap: amountOutput,
  /** False while the vendor uses the default cap (500 of the merchant's currency). */
  creditCapSet: z.boolean(),
  /** Credits over the cap waiting for an operator, and their total. */
  heldCredits: z.number().int(),
  heldAmount: amountOutput,
});
export type VendorWallet = z.infer<typeof vendorWalletSchema>;

export const vendorWalletsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/games/vendor-wallets',
  summary: "Every vendor's wallet mode, whether it has seamless credentials, and what is still open at it",
  tag: 'console',
  audience: 'operator',
  permission: 'games.read',
  response: z.object({ items: z.array(vendorWalletSchema) }),
});

export const updateWalletModeEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/cms/games/vendor-wallets/:code/mode',
  summary: 'Switches a vendor between transfer and seamless wallets; refused while it has open rounds or members’ money',
  tag: 'console',
  audience: 'operator',
  permission: 'games.write',
  params: z.object({ code: vendorCode }),
  body: z.object({ walletMode: z.enum(WALLET_MODES) }),
  response: vendorWalletSchema,
});

export const rotateVendorSecretEndpoint = defineEndpoint({
  method: 'POST',
  path: '/cms/games/vendor-wallets/:code/secret',
  summary: 'Issues a seamless vendor a new signing secret, shown once in this answer; the old one stops verifying at once',
  tag: 'console',
  audience: 'operator',
  permission: 'games.write',
  params: z.object({ code: vendorCode }),
  response: z.object({ vendor: vendorWalletSchema, secret: text() }),
});

export const updateCreditCapEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/cms/games/vendor-wallets/:code/credit-cap',
  summary:
    'Asks for a new cap on a seamless credit without a matching bet for one vendor (null: back to the default); it applies when a second operator confirms it',
  tag: 'console',
  audience: 'operator',
  permission: 'games.write',
  params: z.object({ code: vendorCode }),
  body: z.object({ creditCap: amountInput.nullable() }),
  /** The vendor as it is now, and the change waiting for a second operator (null when the cap is already so). */
  response: z.object({ vendor: vendorWalletSchema, pendingChange: creditCapChangeSchema.nullable() }),
});

export const HELD_CREDIT_STATUSES = ['held', 'released', 'returned'] as const;

/** A seamless credit over the cap, held until an operator releases it to the member or returns it to the house. */
export const heldCreditSchema = z.object({
  id: z.number().int(),
  vendorCode: text(),
  memberId: z.number().int(),
  username: text(),
  roundId: text(),
  gameCode: text(),
  amount: amountOutput,
  /** When the vendor sent it (ISO). */
  at: text(),
  status: z.enum(HELD_CREDIT_STATUSES),
  /** Approvals it needs: two at or above the merchant's four-eyes amount, from two operators. */
  approvalsNeeded: z.number().int(),
  /** The operator who approved it first, when it needs two. */
  firstApprover: text().nullable(),
});
export type HeldCredit = z.infer<typeof heldCreditSchema>;

export const heldCreditsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/games/held-credits',
  summary: 'Seamless credits over the cap waiting for an operator, oldest first',
  tag: 'console',
  audience: 'operator',
  permission: 'games.read',
  response: z.object({ items: z.array(heldCreditSchema) }),
});

const heldCreditParams = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

export const approveHeldCreditEndpoint = defineEndpoint({
  method: 'POST',
  path: '/cms/games/held-credits/:id/approve',
  summary: 'Approves a held credit: paid to the member (at or above the four-eyes amount, on the second operator’s approval)',
  tag: 'console',
  audience: 'operator',
  permission: 'games.write',
  params: heldCreditParams,
  response: heldCreditSchema,
});

export const rejectHeldCreditEndpoint = defineEndpoint({
  method: 'POST',
  path: '/cms/games/held-credits/:id/reject',
  summary: 'Rejects a held credit: the money stays the house’s and the member is never paid it',
  tag: 'console',
  audience: 'operator',
  permission: 'games.write',
  params: heldCreditParams,
  response: heldCreditSchema,
});

export const ROUND_STATUSES = ['open', 'settled', 'refunded'] as const;

export const roundRowSchema = z.object({
  vendorCode: text(),
  gameCode: text(),
  /** The game's EN name (the code when the catalogue has none). */
  gameName: text(),
  roundId: text(),
  memberId: z.number().int(),
  username: text(),
  /** When the round's first bet was taken (ISO). */
  at: text(),
  stake: amountOutput,
  win: amountOutput,
  refunded: amountOutput,
  /** win + refunded − stake, from the member's side. */
  net: amountOutput,
  status: z.enum(ROUND_STATUSES),
});
export type RoundRow = z.infer<typeof roundRowSchema>;

export const roundsQuery = z.object({
  ...page,
  from: day.optional(),
  to: day.optional(),
  vendorCode: vendorCode.optional(),
  gameCode: text()
    .regex(/^[A-Za-z0-9_.:-]{1,64}$/)
    .optional(),
  username: text().trim().min(1).max(64).optional(),
  roundId: text().trim().min(1).max(128).optional(),
});

export const consoleRoundsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/games/rounds',
  summary: 'Rounds of every vendor, newest first, by days in the merchant’s zone, vendor, game, member and round id',
  tag: 'console',
  audience: 'operator',
  permission: 'games.read',
  query: roundsQuery,
  response: pageOf(roundRowSchema).extend({
    totals: z.object({ stake: amountOutput, win: amountOutput, net: amountOutput }),
  }),
});

export const roundTransactionSchema = z.object({
  transactionId: text(),
  kind: z.enum(['debit', 'credit', 'rollback']),
  /** debit: applied | rolled_back | cancelled; credit: applied; rollback: applied | orphan | repeat. */
  status: text(),
  amount: amountOutput,
  at: text(),
  /** The member's balance our answer gave; null when the call was refused. */
  balanceAfter: amountOutput.nullable(),
  debitTransactionId: text().nullable(),
});

/** What the house vendor kept of its own round: the outcome and the provably-fair data. */
export const houseRoundSchema = z.object({
  status: text(),
  real: z.boolean(),
  outcome: z.record(text(), z.unknown()),
  commitment: text(),
  clientSeed: text(),
  nonce: z.number().int(),
  /** Only once the player's seed pair was rotated: a live seed stays secret. */
  serverSeed: text().nullable(),
  settledAt: text().nullable(),
});

export const consoleRoundEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/games/rounds/:vendorCode/:roundId',
  summary: "A round's recall: stake, win, the vendor's calls with times and status, balances, and a house round's fairness data",
  tag: 'console',
  audience: 'operator',
  permission: 'games.read',
  params: z.object({ vendorCode, roundId: text().min(1).max(128) }),
  /** A shared round (a live table) has a row per member: the recall is one member's part of it. */
  query: z.object({ memberId: z.coerce.number().int().min(1).max(2_147_483_647) }),
  response: z.object({
    round: roundRowSchema,
    transactions: z.array(roundTransactionSchema),
    /** Just before the first bet and just after the last call; null when not known. */
    balanceBefore: amountOutput.nullable(),
    balanceAfter: amountOutput.nullable(),
    house: houseRoundSchema.nullable(),
  }),
});

export const exposureRowSchema = z.object({
  memberId: z.number().int(),
  username: text(),
  rounds: z.number().int(),
  stakes: amountOutput,
  wins: amountOutput,
  /** wins − stakes: what the member took from the house (the house's exposure to this player). */
  net: amountOutput,
  biggestWin: amountOutput,
  /** Stakes taken and neither paid nor refunded yet, whenever they were placed. */
  openStakes: amountOutput,
});
export type ExposureRow = z.infer<typeof exposureRowSchema>;

export const consoleExposureEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/games/exposure',
  summary: 'Per member over days in the merchant’s zone: stakes, wins, net, rounds, biggest win and open stakes, biggest winners first',
  tag: 'console',
  audience: 'operator',
  permission: 'games.read',
  query: z.object({ ...page, from: day.optional(), to: day.optional(), vendorCode: vendorCode.optional() }),
  response: pageOf(exposureRowSchema),
});
