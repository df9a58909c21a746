// Where a call came from, for every module that records or answers by the site's address.
import type { FastifyRequest } from 'fastify';

/** The site's host a call came from: the page's Origin when the browser sends one, else the Host header. */
export function siteHostOf(request: FastifyRequest): string {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin) {
    try {
      return new URL(origin).host.toLowerCase();
    } catch {
      // A malformed Origin is ignored: the Host header still says where the call landed.
    }
  }
  return request.host.toLowerCase();
}

/** The site's origin a call came from (scheme, host and port): the page's Origin, else the protocol and Host. */
export function siteOriginOf(request: FastifyRequest): string {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin && origin !== 'null') {
    try {
      return new URL(origin).origin;
    } catch {
      // Malformed: fall back to where the call landed.
    }
  }
  return `${request.protocol}://${request.host}`;
}
