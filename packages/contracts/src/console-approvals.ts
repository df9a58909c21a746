// Four-eyes on the console (see docs/wallet.md, "Four-eyes rules"): settings that guard money and manual
// adjustments from the four-eyes amount up are held as requests until a second operator confirms them.
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { text } from './text.ts';
import { amountOutput } from './money.ts';
import type { SettingsSection } from './settings.ts';
import { SETTINGS_SECTION_KEYS } from './settings.ts';
import { LOTTERY_GAME_CODES } from './lottery.ts';

/** What of a lottery game's settings guards money: everything but whether it sells. */
const LOTTERY_GUARDED_FIELDS = ['minStake', 'maxStake', 'maxStakePerDraw', 'maxLiabilityPerKey', 'odds'] as const;

/**
 * The settings that guard money, by section: a path of keys inside the section's value (a path names the
 * whole value below it, so `['gateway']` covers every gateway field). A save that changes any of them waits
 * for a second operator; a save that changes none applies at once. This is the one list of them.
 *
 * - payments.fourEyesAmount: the amount from which deposits, withdrawals and adjustments need two operators.
 * - payments.withdrawal.min / max / dailyCount: how much, and how often, a member may take out.
 * - payments.depositMethods: each method's limits and fees (what a deposit credits).
 * - payments.bankAccounts: the accounts members pay into (a changed number redirects deposits).
 * - payments.gateway: the gateway account and its secrets (signing and webhooks).
 * - lottery.games.<game>: each game's stake limits (minStake, maxStake, maxStakePerDraw), its sell-out cap
 *   (maxLiabilityPerKey) and its odds table; switching a game on or off applies at once.
 * - messaging: the SMS provider's key and address, the mail server's password and host. A secret is only as
 *   safe as where it is sent, and the verification codes that reset passwords travel this way.
 * - socialLogin.google / facebook: each provider's client, secret and issuer (a changed issuer would let
 *   another identity provider sign members in).
 *
 * Sections without an entry apply at once; adding a path here is all it takes to hold it. The seamless credit
 * cap of each vendor is not a settings section: it is held by its own requests (`creditCapChangeSchema`).
 */
export const GUARDED_SETTINGS: Partial<Record<SettingsSection, readonly (readonly string[])[]>> = {
  payments: [
    ['fourEyesAmount'],
    ['withdrawal', 'min'],
    ['withdrawal', 'max'],
    ['withdrawal', 'dailyCount'],
    ['depositMethods'],
    ['bankAccounts'],
    ['gateway'],
    ['sandboxInProduction'],
  ],
  lottery: LOTTERY_GAME_CODES.flatMap((game) => LOTTERY_GUARDED_FIELDS.map((field) => ['games', game, field])),
  messaging: [
    ['sms', 'url'],
    ['sms', 'authHeaderValue'],
    ['email', 'host'],
    ['email', 'password'],
  ],
  socialLogin: [['google'], ['facebook']],
  // The rates decide how much every member is paid back; a turnover multiple of 0 turns bonus money into cash.
  rebates: [['rates'], ['turnoverMultiple']],
  // The amount from which a desk settlement needs a second operator guards the payouts it holds back.
  games: [['sportsbook', 'fourEyesAmount']],
};

export const APPROVAL_STATUSES = ['pending', 'confirmed', 'rejected'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

const idParams = z.object({ id: z.coerce.number().int().positive() });

/** A settings change held for a second operator; values are shown masked where they are secrets. */
export const settingsChangeSchema = z.object({
  id: z.number().int(),
  section: z.enum(SETTINGS_SECTION_KEYS),
  status: z.enum(APPROVAL_STATUSES),
  /** Each changed field: its path in the section and its value before and after, as text. */
  changes: z.array(z.object({ path: text(), before: text(), after: text() })),
  requestedBy: text(),
  requestedAt: text(),
  decidedBy: text().nullable(),
  decidedAt: text().nullable(),
});
export type SettingsChange = z.infer<typeof settingsChangeSchema>;

export const settingsChangesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/settings/changes',
  summary: 'Settings changes waiting for a second operator (settings that guard money)',
  tag: 'console',
  audience: 'operator',
  permission: 'settings.read',
  response: z.object({ items: z.array(settingsChangeSchema) }),
});

