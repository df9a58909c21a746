// Promotions as members read and use them (docs/promotions.md): the list with categories and tags, one
// promotion's full terms, claiming one, applying to an apply-only activity with a remark and up to three
// images, checking a deposit promo code, and the member's own claims and applications.
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { GAME_CATEGORIES } from './games.ts';
import { amountOutput, requestId } from './money.ts';
import { raffleTermsSchema } from './raffles.ts';
import { text } from './text.ts';

export const PROMOTION_KINDS = ['deposit_match', 'free_credit', 'birthday', 'rebate_boost', 'raffle', 'apply_only'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** The list's tabs ("all" is no filter). */
export const PROMOTION_CATEGORIES = [
  'other',
  'sports',
  'live_casino',
  'slots',
  'pvp',
  'fish',
  'lottery',
  'rebate',
  'points_mall',
  'grade_description',
  'deposit',
  'app_download',
  'new_player',
] as const;
export type PromotionCategory = (typeof PROMOTION_CATEGORIES)[number];

export const PROMOTION_TAGS = ['newbie', 'limited_time', 'special', 'daily', 'high_rebate', 'vip'] as const;
export type PromotionTag = (typeof PROMOTION_TAGS)[number];

export const PROMOTION_FREQUENCIES = ['once', 'daily', 'weekly'] as const;
export const WAGERING_BASES = ['bonus', 'deposit_bonus'] as const;
export const DEPOSIT_KINDS = ['any', 'first', 'reload'] as const;

/** Apply-only activities: the member's remark and images. */
export const APPLICATION_REMARK_MAX = 140;
export const APPLICATION_IMAGES_MAX = 3;
/** Each image: png or jpg, under 5 MB (checked by its bytes). */
export const APPLICATION_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const APPLICATION_IMAGE_UPLOAD_PATH = '/wps/promotions/images';
export const APPLICATION_IMAGE_READ_PATH = '/wps/promotions/images/:id';
export const CONSOLE_APPLICATION_IMAGE_READ_PATH = '/cms/promotions/images/:id';

/** The image upload's answer: the id to name in the application. */
export const applicationImageReplySchema = z.object({ imageId: text() });

export const APPLICATION_STATES = ['applying', 'approved', 'rejected'] as const;
export type PromotionApplicationState = (typeof APPLICATION_STATES)[number];

/**
 * Where a member stands with a promotion, in the activity states members know: coming soon (not started),
 * in progress (open to it), claimed (this period's is taken), applying / rejected / issued (apply-only), closed
 * (ended, or its budget is spent).
 */
export const MEMBER_PROMOTION_STATES = ['coming_soon', 'in_progress', 'claimed', 'applying', 'rejected', 'issued', 'closed'] as const;
export type MemberPromotionState = (typeof MEMBER_PROMOTION_STATES)[number];

/** The terms a card shows beside its headline. */
export const promotionTermsSchema = z.object({
  minDeposit: amountOutput.nullable(),
  /** Percent with up to two decimals ("100", "12.5"). */
  bonusPercent: text().nullable(),
  bonusCap: amountOutput.nullable(),
  fixedAmount: amountOutput.nullable(),
  wageringMultiple: z.number().int(),
  wageringBase: z.enum(WAGERING_BASES),
  /** Game category → percent of a stake that counts; empty: every game counts in full. */
  contributions: z.partialRecord(z.enum(GAME_CATEGORIES), z.number().int()),
  maxStake: amountOutput.nullable(),
  expiryHours: z.number().int(),
  frequency: z.enum(PROMOTION_FREQUENCIES),
  depositKind: z.enum(DEPOSIT_KINDS),
  weekdays: z.array(z.number().int()),
  hasCode: z.boolean(),
  /** A raffle's draw time, entry rule and prizes (raffles only). */
  raffle: raffleTermsSchema.nullable(),
});
export type PromotionTerms = z.infer<typeof promotionTermsSchema>;

export const promotionCardSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PROMOTION_KINDS),
  category: z.enum(PROMOTION_CATEGORIES),
  tags: z.array(z.enum(PROMOTION_TAGS)),
  title: text(),
  summary: text(),
  bannerUrl: text().nullable(),
  startsAt: text().nullable(),
  endsAt: text().nullable(),
  /** Budget spent: nothing more is given. */
  soldOut: z.boolean(),
  terms: promotionTermsSchema,
});
export type PromotionCard = z.infer<typeof promotionCardSchema>;

