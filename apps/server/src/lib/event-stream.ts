// A server-sent event stream as the member's page and the console keep open (the wallet's events, the chat's,
// the lottery's draws, the live tables'): the reply is taken from Fastify (it never ends), a comment every 25 s
// keeps proxies from closing it, and events go out one at a time in the order they were queued, each made when
// its turn comes. Open streams end when the app closes (endEventStreamsOnClose), or a graceful shutdown would
// wait for clients that never hang up. An event from the stream log (lib/stream-log.ts) goes out with its
// `id:`; a client that reconnects, to any process, with Last-Event-ID is first sent what it missed
// (`subscribeFrom`, ADR 0041).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const HEARTBEAT_MS = 25_000;

export interface EventStream {
  /**
   * Queues an event: `make` runs after the events before it were written; null sends nothing. A failure is
   * logged as `failure`. `id`, the event's id in the stream log, is sent with it.
   */
  enqueue(make: () => Promise<object | null>, failure: string, id?: number): void;
  /** Writes raw text now (a comment such as `: open\n\n`). */
  write(text: string): void;
  /** Runs `stop` when the stream ends, by the client going away or the app closing (unsubscribing). */
  onClose(stop: () => void): void;
}

/** Streams open in this process, whichever app opened them (/metrics). */
let openCount = 0;
export const openEventStreamCount = () => openCount;

/** The streams open on each app, ended by its preClose hook. */
const openStreams = new WeakMap<FastifyInstance, Set<() => void>>();

/** Ends every stream opened on `app` when it closes. Called once, where the app is made. */
export function endEventStreamsOnClose(app: FastifyInstance): void {
  const open = new Set<() => void>();
  openStreams.set(app, open);
  app.addHook('preClose', (done) => {
    for (const end of [...open]) end();
    done();
  });
}

export function openEventStream(request: FastifyRequest, reply: FastifyReply): EventStream {
  reply.hijack();
  const out = reply.raw;
  out.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  const write = (text: string) => {
    if (!out.writableEnded) out.write(text);
  };
  let sending = Promise.resolve();
  const stops: (() => void)[] = [];
  const heartbeat = setInterval(() => write(': keep-alive\n\n'), HEARTBEAT_MS);
  heartbeat.unref();
  const open = openStreams.get(request.server);
  let ended = false;
  openCount += 1;
  const end = () => {
    if (ended) return;
    ended = true;
    openCount -= 1;
    clearInterval(heartbeat);
    open?.delete(end);
    for (const stop of stops) stop();
    if (!out.writableEnded) out.end();
  };
  open?.add(end);
  request.raw.on('close', end);
  return {
    enqueue(make, failure, id) {
      sending = sending
        .then(async () => {
          const event = await make();
          if (event) write(`${id === undefined ? '' : `id: ${id}\n`}data: ${JSON.stringify(event)}\n\n`);
        })
        .catch((error: unknown) => request.log.warn({ err: error }, failure));
    },
    write,
    onClose: (stop) => void stops.push(stop),
  };
}

/** The id of the last event the client saw: the Last-Event-ID header (EventSource sends it), or `?lastEventId=`. */
export function lastEventIdOf(request: FastifyRequest): number | undefined {
  const header = request.headers['last-event-id'];
  const given = typeof header === 'string' ? header : (request.query as { lastEventId?: unknown } | undefined)?.lastEventId;
  if (typeof given !== 'string' || !/^\d{1,15}$/.test(given)) return undefined;
  return Number(given);
}

/** A durable hub's key as a stream reads it (lib/notify-hub.ts). */
export interface ResumableSource {
  subscribe(listener: (message?: string, id?: number) => void): () => void;
  replay(afterId: number): Promise<{ id: number; message: string }[]>;
}

/**
 * Listens to `source` and, when the client saw events up to `afterId`, first hands `deliver` what came after
 * it from the log, then what arrived meanwhile: in id order, each once. Answers the unsubscribe function.
 */
export function subscribeFrom(
  source: ResumableSource,
  afterId: number | undefined,
  deliver: (message: string | undefined, id?: number) => void,
  log: { warn(obj: object, msg: string): void },
): () => void {
  if (afterId === undefined) return source.subscribe(deliver);
  let newest = afterId;
  let held: { message: string | undefined; id: number | undefined }[] | undefined = [];
  const pass = (message: string | undefined, id: number | undefined) => {
    if (id === undefined) return deliver(message);
    if (id <= newest) return;
    newest = id;
    deliver(message, id);
  };
  const stop = source.subscribe((message, id) => (held ? held.push({ message, id }) : pass(message, id)));
  source
    .replay(afterId)
    .catch((error: unknown) => {
      log.warn({ err: error }, 'missed stream events not read');
      return [];
    })
    .then((missed) => {
      for (const event of missed) pass(event.message, event.id);
      for (const event of held ?? []) pass(event.message, event.id);
      held = undefined;
    });
  return stop;
}
