// The lottery's draw events (contracts/lottery-events.ts): what moved a draw (the draw loop,
// settlement, payouts, a void) publishes it after the change committed, through the notify hub, so every
// process's open streams of that merchant and game hear of it at once. An event names the draw and what
// happened, never its result or seed: the screen reads those with the public calls. The hub is durable
// (ADR 0041): each event carries its id, and a client reconnecting with Last-Event-ID to any process is sent
// the events it missed first.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LOTTERY_GAME_CODES, type LotteryGameCode } from '@orbit/contracts/lottery';
import { LOTTERY_EVENTS_PATH, lotteryEventSchema, type LotteryEvent } from '@orbit/contracts/lottery-events';
import type { NotifyHub } from '../../../lib/notify-hub.ts';
import { lastEventIdOf, openEventStream, subscribeFrom } from '../../../lib/event-stream.ts';
import type { ResolvedMerchant } from '../../../modules/site/site.types.ts';

/** A draw that moved, with its merchant (the event's audience). */
export interface DrawChange extends LotteryEvent {
  merchantId: number;
}

/** Where a change is published; the draws, settlement and void take it (tests and scripts may leave it out). */
export type DrawChangeSink = (changes: readonly DrawChange[]) => void;

const keyOf = (merchantId: number, gameCode: string) => `${merchantId}:${gameCode}`;

export function createLotteryEvents(hub: NotifyHub) {
  /** Tells the streams of each change's merchant and game, in the order given. Call after the change committed. */
  const publish: DrawChangeSink = (changes) => {
    for (const { merchantId, ...event } of changes) hub.changed([keyOf(merchantId, event.gameCode)], JSON.stringify(event));
  };

  /**
   * Calls `listener` with each event of the merchant's game and its id, first those after `afterId` when
   * given (a client that reconnected); answers the unsubscribe function.
   */
  function subscribe(
    merchantId: number,
    gameCode: LotteryGameCode,
    listener: (event: LotteryEvent, id?: number) => void,
    afterId?: number,
    log: { warn(obj: object, msg: string): void } = { warn: () => {} },
  ): () => void {
    const key = keyOf(merchantId, gameCode);
    const source = { subscribe: (l: (message?: string, id?: number) => void) => hub.subscribe(key, l), replay: (id: number) => hub.replay(key, id) };
    return subscribeFrom(
      source,
      afterId,
      (message, id) => {
        const parsed = message === undefined ? undefined : lotteryEventSchema.safeParse(JSON.parse(message));
        if (parsed?.success) listener(parsed.data, id);
      },
      log,
    );
  }

  return { publish, subscribe };
}

export type LotteryEvents = ReturnType<typeof createLotteryEvents>;

/** The stream route; outside the route kit because its reply never ends. */
export function registerLotteryEventsRoute(
  app: FastifyInstance,
  deps: { events: LotteryEvents; resolveMerchant(request: FastifyRequest): Promise<ResolvedMerchant> },
) {
  app.get(LOTTERY_EVENTS_PATH, { schema: { hide: true } }, async (request, reply) => {
    const { gameCode } = request.query as { gameCode?: unknown };
    if (typeof gameCode !== 'string' || !LOTTERY_GAME_CODES.includes(gameCode as LotteryGameCode))
      return reply.status(400).send({ success: false, errorCode: 'validation_failed', message: 'gameCode: not a lottery game' });
    const merchant = await deps.resolveMerchant(request);
    const stream = openEventStream(request, reply);
    const send = (event: LotteryEvent, id?: number) => stream.enqueue(async () => event, 'lottery event not sent', id);
    stream.onClose(deps.events.subscribe(merchant.id, gameCode as LotteryGameCode, send, lastEventIdOf(request), request.log));
    // The stream is open: a comment the client reads as its start (headers alone may wait in a buffer).
    stream.write(': open\n\n');
  });
}
