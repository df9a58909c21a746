// The console's promotions (docs/promotions.md): the editor (texts per language, schedule, audience, budget,
// code and money terms), publishing and archiving, and the review of apply-only applications. Every write is
// audited; promotions.read to look, promotions.write to change.
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { GAME_CATEGORIES } from './games.ts';
import { amountInput, amountOutput } from './money.ts';
import {
  APPLICATION_STATES,
  applicationSchema,
  DEPOSIT_KINDS,
  PROMOTION_CATEGORIES,
  PROMOTION_FREQUENCIES,
  PROMOTION_KINDS,
  PROMOTION_TAGS,
  WAGERING_BASES,
} from './promotions.ts';
import { RAFFLE_ENTRY_BASES, RAFFLE_STATES, raffleInputSchema } from './raffles.ts';
import { text } from './text.ts';

export const PROMOTION_STATES = ['draft', 'published', 'archived'] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];
export const PROMOTION_TITLE_MAX = 120;
export const PROMOTION_SUMMARY_MAX = 300;
export const PROMOTION_TERMS_MAX = 20_000;
export const REVIEW_NOTE_MAX = 500;

const perLanguage = <T extends z.ZodType>(schema: T) => z.object({ EN: schema, MS: schema.optional(), CN: schema.optional() });
const money = amountInput.nullable();
const instant = z.iso.datetime({ offset: true }).nullable();

export const promotionInputSchema = z
  .object({
    kind: z.enum(PROMOTION_KINDS),
    category: z.enum(PROMOTION_CATEGORIES),
    tags: z.array(z.enum(PROMOTION_TAGS)).max(PROMOTION_TAGS.length),
    title: perLanguage(text().trim().max(PROMOTION_TITLE_MAX)).refine((t) => t.EN.length > 0, { message: 'Input cannot be empty', path: ['EN'] }),
    summary: perLanguage(text().trim().max(PROMOTION_SUMMARY_MAX)),
    /** HTML per language, sanitised by the server before it is stored. */
    terms: perLanguage(text().max(PROMOTION_TERMS_MAX)),
    /** An image uploaded to the site's assets (/media/…) or an https address. */
    bannerUrl: text()
      .max(500)
      .regex(/^(https:\/\/[^\s"'<>]+|\/media\/[A-Za-z0-9._-]+)$/, 'an uploaded image or an https address')
      .nullable(),
    startsAt: instant,
    endsAt: instant,
    sortOrder: z.number().int().min(0).max(9999),
    minDeposit: money,
    /** Percent with up to two decimals. */
    bonusPercent: text()
      .regex(/^\d{1,4}(\.\d{1,2})?$/, 'a percent such as 100 or 12.5')
      .nullable(),
    bonusCap: money,
    fixedAmount: money,
    wageringMultiple: z.number().int().min(0).max(100),
    wageringBase: z.enum(WAGERING_BASES),
    contributions: z.partialRecord(z.enum(GAME_CATEGORIES), z.number().int().min(0).max(100)),
    maxStake: money,
    expiryHours: z
      .number()
      .int()
      .min(1)
      .max(24 * 366),
    depositKind: z.enum(DEPOSIT_KINDS),
    weekdays: z.array(z.number().int().min(0).max(6)).max(7),
    autoApply: z.boolean(),
    newWithinDays: z.number().int().min(1).max(3650).nullable(),
    noPriorDeposit: z.boolean(),
    minVipLevel: z.number().int().min(0).max(100).nullable(),
    memberLabels: z.array(text().trim().min(1).max(40)).max(20),
    agentUsername: text().trim().min(1).max(40).nullable(),
    countries: z.array(text().regex(/^\d{1,4}$/, 'a country calling code such as 60')).max(50),
    frequency: z.enum(PROMOTION_FREQUENCIES),
    budget: money,
    code: text()
      .trim()
      .regex(/^[A-Za-z0-9_-]{3,32}$/, '3–32 letters, digits, _ or -')
      .nullable(),
    /** The draw, entry rule and prizes of a raffle (docs/promotions.md, Raffles); null for other kinds. */
    raffle: raffleInputSchema.nullable().default(null),
  })
  .refine((p) => p.startsAt === null || p.endsAt === null || Date.parse(p.startsAt) < Date.parse(p.endsAt), {
    message: 'The end must come after the start',
    path: ['endsAt'],
  })
  .refine((p) => p.kind !== 'deposit_match' || p.bonusPercent !== null, { message: 'A deposit match needs its bonus percent', path: ['bonusPercent'] })
  .refine((p) => !['free_credit', 'birthday'].includes(p.kind) || p.fixedAmount !== null, {
    message: 'This kind gives a fixed amount',
    path: ['fixedAmount'],
  })
  .refine((p) => p.code === null || p.kind === 'deposit_match', { message: 'Only deposit matches take a promo code', path: ['code'] })
  .refine((p) => (p.kind === 'raffle') === (p.raffle !== null), {
    message: 'A raffle needs its draw, entry rule and prizes, and only a raffle has them',
    path: ['raffle'],
  });
export type PromotionInput = z.infer<typeof promotionInputSchema>;

const languageText = z.object({ EN: text(), MS: text().optional(), CN: text().optional() });

export const consolePromotionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PROMOTION_KINDS),
  category: z.enum(PROMOTION_CATEGORIES),
  tags: z.array(z.enum(PROMOTION_TAGS)),
  title: languageText,
  summary: languageText,
  terms: languageText,
  bannerUrl: text().nullable(),
  startsAt: text().nullable(),
  endsAt: text().nullable(),
  state: z.enum(PROMOTION_STATES),
  sortOrder: z.number().int(),
  minDeposit: amountOutput.nullable(),
  bonusPercent: text().nullable(),
  bonusCap: amountOutput.nullable(),
  fixedAmount: amountOutput.nullable(),
  wageringMultiple: z.number().int(),
  wageringBase: z.enum(WAGERING_BASES),
  contributions: z.partialRecord(z.enum(GAME_CATEGORIES), z.number().int()),
  maxStake: amountOutput.nullable(),
  expiryHours: z.number().int(),
  depositKind: z.enum(DEPOSIT_KINDS),
  weekdays: z.array(z.number().int()),
  autoApply: z.boolean(),
  newWithinDays: z.number().int().nullable(),
  noPriorDeposit: z.boolean(),
  minVipLevel: z.number().int().nullable(),
  memberLabels: z.array(text()),
  agentUsername: text().nullable(),
  countries: z.array(text()),
  frequency: z.enum(PROMOTION_FREQUENCIES),
  budget: amountOutput.nullable(),
  spent: amountOutput,
  code: text().nullable(),
  raffle: z
    .object({
      drawAt: text(),
      drawsAt: text(),
      entryBasis: z.enum(RAFFLE_ENTRY_BASES),
      entryUnit: amountOutput,
      maxEntries: z.number().int(),
      prizes: z.array(z.object({ amount: amountOutput, count: z.number().int() })),
      state: z.enum(RAFFLE_STATES),
    })
    .nullable(),
  claims: z.number().int(),
  updatedAt: text(),
});
export type ConsolePromotion = z.infer<typeof consolePromotionSchema>;

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const consolePromotionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/promotions',
  summary: "The merchant's promotions, every state, in their order",
  tag: 'console-promotions',
  audience: 'operator',
  permission: 'promotions.read',
  query: z.object({ state: z.enum(PROMOTION_STATES).optional() }),
  response: z.object({ items: z.array(consolePromotionSchema) }),
});

