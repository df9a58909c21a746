// The house fishing game's own calls (docs/house-games.md): what the shooter screen in the /game page asks the house
// vendor. As with the slots, the screen carries the launch's player token in the body and the house vendor
// turns it into a player through the seamless protocol. Each shot is one round: the stake is the cannon
// level's bet, the server decides the capture of the target fish type from the player's seed pair.
import { z } from 'zod';
import { text } from './text.ts';
import { defineEndpoint } from './endpoint.ts';
import { fairnessSchema } from './house-slots.ts';
import { amountOutput, requestId } from './money.ts';

const token = text().min(16).max(128);
const gameCode = text().regex(/^house-[a-z0-9-]{1,48}$/);
/** A fish type's id (clownfish, golden-dragon…); an id the game does not have is refused by the server. */
const fishId = text().regex(/^[a-z][a-z0-9-]{0,31}$/);

export const fishTypeSchema = z.object({
  id: text(),
  /** Paid as this many times the shot's stake when captured. */
  multiplier: z.number().int(),
});

export const fishGameSchema = z.object({
  gameCode: text(),
  fish: z.array(fishTypeSchema),
  /** The bet of each cannon level, level 1 first. */
  cannonBets: z.array(amountOutput),
  statedRtp: z.number(),
  /** Shots closer together than this are refused with too_many_requests. */
  minShotMs: z.number().int(),
});
export type FishGame = z.infer<typeof fishGameSchema>;

export const fishShotSchema = z.object({
  roundId: text(),
  at: text(),
  gameCode: text(),
  real: z.boolean(),
  fishId: text(),
  cannonLevel: z.number().int(),
  multiplier: z.number().int(),
  captured: z.boolean(),
  stake: amountOutput,
  win: amountOutput,
  balanceBefore: amountOutput.nullable(),
  balanceAfter: amountOutput.nullable(),
  /** settled, refused (the bet was not taken), refunded, or in progress. */
  status: z.enum(['open', 'debited', 'settled', 'refused', 'refunded']),
  errorCode: text().nullable(),
  /** The draw and its bound: captured when draw < captureBelow, the draw uniform in [0, drawRange). */
  draw: z.number().int(),
  captureBelow: z.number().int(),
  drawRange: z.number().int(),
  fairness: fairnessSchema,
});
export type FishShotView = z.infer<typeof fishShotSchema>;

export const fishSessionSchema = z.object({
  player: text(),
  real: z.boolean(),
  currency: text(),
  balance: amountOutput,
  game: fishGameSchema,
  seeds: fairnessSchema,
  recall: z.array(fishShotSchema),
});
export type FishSession = z.infer<typeof fishSessionSchema>;

export const fishSessionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/lgw/house/fishing/session',
  summary: 'The house fishing game opens: the player (through the seamless wallet), the fish and cannon bets, the live seed commitment and the last 10 shots',
  tag: 'house games',
  audience: 'public',
  body: z.object({ token, gameCode }),
  response: fishSessionSchema,
});

export const fishShotEndpoint = defineEndpoint({
  method: 'POST',
  path: '/lgw/house/fishing/shot',
  summary:
    'Fires one shot at a fish type: the cannon level’s bet through the seamless wallet, the capture from the seeds, the payout paid. A requestId sent again is played once',
  tag: 'house games',
  audience: 'public',
  body: z.object({ token, gameCode, fishId, cannonLevel: z.number().int().min(1).max(100), requestId }),
  response: z.object({ round: fishShotSchema, balance: amountOutput }),
});

export const fishSeedsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/lgw/house/fishing/seeds',
  summary: 'Rotates the seed pair of the house fishing game: reveals the server seed used so far and commits to a new one (with the player’s client seed)',
  tag: 'house games',
  audience: 'public',
  body: z.object({
    token,
    gameCode,
    clientSeed: text()
      .regex(/^[\x20-\x7e]{1,64}$/, '1–64 printable characters')
      .optional(),
  }),
  response: z.object({ revealed: fairnessSchema, next: fairnessSchema, recall: z.array(fishShotSchema) }),
});
