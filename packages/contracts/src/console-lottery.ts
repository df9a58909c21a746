// Console calls for the lottery (docs/lottery.md): the draw calendar and live monitor with tickets sold, special
// 4D draws, results with their fairness data, voiding a draw, the exposure per bet key of a draw, and GGR per
// lottery game. Reading needs lottery.read; adding a special draw and voiding one need lottery.write (audited).
// The odds and limits are the settings section `lottery` (PUT /cms/settings/lottery).
import { z } from 'zod';
import { text } from './text.ts';
import { defineEndpoint } from './endpoint.ts';
import { LOTTERY_DRAW_STATUSES, LOTTERY_GAME_CODES } from './lottery.ts';
import { amountOutput } from './money.ts';

const gameCode = z.enum(LOTTERY_GAME_CODES);
const day = text().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as yyyy-MM-dd');
/** A draw's public id: its game code, a colon and the rest (`4d:2026-11-25`, `sea3:2026-11-25T00:06Z`, `4d:2026-12-24:special`). */
export const drawIdSchema = text().regex(/^(4d|xsmb|sea1|sea3|sea5|keno):[0-9A-Za-z:-]{4,48}$/, 'a draw id such as 4d:2026-11-25');

/** A draw as the console shows it: times, status and what was sold on it (real-money tickets only). */
export const consoleDrawSchema = z.object({
  gameCode,
  drawId: text(),
  /** regular (the calendar's) or special (added in the console). */
  drawKind: z.enum(['regular', 'special']),
  status: z.enum(LOTTERY_DRAW_STATUSES),
  opensAt: text(),
  closesAt: text(),
  drawsAt: text(),
  drawnAt: text().nullable(),
  settledAt: text().nullable(),
  /** Tickets whose bet was taken (debited, settled or paid). */
  tickets: z.number().int(),
  /** Their stakes. */
  stake: amountOutput,
  /** Their wins once settled (0.00 before). */
  wins: amountOutput,
  /** Tickets handed back (a voided draw, or a bet whose debit was rolled back). */
  refundedTickets: z.number().int(),
});
export type ConsoleDraw = z.infer<typeof consoleDrawSchema>;

export const consoleDrawsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/lottery/draws',
  summary: "A lottery game's draws on a day in the merchant's zone, in draw order, optionally of one status, with the tickets sold and their stakes",
  tag: 'console',
  audience: 'operator',
  permission: 'lottery.read',
  query: z.object({
    gameCode,
    day,
    status: z.enum(LOTTERY_DRAW_STATUSES).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(200).default(50),
  }),
  response: z.object({
    items: z.array(consoleDrawSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    serverTime: text(),
  }),
});

export const lotteryMonitorGameSchema = z.object({
  gameCode,
  /** The next draws not yet drawn (nor voided) whose time is ahead, soonest first. */
  next: z.array(consoleDrawSchema),
  /** The latest drawn or settled draw, with its result. */
  last: consoleDrawSchema.extend({ result: z.record(text(), z.unknown()).nullable() }).nullable(),
  /** Drawn draws whose tickets are not settled yet. */
  awaitingSettlement: z.number().int(),
});
export type LotteryMonitorGame = z.infer<typeof lotteryMonitorGameSchema>;

export const lotteryMonitorEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/lottery/monitor',
  summary: 'Every lottery game at a glance: its next draws with tickets sold, its latest draw and how many draws wait for settlement',
  tag: 'console',
  audience: 'operator',
  permission: 'lottery.read',
  query: z.object({ ahead: z.coerce.number().int().min(1).max(10).default(3) }),
  response: z.object({ games: z.array(lotteryMonitorGameSchema), serverTime: text() }),
});

export const addSpecialDrawBody = z.object({
  gameCode: z.literal('4d'),
  /** The draw's day and time in the merchant's zone. */
  date: day,
  time: text().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time as HH:mm'),
});

export const addSpecialDrawEndpoint = defineEndpoint({
  method: 'POST',
  path: '/cms/lottery/draws/special',
  summary:
    'Adds a special 4D draw (id 4d:<date>:special) with a fresh committed seed; refused in the past, on a day the calendar draws 4D, or when that day has one. Audited',
  tag: 'console',
  audience: 'operator',
  permission: 'lottery.write',
  body: addSpecialDrawBody,
  response: consoleDrawSchema,
});