export const createPromotionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/cms/promotions',
  summary: 'Create a promotion as a draft (audited)',
  tag: 'console-promotions',
  audience: 'operator',
  permission: 'promotions.write',
  body: promotionInputSchema,
  response: consolePromotionSchema,
});

export const updatePromotionEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/cms/promotions/:id',
  summary: 'Change a promotion (audited)',
  tag: 'console-promotions',
  audience: 'operator',
  permission: 'promotions.write',
  params: idParams,
  body: promotionInputSchema,
  response: consolePromotionSchema,
});

export const setPromotionStateEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/cms/promotions/:id/state',
  summary: 'Publish, archive or return a promotion to draft (audited)',
  tag: 'console-promotions',
  audience: 'operator',
  permission: 'promotions.write',
  params: idParams,
  body: z.object({ state: z.enum(PROMOTION_STATES) }),
  response: consolePromotionSchema,
});

export const consoleApplicationSchema = applicationSchema.extend({ memberId: z.number().int(), username: text(), decidedBy: text().nullable() });
export type ConsolePromotionApplication = z.infer<typeof consoleApplicationSchema>;

export const consoleApplicationsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/promotions/applications',
  summary: 'Applications to apply-only activities, newest first, optionally of one state',
  tag: 'console-promotions',
  audience: 'operator',
  permission: 'promotions.read',
  query: z.object({
    state: z.enum(APPLICATION_STATES).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(20),
  }),
  response: z.object({ items: z.array(consoleApplicationSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() }),
});

export const decideApplicationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/cms/promotions/applications/:id/decision',
  summary: "Approve (the bonus is granted; the amount defaults to the promotion's fixed amount) or reject with a note (audited)",
  tag: 'console-promotions',
  audience: 'operator',
  permission: 'promotions.write',
  params: idParams,
  body: z.discriminatedUnion('decision', [
    z.object({ decision: z.literal('approve'), amount: amountInput.nullable(), note: text().trim().max(REVIEW_NOTE_MAX).default('') }),
    z.object({ decision: z.literal('reject'), note: text().trim().min(1, 'Please give the reason').max(REVIEW_NOTE_MAX) }),
  ]),
  response: consoleApplicationSchema,
});
