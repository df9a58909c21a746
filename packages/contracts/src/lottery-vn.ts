// The Vietnamese lottery's menu calls (docs/lottery.md): the Vietnamese
// games with their bet types, odds and next draw, and their latest results. Today the house draws the
// northern lottery (XSMB); a merchant's other Vietnamese games would be listed here too.
import { z } from 'zod';
import { text } from './text.ts';
import { lotteryDrawSchema } from './lottery.ts';
import { defineEndpoint } from './endpoint.ts';
import { lotteryGameSchema } from './lottery-tickets.ts';

/** The lottery game codes the Vietnamese menus cover. */
export const VN_LOTTERY_GAME_CODES = ['xsmb'] as const;

export const vnGameMenuEndpoint = defineEndpoint({
  method: 'GET',
  path: '/lgw/vn/games/game_menu',
  summary: 'The Vietnamese lottery menu: each game with its bet types, odds, limits and next draw',
  tag: 'lottery',
  audience: 'public',
  response: z.object({
    games: z.array(z.object({ game: lotteryGameSchema, nextDraw: lotteryDrawSchema.nullable() })),
    serverTime: text(),
  }),
});

export const vnRecentEndpoint = defineEndpoint({
  method: 'GET',
  path: '/lgw/vn/games/recent',
  summary: 'The latest results of the Vietnamese lottery games, newest first, each with its revealed seed',
  tag: 'lottery',
  audience: 'public',
  query: z.object({ limit: z.coerce.number().int().min(1).max(30).default(7) }),
  response: z.object({ draws: z.array(lotteryDrawSchema) }),
});
