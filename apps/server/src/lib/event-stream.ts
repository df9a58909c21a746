// A server-sent event stream as the member's page and the console keep open (the wallet's events, the chat's):
// the reply is taken from Fastify (it never ends), a comment every 25 s keeps proxies from closing it, and
// events go out one at a time in the order they were queued, each made when its turn comes.
import type { FastifyReply, FastifyRequest } from 'fastify';

const HEARTBEAT_MS = 25_000;

export interface EventStream {
  /** Queues an event: `make` runs after the events before it were written; null sends nothing. A failure is logged as `failure`. */
  enqueue(make: () => Promise<object | null>, failure: string): void;
  /** Writes raw text now (a comment such as `: open\n\n`). */
  write(text: string): void;
  /** Runs `stop` when the client goes away (unsubscribing). */
  onClose(stop: () => void): void;
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
  let sending = Promise.resolve();
  const stops: (() => void)[] = [];
  const heartbeat = setInterval(() => out.write(': keep-alive\n\n'), HEARTBEAT_MS);
  heartbeat.unref();
  request.raw.on('close', () => {
    clearInterval(heartbeat);
    for (const stop of stops) stop();
  });
  return {
    enqueue(make, failure) {
      sending = sending
        .then(async () => {
          const event = await make();
          if (event && !out.writableEnded) out.write(`data: ${JSON.stringify(event)}\n\n`);
        })
        .catch((error: unknown) => request.log.warn({ err: error }, failure));
    },
    write: (text) => void out.write(text),
    onClose: (stop) => void stops.push(stop),
  };
}
