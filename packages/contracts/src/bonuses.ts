// Bonus grants (docs/wallet.md, Bonus money): the member's grants with their wagering progress, and the
// member's forfeit. A grant's money is its own balance, never cash, until its wagering is done.
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { amountInput, amountOutput, requestId } from './money.ts';
import { text } from './text.ts';

export const BONUS_STATES = ['queued', 'active', 'completed', 'forfeited', 'expired', 'lost'] as const;
export type BonusState = (typeof BONUS_STATES)[number];
export const BONUS_SOURCE_KINDS = ['promotion', 'rebate', 'referral', 'manual', 'reward'] as const;
export type BonusSourceKind = (typeof BONUS_SOURCE_KINDS)[number];

export const bonusGrantSchema = z.object({
  id: z.number().int(),
  /** In the reader's language, English when there is none. */
  title: text(),
  state: z.enum(BONUS_STATES),
  amount: amountOutput,
  /** What the grant holds now (zero once it has ended). */
  balance: amountOutput,
  wageringRequired: amountOutput,
  wageringDone: amountOutput,
  /** Whole percent of the wagering done, 0–100. */
  percent: z.number().int().min(0).max(100),
  /** Percent of a stake that counts, per game category. */
  contributions: z.record(text(), z.number().int()),
  maxStake: amountOutput.nullable(),
  expiresAt: text().nullable(),
  /** Seconds from the reply until the active grant expires (for a countdown); null when not active. */
  secondsLeft: z.number().int().nullable(),
  /** A queued grant's lifetime, counted from when it becomes active. */
  expiresInHours: z.number().int(),
  createdAt: text(),
  endedAt: text().nullable(),
  endReason: text().nullable(),
});
export type BonusGrant = z.infer<typeof bonusGrantSchema>;

export const memberBonusesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/bonuses',
  summary: "The member's bonus grants: the active one, those queued behind it, and the last 50 that ended",
  tag: 'wallet',
  audience: 'member',
  response: z.object({
    active: bonusGrantSchema.nullable(),
    queued: z.array(bonusGrantSchema),
    history: z.array(bonusGrantSchema),
    /** The active and queued grants' balances together. */
    bonusBalance: amountOutput,
    currency: text(),
  }),
});

export const forfeitBonusEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/bonuses/:id/forfeit',
  summary: 'Gives up an active or queued grant: its balance goes back to the house, the next queued grant becomes active',
  tag: 'wallet',
  audience: 'member',
  params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
  body: z.object({ requestId }),
  response: z.object({ grant: bonusGrantSchema }),
});

/** A grant as finance sees it (Console → Finance → Bonus grants). */
export const consoleBonusGrantSchema = bonusGrantSchema.extend({
  username: text(),
  sourceKind: z.enum(BONUS_SOURCE_KINDS),
  sourceId: text(),
  /** What the wagering multiple multiplies (the bonus, or deposit + bonus). */
  wageringBase: amountOutput,
  /** The merchant's ceiling on the multiple (games.bonusMaxMultiple, 10 when unset): a new requirement is at most this × the base. */
  maxMultiple: z.number().int(),
});
export type ConsoleBonusGrant = z.infer<typeof consoleBonusGrantSchema>;

export const consoleBonusGrantsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/finance/bonus-grants',
  summary: "Bonus grants, newest first: one member's (by username) and/or in one state",
  tag: 'console-finance',
  audience: 'operator',
  permission: 'finance.read',
  query: z.object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
    username: text().trim().min(1).max(64).optional(),
    state: z.enum(BONUS_STATES).optional(),
  }),
  response: z.object({ items: z.array(consoleBonusGrantSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() }),
});

export const consoleForfeitBonusEndpoint = defineEndpoint({
  method: 'POST',
  path: '/cms/finance/bonus-grants/:id/forfeit',
  summary: "Forfeits a member's active or queued grant with a reason (audited bonuses.forfeit); its balance goes back to the house",
  tag: 'console-finance',
  audience: 'operator',
  permission: 'finance.adjust',
  params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
  body: z.object({ reason: text().trim().min(2, 'Please give a reason').max(300) }),
  response: consoleBonusGrantSchema,
});

