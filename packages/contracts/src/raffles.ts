// Raffle promotions (docs/promotions.md, Raffles): members earn entries from their deposits or valid turnover
// while the raffle is open, a job draws the winners at the draw time (the merchant's local time) from a server
// seed whose SHA-256 is published before the draw and revealed after, and each winner claims the prize in the
// reward centre.
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { amountInput, amountOutput } from './money.ts';
import { text } from './text.ts';

/** What earns entries: approved deposits, or valid turnover (settled bets, as rebates count it). */
export const RAFFLE_ENTRY_BASES = ['deposit', 'valid_turnover'] as const;
export type RaffleEntryBasis = (typeof RAFFLE_ENTRY_BASES)[number];

export const RAFFLE_STATES = ['open', 'drawn'] as const;
export type RaffleState = (typeof RAFFLE_STATES)[number];

/** At most this many prize lines and places (winners) per raffle. */
export const RAFFLE_PRIZE_LINES_MAX = 10;
export const RAFFLE_PLACES_MAX = 100;
export const RAFFLE_MAX_ENTRIES_LIMIT = 10_000;

/** A wall-clock time in the merchant's zone, as a datetime-local input gives it: 2026-03-01T20:00. */
export const localDateTime = text().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'a local date and time such as 2026-03-01T20:00');

export const rafflePrizeInputSchema = z.object({
  amount: amountInput,
  count: z.number().int().min(1).max(RAFFLE_PLACES_MAX),
});

/** The raffle part of the promotion editor's input (kind raffle only). */
export const raffleInputSchema = z
  .object({
    /** The draw time, in the merchant's time zone; entries close then. */
    drawAt: localDateTime,
    entryBasis: z.enum(RAFFLE_ENTRY_BASES),
    /** One entry per this much deposited or wagered. */
    entryUnit: amountInput,
    /** The most entries one member can hold. */
    maxEntries: z.number().int().min(1).max(RAFFLE_MAX_ENTRIES_LIMIT),
    /** Prize lines in place order: 1st, 2nd, then e.g. 5 × the third line. */
    prizes: z.array(rafflePrizeInputSchema).min(1).max(RAFFLE_PRIZE_LINES_MAX),
  })
  .refine((r) => r.prizes.reduce((sum, p) => sum + p.count, 0) <= RAFFLE_PLACES_MAX, {
    message: `At most ${RAFFLE_PLACES_MAX} winners`,
    path: ['prizes'],
  });
export type RaffleInput = z.infer<typeof raffleInputSchema>;

export const rafflePrizeSchema = z.object({
  /** The first and last place this line pays (1 and 1 for the first prize; 3 and 7 for five third prizes). */
  fromPlace: z.number().int(),
  toPlace: z.number().int(),
  amount: amountOutput,
  count: z.number().int(),
});

/** The terms a card and the detail page show. */
export const raffleTermsSchema = z.object({
  drawsAt: text(),
  entryBasis: z.enum(RAFFLE_ENTRY_BASES),
  entryUnit: amountOutput,
  maxEntries: z.number().int(),
  prizes: z.array(rafflePrizeSchema),
  prizeTotal: amountOutput,
  /** SHA-256 of the server seed, published before the draw. */
  commitment: text(),
});
export type RaffleTerms = z.infer<typeof raffleTermsSchema>;

export const raffleWinnerSchema = z.object({
  place: z.number().int(),
  amount: amountOutput,
  /** The winner's masked username (ab***9). */
  name: text(),
  /** The winner's position in the published entry list. */
  position: z.number().int(),
});

export const raffleResultSchema = z.object({
  promotionId: z.number().int(),
  state: z.enum(RAFFLE_STATES),
  drawsAt: text(),
  commitment: text(),
  /** Revealed once drawn: anyone can recompute the winners from it and the entry list. */
  serverSeed: text().nullable(),
  drawnAt: text().nullable(),
  entrants: z.number().int(),
  entries: z.number().int(),
  /** SHA-256 of the entry list (the client seed of the draw), once drawn. */
  entryDigest: text().nullable(),
  /** Entries per position, positions in member order, once drawn (the list the digest is of). */
  entryCounts: z.array(z.number().int()),
  winners: z.array(raffleWinnerSchema),
});
export type RaffleResult = z.infer<typeof raffleResultSchema>;

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const raffleResultEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/promotions/:id/raffle',
  summary: 'A raffle’s draw: the seed commitment before, the revealed seed, entry list and masked winners after',
  tag: 'promotions',
  audience: 'public',
  params: idParams,
  response: raffleResultSchema,
});

export const myRaffleSchema = z.object({
  entries: z.number().int(),
  maxEntries: z.number().int(),
  /** The deposits or valid turnover counted so far. */
  counted: amountOutput,
  /** The member's prize once drawn, and whether it was claimed. */
  prize: z.object({ place: z.number().int(), amount: amountOutput, claimed: z.boolean() }).nullable(),
});
export type MyRaffle = z.infer<typeof myRaffleSchema>;

export const myRaffleEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/promotions/:id/raffle/mine',
  summary: 'The member’s entries in a raffle and, once drawn, its prize',
  tag: 'promotions',
  audience: 'member',
  params: idParams,
  response: myRaffleSchema,
});

export const consoleRaffleSchema = raffleResultSchema.extend({
  entryList: z.array(z.object({ position: z.number().int(), username: text(), entries: z.number().int(), counted: amountOutput })),
  winnerList: z.array(z.object({ place: z.number().int(), username: text(), amount: amountOutput, claimed: z.boolean(), claimedAt: text().nullable() })),
});
export type ConsoleRaffle = z.infer<typeof consoleRaffleSchema>;

export const consoleRaffleEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/promotions/:id/raffle',
  summary: 'A raffle’s entries (by member), its draw and its winners with their claims',
  tag: 'console-promotions',
  audience: 'operator',
  permission: 'promotions.read',
  params: idParams,
  response: consoleRaffleSchema,
});

export const drawRaffleEndpoint = defineEndpoint({
  method: 'POST',
  path: '/cms/promotions/:id/raffle/draw',
  summary: 'Draw a raffle whose draw time has passed now, instead of waiting for the job (audited; a drawn raffle answers its draw)',
  tag: 'console-promotions',
  audience: 'operator',
  permission: 'promotions.write',
  params: idParams,
  response: consoleRaffleSchema,
});
