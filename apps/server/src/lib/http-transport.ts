// Server-to-server HTTP between separate parties (our payments module and a payment gateway): production
// goes over the network with fetch; API tests hand the same requests to app.inject, so both parties run in
// one process without a port.
import type { FastifyInstance } from 'fastify';

export interface HttpRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export interface HttpResponse {
  status: number;
  body: string;
}

/** Sends a request; rejects only when no answer came (network failure, timeout). */
export type HttpTransport = (request: HttpRequest) => Promise<HttpResponse>;

export function fetchTransport(timeoutMs = 10_000): HttpTransport {
  return async (request) => {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: response.status, body: await response.text() };
  };
}

/** Hands requests to the app itself (tests): the URL's path and host are kept, the rest is as on the wire. */
export function injectTransport(app: FastifyInstance): HttpTransport {
  return async (request) => {
    const url = new URL(request.url);
    const reply = await app.inject({
      method: request.method,
      url: url.pathname + url.search,
      headers: { host: url.host, ...request.headers },
      ...(request.body !== undefined ? { payload: request.body } : {}),
    });
    return { status: reply.statusCode, body: reply.body };
  };
}
