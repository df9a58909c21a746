// The board's live updates (contracts/sportsbook-stream.ts): every match the feed changed, sent to the open
// streams of its merchant and sport as it stands once the change committed. The feed's ingestion is the one
// writer (feed/ingest.ts): it tells the hub which match changed, and the hub tells every process (ADR 0041), so
// a page on any process hears of a change made by the feed job on another. The hub carries the match id only;
// each process reads the match once per change, however many pages of it are open, and sends that to them.
// Nothing is logged for replay: the event is a state, and a page that reconnects reads the board again.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SPORTS_STREAM_PATH, sportsStreamQuery, type SportsStreamEvent } from '@orbit/contracts/sportsbook-stream';
import { SPORTS, type Sport, type SportEvent } from '@orbit/contracts/sportsbook';
import { openEventStream } from '../../lib/event-stream.ts';
import type { NotifyHub } from '../../lib/notify-hub.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import type { MatchChange } from './feed/ingest.ts';

const keyOf = (merchantId: number, sport: Sport) => `sports:${merchantId}:${sport}`;

export function createSportsStream(deps: { hub: NotifyHub; readMatch(merchant: ResolvedMerchant, eventId: string): Promise<SportEvent> }) {
  /** Tells every process's streams of the match's merchant and sport. Call after the change committed. */
  const publish = (change: MatchChange) => deps.hub.changed([keyOf(change.merchantId, change.sport)], String(change.eventId));

  // One read per change in this process: the hub calls every listener of a change in one go, so the first
  // starts the read and the rest share it; it is forgotten once they all have it.
  const reading = new Map<string, Promise<SportEvent | null>>();
  function readOnce(merchant: ResolvedMerchant, eventId: string): Promise<SportEvent | null> {
    const key = `${merchant.id}:${eventId}`;
    let read = reading.get(key);
    if (!read) {
      read = deps.readMatch(merchant, eventId).catch(() => null);
      reading.set(key, read);
      setImmediate(() => reading.delete(key));
    }
    return read;
  }

  /** Calls `listener` with each match of the merchant's sports that changes; answers the unsubscribe function. */
  function subscribe(merchant: ResolvedMerchant, sports: readonly Sport[], listener: (match: Promise<SportEvent | null>) => void): () => void {
    const stops = sports.map((sport) =>
      deps.hub.subscribe(keyOf(merchant.id, sport), (eventId) => {
        if (eventId && /^\d{1,18}$/.test(eventId)) listener(readOnce(merchant, eventId));
      }),
    );
    return () => stops.forEach((stop) => stop());
  }

  return { publish, subscribe };
}

export type SportsStream = ReturnType<typeof createSportsStream>;

/** The stream route; outside the route kit because its reply never ends. */
export function registerSportsStreamRoute(
  app: FastifyInstance,
  deps: { stream: SportsStream; resolveMerchant(request: FastifyRequest): Promise<ResolvedMerchant> },
) {
  app.get(
    SPORTS_STREAM_PATH,
    { schema: { summary: 'The sportsbook board’s live matches (text/event-stream)', tags: ['sportsbook'] } },
    async (request, reply) => {
      const query = sportsStreamQuery.safeParse(request.query ?? {});
      if (!query.success) return reply.status(400).send({ success: false, errorCode: 'validation_failed', message: 'sport: not a sport of the book' });
      const merchant = await deps.resolveMerchant(request);
      const stream = openEventStream(request, reply);
      const send = (match: Promise<SportEvent | null>) =>
        stream.enqueue(async () => {
          const event = await match;
          return event ? ({ event } satisfies SportsStreamEvent) : null;
        }, 'sports board event not sent');
      stream.onClose(deps.stream.subscribe(merchant, query.data.sport ? [query.data.sport] : SPORTS, send));
      // The stream is open: a comment the client reads as its start (headers alone may wait in a buffer).
      stream.write(': open\n\n');
    },
  );
}
