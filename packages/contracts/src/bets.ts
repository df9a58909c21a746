// The betting record (personalHistoryCopy): every round the member played at any seamless vendor,
// newest first, with its stake, win and outcome, filtered by category, vendor and date range. A fishing
// game's shots are read one row a minute.
import { z } from 'zod';
import { text } from './text.ts';
import { defineEndpoint } from './endpoint.ts';
import { GAME_CATEGORIES } from './games.ts';
import { pageQuery } from './member-security.ts';
import { amountOutput } from './money.ts';

const day = text().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as yyyy-MM-dd');

export const BET_STATUSES = ['open', 'settled', 'refunded'] as const;

export const betRecordSchema = z.object({
  vendorCode: text(),
  gameCode: text(),
  /** The game's name in the reader's language (the code when the catalogue has no such game). */
  gameName: text(),
  category: z.enum(GAME_CATEGORIES).nullable(),
  roundId: text(),
  /** When the round's first bet was taken. */
  at: text(),
  stake: amountOutput,
  win: amountOutput,
  /** Refunded stakes of rolled-back bets. */
  refunded: amountOutput,
  /** win + refunded − stake: positive when the member came out ahead. */
  net: amountOutput,
  /** open: bets taken, not yet paid; settled: paid (0 for a loss); refunded: every bet rolled back. */
  status: z.enum(BET_STATUSES),
  /**
   * A fishing game's shots of one minute read as one row (each shot stays its own round in the wallet): how
   * many were fired, how many caught a fish, and when the last one was. Null for an ordinary round.
   */
  shots: z.object({ count: z.number().int(), hits: z.number().int(), lastAt: text() }).nullable(),
});
export type BetRecord = z.infer<typeof betRecordSchema>;

export const betRecordsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/games/bets',
  summary: 'The betting record (personalHistoryCopy): every round played at any vendor, newest first, with totals for the filter',
  tag: 'games',
  audience: 'member',
  query: pageQuery.extend({
    category: z.enum(GAME_CATEGORIES).optional(),
    vendorCode: text()
      .regex(/^[A-Za-z0-9_]{1,32}$/)
      .optional(),
    from: day.optional(),
    to: day.optional(),
  }),
  response: z.object({
    items: z.array(betRecordSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    totals: z.object({ stake: amountOutput, win: amountOutput, net: amountOutput, rounds: z.number().int() }),
  }),
});
