// The lottery's public reads (docs/lottery.md): the next draw of a game and its latest results. Each draw
// carries the commitment (SHA-256 of its server seed) from the moment it is planned and the seed once it is
// drawn, so anyone can check a result with verifyDraw from packages/games (kind, drawId, serverSeed,
// commitment, result).
import { z } from 'zod';
import { text } from './text.ts';
import { defineEndpoint } from './endpoint.ts';

/** The lottery games the house vendor draws: Malaysian 4D, the northern Vietnamese lottery, fast SEA lotteries every 1, 3 and 5 minutes, and keno (e-lottery). */
export const LOTTERY_GAME_CODES = ['4d', 'xsmb', 'sea1', 'sea3', 'sea5', 'keno'] as const;
export type LotteryGameCode = (typeof LOTTERY_GAME_CODES)[number];

/** scheduled → open → closed → drawn → settled, or voided. */
export const LOTTERY_DRAW_STATUSES = ['scheduled', 'open', 'closed', 'drawn', 'settled', 'voided'] as const;
export type LotteryDrawStatus = (typeof LOTTERY_DRAW_STATUSES)[number];

export const lotteryDrawSchema = z.object({
  gameCode: z.enum(LOTTERY_GAME_CODES),
  /** The draw maths verifyDraw replays: 4d, xsmb, sea-fast (sea1, sea3, sea5) or keno. */
  lotteryKind: z.enum(['4d', 'xsmb', 'sea-fast', 'keno']),
  drawId: text(),
  /** regular (the calendar's) or special (added by the console). */
  drawKind: text(),
  status: z.enum(LOTTERY_DRAW_STATUSES),
  opensAt: text(),
  closesAt: text(),
  drawsAt: text(),
  commitment: text(),
  /** Revealed once drawn; null before. */
  serverSeed: text().nullable(),
  result: z.record(text(), z.unknown()).nullable(),
  drawnAt: text().nullable(),
});
export type LotteryDraw = z.infer<typeof lotteryDrawSchema>;

const gameCodeQuery = z.object({ gameCode: z.enum(LOTTERY_GAME_CODES) });

export const nextDrawEndpoint = defineEndpoint({
  method: 'GET',
  path: '/lgw/draw',
  summary: 'The next draw of a lottery game (the earliest not yet drawn whose draw time is ahead): times, status and commitment',
  tag: 'lottery',
  audience: 'public',
  query: gameCodeQuery,
  response: z.object({
    draw: lotteryDrawSchema.nullable(),
    serverTime: text(),
    /**
     * Every draw of the game taking bets now, earliest first (4D sells the next three draws at once): the
     * board's choice of draws for one order. Absent from a server that does not list them: the board then
     * offers the next draw alone.
     */
    openDraws: z.array(lotteryDrawSchema).optional(),
  }),
});

export const recentDrawsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/lgw/numeros/near',
  summary: 'The latest drawn results of a lottery game, newest first, each with its revealed seed',
  tag: 'lottery',
  audience: 'public',
  query: gameCodeQuery.extend({ limit: z.coerce.number().int().min(1).max(50).default(10) }),
  response: z.object({ draws: z.array(lotteryDrawSchema) }),
});
