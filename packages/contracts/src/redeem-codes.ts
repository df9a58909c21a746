// Redeem codes (docs/promotions.md, Redeem codes): an operator makes a batch of codes for a claimable promotion
// (free credit, birthday, rebate boost): N single-use random codes, or one shared code with a number of
// uses. A member types a code in the reward centre and the promotion is awarded as a claim would be.
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { requestId } from './money.ts';
import { claimResultSchema } from './promotions.ts';
import { text } from './text.ts';

/** The letters random codes are made of: no 0/O, 1/I/L, so a code read aloud or off paper is typed right. */
export const REDEEM_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REDEEM_CODE_LENGTH = 10;
export const REDEEM_BATCH_KINDS = ['single', 'shared'] as const;
export const MAX_REDEEM_CODES_PER_BATCH = 5000;

/** A code as typed: spaces and dashes are ignored, letters are upper-cased. */
export function normaliseRedeemCode(input: string): string {
  return input.replace(/[\s-]+/g, '').toUpperCase();
}

export const redeemBatchSchema = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  promotionTitle: text(),
  kind: z.enum(REDEEM_BATCH_KINDS),
  codeCount: z.number().int(),
  /** Uses per code: 1 for single-use codes. */
  maxUses: z.number().int(),
  /** Redemptions so far, over all the batch's codes. */
  used: z.number().int(),
  /** The shared code itself; null for a batch of single-use codes (download them). */
  code: text().nullable(),
  expiresAt: text(),
  note: text(),
  createdBy: text(),
  createdAt: text(),
});
export type RedeemBatch = z.infer<typeof redeemBatchSchema>;

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const createRedeemBatchEndpoint = defineEndpoint({
  method: 'POST',
  path: '/cms/promotions/redeem-batches',
  summary:
    'Makes redeem codes for a claimable promotion: N single-use random codes, or one shared code with a number of uses (audited promotions.codes.create)',
  tag: 'console-promotions',
  audience: 'operator',
  permission: 'promotions.write',
  body: z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('single'),
      promotionId: z.number().int().positive(),
      count: z.number().int().min(1).max(MAX_REDEEM_CODES_PER_BATCH),
      expiresAt: z.iso.datetime({ offset: true }),
      note: text().trim().max(200).default(''),
    }),
    z.object({
      kind: z.literal('shared'),
      promotionId: z.number().int().positive(),
      /** The code members type; empty: a random one. */
      code: text()
        .transform(normaliseRedeemCode)
        .pipe(
          text()
            .regex(/^[A-Z0-9]{4,32}$/, 'a code is 4–32 letters and digits')
            .or(z.literal('')),
        )
        .default(''),
      maxUses: z.number().int().min(1).max(1_000_000),
      expiresAt: z.iso.datetime({ offset: true }),
      note: text().trim().max(200).default(''),
    }),
  ]),
  response: redeemBatchSchema,
});

export const redeemBatchesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/promotions/redeem-batches',
  summary: 'Batches of redeem codes, newest first, optionally of one promotion',
  tag: 'console-promotions',
  audience: 'operator',
  permission: 'promotions.read',
  query: z.object({ promotionId: z.coerce.number().int().positive().optional() }),
  response: z.object({ items: z.array(redeemBatchSchema) }),
});

export const redeemBatchCodesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/promotions/redeem-batches/:id/codes',
  summary: "A batch's codes with their uses (the console's CSV download)",
  tag: 'console-promotions',
  audience: 'operator',
  permission: 'promotions.read',
  params: idParams,
  response: z.object({
    batch: redeemBatchSchema,
    codes: z.array(z.object({ code: text(), uses: z.number().int(), maxUses: z.number().int() })),
  }),
});

export const redeemCodeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/promotions/redeem',
  summary: 'Redeems a code from the reward centre: its promotion is awarded as a claim (idempotent on requestId)',
  tag: 'promotions',
  audience: 'member',
  body: z.object({
    requestId,
    code: text().trim().min(1, 'Please enter a code').max(64),
  }),
  response: claimResultSchema.extend({ promotionTitle: text() }),
});
