// The Fastify instance every module's routes go on: logger and request ids, the NUL guard and the error
// handler, security headers, compression, the rate limit, cookies, uploads, the OpenAPI description and
// the health calls. app.ts makes it first, then composes the modules on it.
import { randomUUID } from 'node:crypto';
import { constants as zlibConstants } from 'node:zlib';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { rateLimitStoreOptions } from '../lib/rate-limit-store.ts';
import { registerErrorHandling, sendError } from './errors.ts';
import { registerNulGuard } from './nul-guard.ts';
import { endEventStreamsOnClose } from '../lib/event-stream.ts';
import { registerMetrics } from './metrics.ts';
import { requestLogController } from './request-log.ts';
import { API_SECURITY_HEADERS, computeSecurityHeaders } from './security-headers.ts';
import { parseSerializerCompiler } from './serializer.ts';

const API_PREFIXES = ['/wps/', '/lgw/', '/cms/', '/media/', '/docs', '/healthz', '/readyz', '/metrics', '/TCG_PROD_IMAGES/'];

export function isJsonApiPath(url: string): boolean {
  return url.startsWith('/wps/') || url.startsWith('/lgw/') || url.startsWith('/cms/');
}

export function isApiPath(url: string): boolean {
  return API_PREFIXES.some((prefix) => url.startsWith(prefix));
}

// Calls whose replies can be large (settings, lists) are compressed for clients that accept it; the
// rest skip the hook altogether, and the built sites carry pre-compressed .br/.gz files
// (scripts/precompress.mjs) that are sent as they are.
export const compression = {
  threshold: 1024,
  encodings: ['br', 'gzip'] as ('br' | 'gzip')[],
  brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
};

export interface HttpAppOptions {
  /** Overrides the logger config (tests pass false). */
  logger?: boolean | object;
  /** In production, who may read the API's description: a signed-in console operator (app.ts). */
  docsAccess(request: FastifyRequest): Promise<void>;
  /** The database, whose engine decides where the rate limit counts when no Redis is set (lib/rate-limit-store.ts). */
  database: Database;
}

export async function createHttpApp(config: Config, options: HttpAppOptions) {
  const app = Fastify({
    logger:
      options.logger ??
      (config.LOG_PRETTY
        ? { level: config.LOG_LEVEL, transport: { target: 'pino-pretty', options: { translateTime: 'SYS:standard' } } }
        : { level: config.LOG_LEVEL }),
    trustProxy: config.TRUSTED_PROXIES.length > 0 ? config.TRUSTED_PROXIES : false,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    // One line per request (request-log.ts).
    logController: requestLogController({ logMoneyCalls: config.LOG_MONEY_CALLS }),
  }).withTypeProvider<ZodTypeProvider>();
  // Every route, as registered: the property tests throw random input at each of them.
  const routes: { method: string; url: string }[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url });
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(parseSerializerCompiler);
  // Before any route: a NUL anywhere in a request is bad input, whether or not the route has a schema.
  registerNulGuard(app);
  endEventStreamsOnClose(app);
  const serveMetrics = registerMetrics(app, config);
  // Before any plugin that adds routes (the docs): a plugin's routes keep the error handler of their time.
  registerErrorHandling(app);
  const pageHeaders = computeSecurityHeaders();
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isJsonApiPath(request.url) ? API_SECURITY_HEADERS : pageHeaders);
    reply.header('x-request-id', request.id);
    done();
  });
  await app.register(compress, { ...compression, global: false });
  // The limit's x-ratelimit-* headers go on refusals only (429, with retry-after), not on every reply: no
  // client of ours reads them on a reply that got through, and three headers on every API reply cost each
  // call (bench/http: headers are most of a small reply's cost). The counts are shared by every process
  // (Redis or PostgreSQL, lib/rate-limit-store.ts); when the store cannot answer, the call goes through
  // rather than the whole API failing with it (and the failure is logged).
  const limitStore = rateLimitStoreOptions(options.database, config.REDIS_URL, app.log);
  app.addHook('onClose', limitStore.close);
  await app.register(rateLimit, {
    ...limitStore.options,
    skipOnError: limitStore.kind !== 'memory',
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    allowList: (request) => !isApiPath(request.url),
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
  });
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: 2 * 1024 * 1024, files: 1, fields: 5 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Orbit platform API', version: '1.0.0', description: 'Every call answers { success, value } or { success: false, errorCode, message }.' },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
    },
    transform: jsonSchemaTransform,
  });
  // The API's own description: open in development and test; in production only to a signed-in console
  // operator (the console's session token in Authorization, as on any /cms call), every page and the JSON
  // document alike. A preHandler, so the request's input has been checked (nul-guard.ts) before the lookup.
  await app.register(swaggerUi, { routePrefix: '/docs', ...(config.NODE_ENV === 'production' ? { uiHooks: { preHandler: options.docsAccess } } : {}) });
  return { app, routes, serveMetrics };
}

/** /healthz answers while the process runs; /readyz only while the database answers too. */
export function registerHealthRoutes(app: FastifyInstance, database: Database) {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ success: true, value: { status: 'ok' } }));
  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    try {
      await database.ping(2000);
      return { success: true, value: { status: 'ready', database: database.kind } };
    } catch (error) {
      request.log.error({ err: error }, 'readiness check: the database does not answer');
      return sendError(reply, 'service_unavailable', 'The database does not answer');
    }
  });
}