/** A drawn draw with its fairness data, checked on the server with verifyDraw. */
export const consoleResultSchema = consoleDrawSchema.extend({
  lotteryKind: z.enum(['4d', 'xsmb', 'sea-fast', 'keno']),
  result: z.record(text(), z.unknown()),
  commitment: text(),
  serverSeed: text(),
  /** The seed hashes to the commitment and drawing again from it and the draw id gives the result. */
  verified: z.boolean(),
});
export type ConsoleResult = z.infer<typeof consoleResultSchema>;

export const consoleResultsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/lottery/results',
  summary: "A lottery game's drawn and settled draws, newest first, with result, commitment, revealed seed and whether it verifies",
  tag: 'console',
  audience: 'operator',
  permission: 'lottery.read',
  query: z.object({
    gameCode,
    from: day.optional(),
    to: day.optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  }),
  response: z.object({ items: z.array(consoleResultSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() }),
});

export const voidDrawEndpoint = defineEndpoint({
  method: 'POST',
  path: '/cms/lottery/draws/:drawId/void',
  summary: "Voids a draw not yet settled (scheduled, open, closed or drawn): every ticket's stake is handed back. Needs a reason. Audited",
  tag: 'console',
  audience: 'operator',
  permission: 'lottery.write',
  params: z.object({ drawId: drawIdSchema }),
  body: z.object({ reason: text().trim().min(5).max(500) }),
  response: z.object({
    draw: consoleDrawSchema,
    /** Tickets refunded by this call. */
    refunded: z.number().int(),
    /** Tickets whose refund the wallet did not confirm yet: the settlement job goes on refunding them. */
    left: z.number().int(),
  }),
});

export const exposureKeySchema = z.object({
  /** e.g. `4d:1234`, `xsmb:lo2:07`, `sea:number:7`. */
  betKey: text(),
  /** What the house could pay on this key. */
  liability: amountOutput,
  /** cap − liability (null without a cap). */
  remaining: amountOutput.nullable(),
  /** The key has reached the cap: no more bets are taken on it. */
  soldOut: z.boolean(),
});
export type ExposureKey = z.infer<typeof exposureKeySchema>;

export const drawExposureEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/lottery/draws/:drawId/exposure',
  summary: "A draw's bet keys by the house's liability, largest first, with the merchant's cap per key and sold-out flags",
  tag: 'console',
  audience: 'operator',
  permission: 'lottery.read',
  params: z.object({ drawId: drawIdSchema }),
  query: z.object({ limit: z.coerce.number().int().min(1).max(200).default(20) }),
  response: z.object({
    draw: consoleDrawSchema,
    /** The merchant's maximum liability per key for the game; null when it sets none. */
    cap: amountOutput.nullable(),
    items: z.array(exposureKeySchema),
    /** Keys with liability on this draw, and their sum. */
    keys: z.number().int(),
    totalLiability: amountOutput,
    soldOutKeys: z.number().int(),
  }),
});

export const lotteryGgrRowSchema = z.object({
  gameCode,
  /** Settled tickets of draws drawn in the range. */
  tickets: z.number().int(),
  players: z.number().int(),
  draws: z.number().int(),
  stake: amountOutput,
  wins: amountOutput,
  /** stake − wins: what the house kept. */
  ggr: amountOutput,
  /** ggr ÷ stake in percent with two decimals; null without stakes. */
  margin: text().nullable(),
});
export type LotteryGgrRow = z.infer<typeof lotteryGgrRowSchema>;

export const lotteryGgrEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/lottery/ggr',
  summary: "Stake, wins, GGR and tickets per lottery game over the days (merchant's zone) its draws were drawn, from settled real-money tickets",
  tag: 'console',
  audience: 'operator',
  permission: 'lottery.read',
  query: z.object({ from: day, to: day }),
  response: z.object({
    games: z.array(lotteryGgrRowSchema),
    totals: z.object({ tickets: z.number().int(), stake: amountOutput, wins: amountOutput, ggr: amountOutput }),
  }),
});
