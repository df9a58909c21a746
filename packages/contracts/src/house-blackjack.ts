// House blackjack's own calls (docs/house-games.md): what the blackjack table in the /game page asks the house vendor.
// A hand is one round: the deal takes the stake, a double or a split takes its extra stake, the end of the
// hand pays the win. The screen carries the launch's player token in the body, as the slots do; every call
// that moves money carries a requestId, so a call sent again acts once.
import { z } from 'zod';
import { text } from './text.ts';
import { defineEndpoint } from './endpoint.ts';
import { fairnessSchema } from './house-slots.ts';
import { amountInput, amountOutput, requestId } from './money.ts';

const token = text().min(16).max(128);
const card = text().regex(/^[A2-9TJQK][SHDC]$/);

export const BLACKJACK_ACTIONS = ['hit', 'stand', 'double', 'split'] as const;
export const blackjackActionSchema = z.enum(BLACKJACK_ACTIONS);
export type BlackjackActionName = z.infer<typeof blackjackActionSchema>;

export const blackjackGameSchema = z.object({
  gameCode: z.literal('house-blackjack'),
  decks: z.number().int(),
  /** Every stake is a whole number of steps, from minStake to maxStake. */
  betStep: amountOutput,
  minStake: amountOutput,
  maxStake: amountOutput,
  /** The chips the screen offers; a stake is made of them. */
  chips: z.array(amountOutput),
  statedRtp: z.number(),
});

export const blackjackHandSchema = z.object({
  cards: z.array(card),
  /** The best total; `soft` when an ace counts 11 (shown as 7/17). */
  total: z.number().int(),
  soft: z.boolean(),
  stake: amountOutput,
  doubled: z.boolean(),
  fromSplit: z.boolean(),
  done: z.boolean(),
  /** Set once the round is settled; `returned` is stake and winnings paid back for this hand. */
  result: z.enum(['blackjack', 'win', 'push', 'lose']).nullable(),
  returned: amountOutput.nullable(),
});

export const blackjackRoundSchema = z.object({
  roundId: text(),
  at: text(),
  real: z.boolean(),
  /**
   * playing (the hand goes on), open (the deal's stake was sent, its answer not known), debited (the win is
   * on its way), settled, refused (the stake was not taken), refunded.
   */
  status: z.enum(['playing', 'open', 'debited', 'settled', 'refused', 'refunded']),
  errorCode: text().nullable(),
  /** Every stake taken so far (a double or a split adds to it) and the total paid back. */
  stake: amountOutput,
  win: amountOutput,
  balanceBefore: amountOutput.nullable(),
  balanceAfter: amountOutput.nullable(),
  /** The dealer's cards: while the hand is played only the up card; the hole card shows at the end. */
  dealer: z.array(card),
  dealerTotal: z.number().int(),
  dealerSoft: z.boolean(),
  hands: z.array(blackjackHandSchema),
  /** The hand being played and what it may do now (empty once the round is over). */
  active: z.number().int(),
  allowed: z.array(blackjackActionSchema),
  /** The player's actions in order: with the seeds they replay the round. */
  actions: z.array(blackjackActionSchema),
  /** True when the recovery sweep finished an abandoned hand (the remaining hands stood). */
  finishedBySweep: z.boolean(),
  fairness: fairnessSchema,
});
export type BlackjackRoundView = z.infer<typeof blackjackRoundSchema>;
export type BlackjackHandView = z.infer<typeof blackjackHandSchema>;

export const blackjackSessionSchema = z.object({
  player: text(),
  real: z.boolean(),
  currency: text(),
  balance: amountOutput,
  game: blackjackGameSchema,
  seeds: fairnessSchema,
  /** The hand still being played, if the player left one: the table resumes it. */
  current: blackjackRoundSchema.nullable(),
  recall: z.array(blackjackRoundSchema),
});
export type BlackjackSession = z.infer<typeof blackjackSessionSchema>;
export type BlackjackGame = z.infer<typeof blackjackGameSchema>;

const played = z.object({ round: blackjackRoundSchema, balance: amountOutput });

export const blackjackSessionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/lgw/house/blackjack/session',
  summary: 'House blackjack opens: the player (through the seamless wallet), the table, the live seed commitment, a hand in play and the last 10 hands',
  tag: 'house games',
  audience: 'public',
  body: z.object({ token }),
  response: blackjackSessionSchema,
});

export const blackjackDealEndpoint = defineEndpoint({
  method: 'POST',
  path: '/lgw/house/blackjack/deal',
  summary: 'Deals a blackjack hand: the shoe from the seed pair and next nonce, the stake through the seamless wallet. A requestId sent again deals once',
  tag: 'house games',
  audience: 'public',
  body: z.object({ token, stake: amountInput, requestId }),
  response: played,
});

export const blackjackActionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/lgw/house/blackjack/action',
  summary:
    'Plays hit, stand, double or split on the hand in play (a double or split takes its extra stake); the win is paid when the hand ends. A requestId sent again acts once',
  tag: 'house games',
  audience: 'public',
  body: z.object({ token, roundId: text().min(1).max(80), action: blackjackActionSchema, requestId }),
  response: played,
});

export const blackjackSeedsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/lgw/house/blackjack/seeds',
  summary: 'Rotates the blackjack seed pair (not while a hand is played): reveals the server seed used so far and commits to a new one',
  tag: 'house games',
  audience: 'public',
  body: z.object({
    token,
    clientSeed: text()
      .regex(/^[\x20-\x7e]{1,64}$/, '1–64 printable characters')
      .optional(),
  }),
  response: z.object({ revealed: fairnessSchema, next: fairnessSchema, recall: z.array(blackjackRoundSchema) }),
});
