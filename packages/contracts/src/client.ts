// The typed API client used by the web site, the console and the tests. It builds the request from an
// endpoint declaration, encrypts the body when the call is marked encrypted, and unwraps the envelope:
// a `success: false` reply becomes a thrown ApiError carrying the server's error code.
// The endpoint types are erased at build time: nothing here loads zod, so the sites' boot path stays small.
import type { Endpoint, EndpointInput, EndpointReply } from './endpoint.ts';
import { ApiError } from './api-error.ts';
import type { ErrorCode } from './errors.ts';
import { CRYPTO_KEY_PATH, encryptForServer, ENCRYPTED_KEY_HEADER, type ServerPublicKey } from './crypto-envelope.ts';

export interface ApiClientOptions {
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Called before every request, so the headers follow the current session and language. */
  headers?: () => Record<string, string | undefined>;
  /** The time stamped into encrypted calls; tests pass the server's moved clock. */
  now?: () => number;
}

export interface ApiClient {
  call<E extends Endpoint>(endpoint: E, input?: EndpointInput<E>): Promise<EndpointReply<E>>;
}

export function buildPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

export function toQueryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const baseUrl = options.baseUrl ?? '';
  let serverKey: ServerPublicKey | undefined;

  async function currentKey(): Promise<ServerPublicKey> {
    if (!serverKey || Date.parse(serverKey.expiresAt) - (options.now?.() ?? Date.now()) < 60_000) {
      // A bare declaration, not site.ts's endpoint: that module brings zod, which the client must not need.
      serverKey = (await call({ method: 'GET', path: CRYPTO_KEY_PATH } as Endpoint)) as ServerPublicKey;
    }
    return serverKey;
  }

  async function call<E extends Endpoint>(endpoint: E, input?: EndpointInput<E>): Promise<EndpointReply<E>> {
    const { params, query, body } = (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
    const url = baseUrl + buildPath(endpoint.path, params) + toQueryString(query);
    const headers: Record<string, string> = { accept: 'application/json' };
    for (const [key, value] of Object.entries(options.headers?.() ?? {})) if (value !== undefined) headers[key] = value;
    let payload: string | undefined;
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      if (endpoint.encrypted) {
        const key = await currentKey();
        const sealed = await encryptForServer(key, body, options.now?.() ?? Date.now());
        headers[ENCRYPTED_KEY_HEADER] = sealed.header;
        payload = JSON.stringify({ value: sealed.value });
      } else {
        payload = JSON.stringify(body);
      }
    }
    let response: Response;
    try {
      response = await doFetch(url, { method: endpoint.method, headers, body: payload, credentials: 'same-origin' });
    } catch {
      throw new ApiError('service_unavailable', 'Network link is abnormal, please try again');
    }
    const reply = (await response.json().catch(() => null)) as
      | { success: true; value: unknown }
      | { success: false; errorCode: ErrorCode; message: string; field?: string; captchaRequired?: boolean; details?: Record<string, string | number> }
      | null;
    if (!reply) throw new ApiError('internal_error', `Unexpected reply (HTTP ${response.status})`, { status: response.status });
    if (!reply.success) {
      if (reply.errorCode === 'decryption_failed') serverKey = undefined; // the key may have rotated
      throw new ApiError(reply.errorCode, reply.message, {
        field: reply.field,
        status: response.status,
        captchaRequired: reply.captchaRequired === true,
        details: reply.details,
      });
    }
    return reply.value as EndpointReply<E>;
  }

  return { call };
}
