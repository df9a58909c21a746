// The house slots' own calls (docs/house-games.md): what a slot screen in the /game page asks the house vendor. The
// screen carries the launch's player token in the body; the house vendor turns it into a player through the
// seamless protocol, as any vendor would.
import { z } from 'zod';
import { text } from './text.ts';
import { defineEndpoint } from './endpoint.ts';
import { amountInput, amountOutput, requestId } from './money.ts';

const token = text().min(16).max(128);
const gameCode = text().regex(/^house-[a-z0-9-]{1,48}$/);

export const slotSymbolSchema = z.object({
  id: text(),
  kind: z.enum(['regular', 'wild', 'scatter']),
  /** Pays by matches (3, 4, 5): coins per line or way, or times the total bet for scatters. */
  pays: z.record(text(), z.number()),
});

export const slotGameSchema = z.object({
  gameCode: text(),
  reels: z.number().int(),
  rows: z.number().int(),
  /** Paylines as row indexes per reel; empty for a ways game. */
  lines: z.array(z.array(z.number().int())),
  ways: z.boolean(),
  coinsPerSpin: z.number().int(),
  symbols: z.array(slotSymbolSchema),
  freeSpins: z.object({ award: z.record(text(), z.number()), multiplier: z.number() }).nullable(),
  statedRtp: z.number(),
  /** Stakes the screen offers; every one is a whole number of coins. */
  betLevels: z.array(amountOutput),
  /** The merchant's spin cycle (settings section games): the shortest time between two spins; the reels turn at least this long. */
  minSpinMs: z.number().int(),
});

export const slotWinSchema = z.object({
  kind: z.enum(['line', 'ways', 'scatter']),
  line: z.number().int().optional(),
  ways: z.number().int().optional(),
  symbol: text(),
  count: z.number().int(),
  pay: amountOutput,
});

export const slotSpinSchema = z.object({
  grid: z.array(z.array(text())),
  wins: z.array(slotWinSchema),
  win: amountOutput,
  freeSpinsAwarded: z.number().int(),
});

export const fairnessSchema = z.object({
  commitment: text(),
  clientSeed: text(),
  nonce: z.number().int(),
  /** Shown once the pair has been rotated. */
  serverSeed: text().nullable(),
});

export const slotRoundSchema = z.object({
  roundId: text(),
  at: text(),
  gameCode: text(),
  real: z.boolean(),
  stake: amountOutput,
  win: amountOutput,
  balanceBefore: amountOutput.nullable(),
  balanceAfter: amountOutput.nullable(),
  /** settled, refused (the bet was not taken), refunded, or in progress. */
  status: z.enum(['open', 'debited', 'settled', 'refused', 'refunded']),
  errorCode: text().nullable(),
  base: slotSpinSchema,
  freeSpins: z.object({ multiplier: z.number(), spins: z.array(slotSpinSchema), win: amountOutput }).nullable(),
  fairness: fairnessSchema,
});
export type SlotRoundView = z.infer<typeof slotRoundSchema>;

export const slotSessionSchema = z.object({
  player: text(),
  real: z.boolean(),
  currency: text(),
  balance: amountOutput,
  game: slotGameSchema,
  seeds: fairnessSchema,
  recall: z.array(slotRoundSchema),
});
export type SlotSession = z.infer<typeof slotSessionSchema>;
export type SlotGame = z.infer<typeof slotGameSchema>;

export const slotSessionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/lgw/house/slots/session',
  summary: 'A house slot opens: the player (through the seamless wallet), the game, the live seed commitment and the last 10 rounds',
  tag: 'house games',
  audience: 'public',
  body: z.object({ token, gameCode }),
  response: slotSessionSchema,
});

export const slotSpinEndpoint = defineEndpoint({
  method: 'POST',
  path: '/lgw/house/slots/spin',
  summary: 'Spins a house slot: the stake through the seamless wallet, the outcome from the seeds, the win paid. A requestId sent again is played once',
  tag: 'house games',
  audience: 'public',
  body: z.object({ token, gameCode, totalBet: amountInput, requestId }),
  response: z.object({ round: slotRoundSchema, balance: amountOutput }),
});

export const slotSeedsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/lgw/house/slots/seeds',
  summary: 'Rotates the seed pair of a house slot: reveals the server seed used so far and commits to a new one (with the player’s client seed)',
  tag: 'house games',
  audience: 'public',
  body: z.object({
    token,
    gameCode,
    clientSeed: text()
      .regex(/^[\x20-\x7e]{1,64}$/, '1–64 printable characters')
      .optional(),
  }),
  response: z.object({ revealed: fairnessSchema, next: fairnessSchema, recall: z.array(slotRoundSchema) }),
});