export const confirmSettingsChangeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/cms/settings/changes/:id/confirm',
  summary: "Confirm another operator's settings change (needs the section's write permission); it applies now",
  tag: 'console',
  audience: 'operator',
  params: idParams,
  response: settingsChangeSchema,
});

export const rejectSettingsChangeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/cms/settings/changes/:id/reject',
  summary: 'Reject a settings change waiting for approval (or withdraw one of your own); nothing is applied',
  tag: 'console',
  audience: 'operator',
  params: idParams,
  response: settingsChangeSchema,
});

/**
 * A change of a seamless vendor's credit cap (docs/seamless-wallet.md, Credit cap) held for a second operator
 * with games.write. `before` and `after` are the caps in force, the default included; `toDefault` says the
 * change takes the vendor back to the default.
 */
export const creditCapChangeSchema = z.object({
  id: z.number().int(),
  vendorCode: text(),
  vendorName: text(),
  status: z.enum(APPROVAL_STATUSES),
  before: amountOutput,
  after: amountOutput,
  toDefault: z.boolean(),
  requestedBy: text(),
  requestedAt: text(),
  decidedBy: text().nullable(),
  decidedAt: text().nullable(),
});
export type CreditCapChange = z.infer<typeof creditCapChangeSchema>;

export const creditCapChangesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/games/credit-cap-changes',
  summary: "Changes of vendors' seamless credit caps waiting for a second operator",
  tag: 'console',
  audience: 'operator',
  permission: 'games.read',
  response: z.object({ items: z.array(creditCapChangeSchema) }),
});

export const confirmCreditCapChangeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/cms/games/credit-cap-changes/:id/confirm',
  summary: "Confirm another operator's credit cap change: the vendor's cap is in force from now",
  tag: 'console',
  audience: 'operator',
  permission: 'games.write',
  params: idParams,
  response: creditCapChangeSchema,
});

export const rejectCreditCapChangeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/cms/games/credit-cap-changes/:id/reject',
  summary: 'Reject a credit cap change waiting for approval (or withdraw one of your own); the cap stays as it is',
  tag: 'console',
  audience: 'operator',
  permission: 'games.write',
  params: idParams,
  response: creditCapChangeSchema,
});

export const ADJUSTMENT_STATUSES = ['pending', 'applied', 'rejected'] as const;

/** A manual adjustment: applied at once below the four-eyes amount, held for a second operator from it up. */
export const adjustmentRowSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  username: text(),
  direction: z.enum(['credit', 'debit']),
  amount: amountOutput,
  reason: text(),
  status: z.enum(ADJUSTMENT_STATUSES),
  requestedBy: text(),
  requestedAt: text(),
  decidedBy: text().nullable(),
  decidedAt: text().nullable(),
  transactionId: z.number().int().nullable(),
});
export type AdjustmentRow = z.infer<typeof adjustmentRowSchema>;

export const pendingAdjustmentsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/finance/adjustments/pending',
  summary: 'Manual adjustments waiting for a second operator',
  tag: 'console-finance',
  audience: 'operator',
  permission: 'finance.read',
  response: z.object({ items: z.array(adjustmentRowSchema) }),
});

export const confirmAdjustmentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/cms/finance/adjustments/:id/confirm',
  summary: "Confirm another operator's adjustment: the money moves now",
  tag: 'console-finance',
  audience: 'operator',
  permission: 'finance.adjust',
  params: idParams,
  response: adjustmentRowSchema,
});

export const rejectAdjustmentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/cms/finance/adjustments/:id/reject',
  summary: 'Reject an adjustment waiting for approval (or withdraw one of your own); no money moves',
  tag: 'console-finance',
  audience: 'operator',
  permission: 'finance.adjust',
  params: idParams,
  response: adjustmentRowSchema,
});