export const WAGERING_ADJUSTMENT_STATUSES = ['pending', 'applied', 'rejected'] as const;

/** A change of a grant's wagering requirement, applied or waiting for a second operator. */
export const wageringAdjustmentSchema = z.object({
  id: z.number().int(),
  grantId: z.number().int(),
  username: text(),
  /** The grant's bonus amount: the money at stake, compared with the four-eyes amount. */
  grantAmount: amountOutput,
  requiredBefore: amountOutput,
  requiredAfter: amountOutput,
  multiple: z.number().int().nullable(),
  reason: text(),
  status: z.enum(WAGERING_ADJUSTMENT_STATUSES),
  /** Once applied: adjusted (still wagering) or converted (the new requirement was already met, the grant became cash). */
  outcome: z.enum(['adjusted', 'converted']).nullable(),
  requestedBy: text(),
  requestedAt: text(),
  decidedBy: text().nullable(),
  decidedAt: text().nullable(),
});
export type WageringAdjustment = z.infer<typeof wageringAdjustmentSchema>;

const grantIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const consoleAdjustWageringEndpoint = defineEndpoint({
  method: 'POST',
  path: '/cms/finance/bonus-grants/:id/wagering',
  summary:
    "Sets an active grant's wagering requirement, as an amount or a multiple of its base, with a reason (audited bonuses.wagering.adjust). " +
    'From the four-eyes amount up (the grant’s bonus amount) it waits for a second operator; at or below the wagering done the grant converts.',
  tag: 'console-finance',
  audience: 'operator',
  permission: 'finance.adjust',
  params: grantIdParams,
  body: z
    .object({
      requestId,
      /** The new requirement as an amount… */
      wageringRequired: amountInput.optional(),
      /** …or as a whole multiple of the grant's base (bonus, or deposit + bonus), 0 up to the merchant's ceiling. */
      multiple: z.number().int().min(0).max(100).optional(),
      reason: text().trim().min(2, 'Please give a reason').max(300),
    })
    .refine((body) => (body.wageringRequired === undefined) !== (body.multiple === undefined), {
      message: 'Give either the new wagering amount or the multiple',
      path: ['wageringRequired'],
    }),
  response: z.object({ adjustment: wageringAdjustmentSchema, grant: consoleBonusGrantSchema }),
});

export const consoleWageringAdjustmentsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/finance/bonus-wagering-adjustments',
  summary: 'Wagering changes, newest first: those waiting for a second operator by default',
  tag: 'console-finance',
  audience: 'operator',
  permission: 'finance.read',
  query: z.object({ status: z.enum(WAGERING_ADJUSTMENT_STATUSES).default('pending') }),
  response: z.object({ items: z.array(wageringAdjustmentSchema) }),
});

export const consoleApproveWageringEndpoint = defineEndpoint({
  method: 'POST',
  path: '/cms/finance/bonus-wagering-adjustments/:id/approve',
  summary: 'Approves another operator’s held wagering change: it applies now (audited bonuses.wagering.approve)',
  tag: 'console-finance',
  audience: 'operator',
  permission: 'finance.adjust',
  params: grantIdParams,
  response: z.object({ adjustment: wageringAdjustmentSchema, grant: consoleBonusGrantSchema }),
});

export const consoleRejectWageringEndpoint = defineEndpoint({
  method: 'POST',
  path: '/cms/finance/bonus-wagering-adjustments/:id/reject',
  summary: 'Rejects a held wagering change (the maker may withdraw its own); the grant is not changed (audited bonuses.wagering.reject)',
  tag: 'console-finance',
  audience: 'operator',
  permission: 'finance.adjust',
  params: grantIdParams,
  response: z.object({ adjustment: wageringAdjustmentSchema }),
});
