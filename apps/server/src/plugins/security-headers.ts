// Security headers (helmet's set, with our content security policy), computed once at start and copied onto
// every reply. @fastify/helmet builds the same headers anew on each request, which cost about half of a
// small reply's time in bench/http; the policy has no per-request part (no nonces), so once is enough.
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  styleSrc: ["'self'", "'unsafe-inline'"],
  scriptSrc: ["'self'"],
  connectSrc: ["'self'"],
  frameSrc: ["'self'", 'https:'],
  fontSrc: ["'self'", 'data:'],
};

/**
 * What a JSON API reply needs (OWASP's REST security headers): no caching of private answers, no framing,
 * no type sniffing, HTTPS only, and no use from other origins' pages. The document-oriented rest of
 * helmet's set (script policy, DNS prefetch, download options…) has nothing to act on in JSON.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

export function computeSecurityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  let failure: unknown;
  helmet({ contentSecurityPolicy: { directives: CONTENT_SECURITY_POLICY }, crossOriginEmbedderPolicy: false })(
    {} as IncomingMessage,
    response,
    (error?: unknown) => {
      failure = error;
    },
  );
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}