export const promotionDetailSchema = promotionCardSchema.extend({
  /** Sanitised HTML in the reader's language. */
  termsHtml: text(),
  /** Who it is for, as the member can check it. */
  newMembersOnly: z.boolean(),
  code: text().nullable(),
});
export type PromotionDetail = z.infer<typeof promotionDetailSchema>;

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const imageId = text().regex(/^[A-Za-z0-9_-]{16,64}$/, 'an image id from the upload');

export const listPromotionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/promotions',
  summary: 'Published promotions in their schedule, optionally of one category or tag, in the caller’s language',
  tag: 'promotions',
  audience: 'public',
  query: z.object({ category: z.enum(PROMOTION_CATEGORIES).optional(), tag: z.enum(PROMOTION_TAGS).optional() }),
  response: z.object({ items: z.array(promotionCardSchema) }),
});

export const promotionDetailEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/promotions/:id',
  summary: 'One published promotion with its full terms',
  tag: 'promotions',
  audience: 'public',
  params: idParams,
  response: promotionDetailSchema,
});

export const claimResultSchema = z.object({
  claimId: z.number().int(),
  promotionId: z.number().int(),
  amount: amountOutput,
  grantId: z.number().int().nullable(),
  state: text(),
});
export type ClaimResult = z.infer<typeof claimResultSchema>;

export const claimPromotionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/promotions/:id/claim',
  summary: 'Claim a free credit, birthday or rebate boost promotion (idempotent on requestId); raffle prizes are claimed in the reward centre',
  tag: 'promotions',
  audience: 'member',
  params: idParams,
  body: z.object({ requestId }),
  response: claimResultSchema,
});

export const applyInputSchema = z.object({
  remark: text().trim().min(1, 'Please write a remark').max(APPLICATION_REMARK_MAX),
  imageIds: z
    .array(imageId)
    .max(APPLICATION_IMAGES_MAX, `At most ${APPLICATION_IMAGES_MAX} images`)
    .refine((ids) => new Set(ids).size === ids.length, 'The same image is named twice')
    .default([]),
});

export const applicationSchema = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  promotionTitle: text(),
  remark: text(),
  imageIds: z.array(text()),
  state: z.enum(APPLICATION_STATES),
  reviewerNote: text().nullable(),
  amount: amountOutput.nullable(),
  createdAt: text(),
  decidedAt: text().nullable(),
});
export type PromotionApplication = z.infer<typeof applicationSchema>;

export const applyPromotionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/promotions/:id/apply',
  summary: 'Apply to an apply-only activity: a remark of up to 140 characters and up to 3 uploaded images',
  tag: 'promotions',
  audience: 'member',
  params: idParams,
  body: applyInputSchema,
  response: applicationSchema,
});

export const myClaimSchema = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  promotionTitle: text(),
  amount: amountOutput,
  state: text(),
  source: z.enum(['claim', 'deposit', 'application', 'redeem', 'raffle']),
  createdAt: text(),
});

export const myPromotionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/promotions/mine',
  summary: "The member's claims and applications, newest first, with where it stands with each promotion",
  tag: 'promotions',
  audience: 'member',
  response: z.object({
    claims: z.array(myClaimSchema),
    applications: z.array(applicationSchema),
    /** Promotion id → the member's state with it, for the published ones. */
    states: z.record(text(), z.enum(MEMBER_PROMOTION_STATES)),
  }),
});

export const checkCodeEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/promotions/code/:code',
  summary: 'Whether a deposit promo code applies to the member and, for an amount, what bonus it gives',
  tag: 'promotions',
  audience: 'member',
  params: z.object({ code: text().trim().min(1).max(32) }),
  query: z.object({
    amount: text()
      .regex(/^\d{1,13}(\.\d{1,8})?$/)
      .optional(),
  }),
  response: z.object({
    promotionId: z.number().int(),
    title: text(),
    minDeposit: amountOutput.nullable(),
    bonusPercent: text().nullable(),
    bonusCap: amountOutput.nullable(),
    /** The bonus for the amount asked about (null without one). */
    bonus: amountOutput.nullable(),
    wageringMultiple: z.number().int(),
  }),
});
