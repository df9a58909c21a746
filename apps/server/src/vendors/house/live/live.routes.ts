// The house live tables' calls (contracts/house-live.ts) and their event stream. The stream says only that a
// table changed (a round opened, a bet came in, the result, the settlement); the screen then reads the state
// with its own token, so the stream needs no player and carries nobody's money.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LIVE_EVENTS_PATH, LIVE_GAME_CODES, liveBetEndpoint, liveStateEndpoint, type LiveGameCode } from '@orbit/contracts/house-live';
import type { RouteKit } from '../../../plugins/endpoint.ts';
import type { ResolvedMerchant } from '../../../modules/site/site.types.ts';
import type { NotifyHub } from '../../../lib/notify-hub.ts';
import { openEventStream } from '../../../lib/event-stream.ts';
import { tableKey } from './live-context.ts';
import type { LiveTables } from './live.service.ts';

export function registerHouseLiveRoutes(
  kit: RouteKit,
  app: FastifyInstance,
  deps: { live: LiveTables; hub: NotifyHub; betsPerMinute: number; resolveMerchant(request: FastifyRequest): Promise<ResolvedMerchant> },
) {
  kit.route(liveStateEndpoint, ({ merchant, body }) => deps.live.state(merchant, body));
  kit.route(liveBetEndpoint, ({ merchant, body }) => deps.live.bet(merchant, body), { rateLimitPerMinute: deps.betsPerMinute });

  app.get(LIVE_EVENTS_PATH, { schema: { hide: true } }, async (request, reply) => {
    const { gameCode, roomId } = request.query as { gameCode?: unknown; roomId?: unknown };
    if (typeof gameCode !== 'string' || !LIVE_GAME_CODES.includes(gameCode as LiveGameCode))
      return reply.status(400).send({ success: false, errorCode: 'validation_failed', message: 'gameCode: not a live table' });
    const merchant = await deps.resolveMerchant(request);
    const table = await deps.live.watch(merchant, gameCode as LiveGameCode, typeof roomId === 'string' && roomId ? roomId : undefined);
    const stream = openEventStream(request, reply);
    const send = () => stream.enqueue(async () => ({ type: 'table', gameCode }), 'live table event not sent');
    stream.onClose(deps.hub.subscribe(tableKey(table.id), send));
    send();
  });
}
