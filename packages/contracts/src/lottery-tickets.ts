// The lottery's tickets (docs/lottery.md): the games with their bet types, odds and limits (the rules/payout page),
// placing an order (bets on one or more draws of one game), and the member's orders. The lottery page holds
// the launch's player token of its game, as every house game screen does (house-slots.ts): the house
// vendor takes the money through the seamless wallet with it.
//
// A line's `numbers` in each game:
// - 4d: one 4-digit number ("0123"); betType big, small, big-box, small-box, big-ibox, small-ibox.
// - xsmb: lo2, lo3, lo4, de, head, tail: one number of 2, 3, 4, 2, 1, 1 digits; xien2/3/4: 2, 3, 4 different
//   2-digit numbers.
// - sea1, sea3, sea5: number ["0".."9"], size ["big"|"small"], parity ["odd"|"even"], colour
//   ["red"|"green"|"violet"].
// - keno: pick: 1 to 10 different numbers "1".."80".
import { z } from 'zod';
import { text } from './text.ts';
import { defineEndpoint } from './endpoint.ts';
import { LOTTERY_GAME_CODES } from './lottery.ts';
import { amountInput, amountOutput, requestId } from './money.ts';

const token = text().min(16).max(128);
const gameCode = z.enum(LOTTERY_GAME_CODES);

export const LOTTERY_BET_TYPES = {
  '4d': ['big', 'small', 'big-box', 'small-box', 'big-ibox', 'small-ibox'],
  xsmb: ['lo2', 'lo3', 'lo4', 'de', 'head', 'tail', 'xien2', 'xien3', 'xien4'],
  sea1: ['number', 'size', 'parity', 'colour'],
  sea3: ['number', 'size', 'parity', 'colour'],
  sea5: ['number', 'size', 'parity', 'colour'],
  keno: ['pick'],
} as const satisfies Record<(typeof LOTTERY_GAME_CODES)[number], readonly string[]>;

/** A bet type's odds: decimal odds as text ("2500", "9.5") per outcome it can win on. */
export const lotteryBetTypeSchema = z.object({
  betType: text(),
  /**
   * What one unit of stake returns per outcome: 4D big {first, second, third, special, consolation}, small
   * {first, second, third}; XSMB and SEA {win}, SEA colour {red, green, violet}; keno {"<spots>:<hits>"}.
   */
  odds: z.record(text(), text()),
});

export const lotteryGameSchema = z.object({
  gameCode,
  /** The vendor and game code to launch (the launch gives the page its player token). */
  vendorCode: text(),
  launchGameCode: text(),
  /** daily (4D, XSMB) or fast (SEA, keno). */
  cadence: z.enum(['daily', 'fast']),
  /** Minutes between draws of a fast game; null for daily games. */
  everyMinutes: z.number().int().nullable(),
  /** How long before its draw betting closes. */
  closeBeforeSeconds: z.number().int(),
  betTypes: z.array(lotteryBetTypeSchema),
  /** Per line. */
  minStake: amountOutput,
  maxStake: amountOutput,
  /** Most a member may stake on one draw of this game, all orders together. */
  maxStakePerDraw: amountOutput,
  /** How many draws one order may cover (4D: the open draws; fast games: 1). */
  maxDrawsPerOrder: z.number().int(),
  maxLinesPerOrder: z.number().int(),
  /** The game is switched off or under maintenance: its board shows why and takes no bets. */
  open: z.boolean(),
});
export type LotteryGame = z.infer<typeof lotteryGameSchema>;

export const lotteryGamesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/lgw/lottery/games',
  summary: "The merchant's lottery games: bet types with their odds, stake limits and cadence (the rules and payout page)",
  tag: 'lottery',
  audience: 'public',
  response: z.object({ games: z.array(lotteryGameSchema) }),
});

export const lotteryLineInput = z.object({
  betType: text().min(1).max(16),
  numbers: z.array(text().min(1).max(8)).min(1).max(10),
  stake: amountInput,
});
export type LotteryLineInput = z.infer<typeof lotteryLineInput>;

export const LOTTERY_TICKET_STATUSES = ['open', 'debited', 'settled', 'paid', 'refused', 'refunded'] as const;

export const lotteryLineSchema = z.object({
  betType: text(),
  numbers: z.array(text()),
  stake: amountOutput,
  /** null until the draw is settled. */
  win: amountOutput.nullable(),
});

export const lotteryTicketSchema = z.object({
  ticketId: text(),
  /** The order's requestId: the tickets of one order share it. */
  orderId: text(),
  gameCode,
  drawId: text(),
  drawsAt: text(),
  /** What the member sees: waiting (bet taken, draw to come), won, lost, refunded, refused. */
  outcome: z.enum(['waiting', 'won', 'lost', 'refunded', 'refused']),
  status: z.enum(LOTTERY_TICKET_STATUSES),
  stake: amountOutput,
  win: amountOutput,
  lines: z.array(lotteryLineSchema),
  /** The draw's result once drawn (as /lgw/numeros/near shows it), for the order detail. */
  drawResult: z.record(text(), z.unknown()).nullable(),
  createdAt: text(),
  settledAt: text().nullable(),
});
export type LotteryTicket = z.infer<typeof lotteryTicketSchema>;

export const placeLotteryOrderEndpoint = defineEndpoint({
  method: 'POST',
  path: '/lgw/lottery/orders',
  summary:
    'Places an order: its lines on each draw named (one ticket per draw), the total staked through the seamless wallet. Refused whole when a draw has closed, a number is sold out or a limit is passed. A requestId sent again is placed once',
  tag: 'lottery',
  audience: 'public',
  body: z.object({
    token,
    gameCode,
    drawIds: z.array(text().min(1).max(64)).min(1).max(12),
    lines: z.array(lotteryLineInput).min(1).max(100),
    requestId,
  }),
  response: z.object({ tickets: z.array(lotteryTicketSchema), balance: amountOutput }),
});

export const lotteryOrdersEndpoint = defineEndpoint({
  method: 'POST',
  path: '/lgw/lottery/orders/list',
  summary: "The player's lottery tickets, newest first: open (waiting for their draw) or settled, optionally of one game",
  tag: 'lottery',
  audience: 'public',
  body: z.object({
    token,
    status: z.enum(['open', 'settled', 'all']).default('all'),
    gameCode: gameCode.optional(),
    page: z.number().int().min(1).max(1000).default(1),
    pageSize: z.number().int().min(1).max(50).default(20),
  }),
  response: z.object({ tickets: z.array(lotteryTicketSchema), total: z.number().int() }),
});

export const lotteryDrawHistoryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/lgw/lottery/draws',
  summary: 'Past results of a lottery game, newest first, page by page (results and history per draw, trend charts)',
  tag: 'lottery',
  audience: 'public',
  query: z.object({
    gameCode,
    page: z.coerce.number().int().min(1).max(1000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  }),
  response: z.object({
    draws: z.array(
      z.object({
        drawId: text(),
        drawsAt: text(),
        status: text(),
        commitment: text(),
        serverSeed: text().nullable(),
        result: z.record(text(), z.unknown()).nullable(),
      }),
    ),
    total: z.number().int(),
  }),
});
