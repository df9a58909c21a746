// The house live tables' calls (ADR 0015): baccarat and roulette dealt as shared rounds that every
// seated player sees. A screen reads the table's state (its own bets and balance included), places bets with
// the launch's player token in the body, and hears of every change of the table on the event stream, after
// which it reads the state again.
import { z } from 'zod';
import { text } from './text.ts';
import { defineEndpoint } from './endpoint.ts';
import { amountInput, amountOutput, requestId } from './money.ts';

const token = text().min(16).max(128);
export const LIVE_GAME_CODES = ['house-baccarat', 'house-roulette', 'house-niu-niu'] as const;
/** A room of a room game (niu niu), as the catalogue's room list names it; none for baccarat and roulette. */
const roomId = text()
  .regex(/^[A-Z0-9-]{1,40}$/)
  .optional();
const gameCode = z.enum(LIVE_GAME_CODES);
export type LiveGameCode = z.infer<typeof gameCode>;

/** The event stream of a table (`?gameCode=…&roomId=…`): `data: {"type":"table","gameCode":…}` at each change. */
export const LIVE_EVENTS_PATH = '/lgw/house/live/events';

/**
 * A spot on the layout. Baccarat: player, banker, tie, playerPair, bankerPair. Roulette: red, black, odd,
 * even, low, high, `dozen:1`…`dozen:3`, `column:1`…`column:3`, and inside bets as kind and numbers,
 * `straight:17`, `split:17-20`, `street:13-14-15`, `corner:1-2-4-5`, `line:1-2-3-4-5-6`. Niu niu: a seat,
 * `seat:1`…`seat:5`, with the base bet (three times the base is held while the round runs).
 */
export const liveSpot = text().regex(/^[a-zA-Z]{2,12}(:\d{1,2}(-\d{1,2}){0,5})?$/, 'not a spot on the layout');

export const liveBetInput = z.object({ spot: liveSpot, amount: amountInput });

export const baccaratResultSchema = z.object({
  game: z.literal('baccarat'),
  player: z.array(text()),
  banker: z.array(text()),
  playerTotal: z.number().int(),
  bankerTotal: z.number().int(),
  winner: z.enum(['player', 'banker', 'tie']),
  playerPair: z.boolean(),
  bankerPair: z.boolean(),
});
export const rouletteResultSchema = z.object({ game: z.literal('roulette'), pocket: z.number().int(), color: z.enum(['red', 'black', 'green']) });
const niuNiuHandSchema = z.object({
  cards: z.array(text()),
  /** 0 no niu, 1–9 niu n, 10 niu niu. */
  rank: z.number().int(),
  niuCards: z.array(z.number().int()).nullable(),
  multiple: z.number().int(),
});
/** Every seat is dealt whether taken or not (the deal never depends on who sat down), then the banker. */
export const niuNiuResultSchema = z.object({
  game: z.literal('niuniu'),
  seats: z.array(niuNiuHandSchema.extend({ beatsBanker: z.boolean() })),
  banker: niuNiuHandSchema,
});
export const liveResultSchema = z.discriminatedUnion('game', [baccaratResultSchema, rouletteResultSchema, niuNiuResultSchema]);
export type LiveResult = z.infer<typeof liveResultSchema>;

export const livePhaseSchema = z.enum(['betting', 'dealing', 'settled', 'refunding', 'refunded']);

export const liveFairnessSchema = z.object({
  commitment: text(),
  clientSeed: text(),
  /** A live round draws with nonce 0 from its own seed. */
  nonce: z.number().int(),
  /** Served once the result is out. */
  serverSeed: text().nullable(),
});

export const liveRoundSchema = z.object({
  roundNumber: z.number().int(),
  phase: livePhaseSchema,
  opensAt: text(),
  closesAt: text(),
  /** When the next round opens (after a settled round's result has been shown); null while this one runs. */
  nextAt: text().nullable(),
  fairness: liveFairnessSchema,
  result: liveResultSchema.nullable(),
  /** Everyone's bets in this round: how many players, how much on each spot. */
  players: z.number().int(),
  spotTotals: z.record(text(), amountOutput),
});

export const liveMyBetSchema = z.object({
  roundNumber: z.number().int(),
  at: text(),
  spots: z.array(z.object({ spot: text(), amount: amountOutput })),
  stake: amountOutput,
  win: amountOutput.nullable(),
  balanceBefore: amountOutput.nullable(),
  balanceAfter: amountOutput.nullable(),
  /** pending: the stake is on its way; placed; settled; refused; refunded (rolled back: your stake is back). */
  status: z.enum(['pending', 'placed', 'settled', 'refused', 'cancelling', 'refunded']),
  errorCode: text().nullable(),
  result: liveResultSchema.nullable(),
  fairness: liveFairnessSchema,
});
export type LiveMyBet = z.infer<typeof liveMyBetSchema>;

export const liveStateSchema = z.object({
  gameCode,
  roomId: text().nullable(),
  /** The server's clock, so the countdown does not depend on the device's. */
  serverNow: text(),
  player: text(),
  real: z.boolean(),
  currency: text(),
  balance: amountOutput,
  table: z.object({
    bettingMs: z.number().int(),
    resultMs: z.number().int(),
    chips: z.array(amountOutput),
    /** The largest total a player may stake in one round. */
    maxRoundStake: amountOutput,
    /** Seats at a room game's table (0 for baccarat and roulette). */
    seats: z.number().int(),
    statedRtp: z.number(),
  }),
  round: liveRoundSchema.nullable(),
  /** This player's bets in the current round. */
  myBets: z.array(liveMyBetSchema),
  /** The table's last results, oldest first (roadmap). */
  history: z.array(z.object({ roundNumber: z.number().int(), result: liveResultSchema })),
  /** This player's last ten bets at this table with the rounds' results and fairness data. */
  recall: z.array(liveMyBetSchema),
});
export type LiveState = z.infer<typeof liveStateSchema>;

export const liveStateEndpoint = defineEndpoint({
  method: 'POST',
  path: '/lgw/house/live/state',
  summary: 'A house live table as this player sees it: the current shared round, its own bets, the balance, the roadmap and its last bets',
  tag: 'house games',
  audience: 'public',
  body: z.object({ token, gameCode, roomId }),
  response: liveStateSchema,
});

export const liveBetEndpoint = defineEndpoint({
  method: 'POST',
  path: '/lgw/house/live/bet',
  summary: 'Places bets in the open round of a house live table: the stake through the seamless wallet. A requestId sent again is placed once',
  tag: 'house games',
  audience: 'public',
  body: z.object({ token, gameCode, roomId, roundNumber: z.number().int().positive(), requestId, bets: z.array(liveBetInput).min(1).max(20) }),
  response: liveStateSchema,
});
