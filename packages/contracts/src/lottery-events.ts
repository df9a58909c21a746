// The lottery's event stream (docs/lottery.md): kept apart from lottery.ts, whose game codes the lobby's bundle
// reads, so that only the lottery pages carry it.
import { z } from 'zod';
import { text } from './text.ts';
import { LOTTERY_DRAW_STATUSES, LOTTERY_GAME_CODES } from './lottery.ts';

/**
 * The event stream of one lottery game (`GET /lgw/lottery/stream?gameCode=…`, public, the request's merchant):
 * not a JSON call but server-sent events, `data: {"type":…,"gameCode":…,"drawId":…,"status":…}` each time a
 * draw of that merchant and game moves, in the order the draws moved, and a `: keep-alive` comment every
 * 25 s. It says what happened, never a result or a seed: the screen reads the draw, the results, its orders
 * and the balance again with the calls above. Each event has an `id:` line; a client that reconnects with
 * the last id it saw (the `Last-Event-ID` header, or `?lastEventId=`) is sent the events it missed first, by
 * whichever server process it reaches (within the hour). A screen that reconnects without one reads
 * everything again (and keeps reading now and then while it has no stream).
 */
export const LOTTERY_EVENTS_PATH = '/lgw/lottery/stream';

/**
 * What happened to a draw: betting `opened` or `closed`, the draw `drawn` (its result and seed readable now),
 * its tickets `settled` (wins known), the draw `voided` (stakes handed back), or its tickets `paid` (every
 * win credited or stake refunded: the balances have changed). `status` is the draw's status after it.
 */
export const LOTTERY_EVENT_TYPES = ['opened', 'closed', 'drawn', 'settled', 'voided', 'paid'] as const;
export const lotteryEventSchema = z.object({
  type: z.enum(LOTTERY_EVENT_TYPES),
  gameCode: z.enum(LOTTERY_GAME_CODES),
  drawId: text(),
  status: z.enum(LOTTERY_DRAW_STATUSES),
});
export type LotteryEvent = z.infer<typeof lotteryEventSchema>;
