// Builds the Fastify application from a config and a database: plugins, services, routes and jobs.
// server.ts starts it; tests build it and call it through app.inject.
import { randomUUID } from 'node:crypto';
import { constants as zlibConstants } from 'node:zlib';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_SECURITY_HEADERS, computeSecurityHeaders } from './plugins/security-headers.ts';
import { parseSerializerCompiler } from './plugins/serializer.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { registerErrorHandling, sendError } from './plugins/errors.ts';
import { createRouteKit } from './plugins/endpoint.ts';
import { createEncryptionService } from './plugins/encryption.ts';
import { createSiteService } from './modules/site/site.service.ts';
import { registerSiteRoutes } from './modules/site/site.routes.ts';
import { registerAssetRoutes } from './modules/site/assets.routes.ts';
import { inlineStylesheets, renderSitePage, type SitePageInput } from './modules/site/site-page.ts';
import { createAuditService } from './modules/console/audit.service.ts';
import { createOperatorsService } from './modules/console/operators.service.ts';
import { registerConsoleRoutes } from './modules/console/console.routes.ts';
import { createMembersService } from './modules/members/members.service.ts';
import { registerMemberRoutes } from './modules/members/members.routes.ts';
import { registerSecurityRoutes } from './modules/members/security.routes.ts';
import { registerMemberAdminRoutes } from './modules/members/admin.routes.ts';
import cookie from '@fastify/cookie';
import { createJobRunner } from './jobs/runner.ts';
import { platformJobs } from './jobs/definitions.ts';
// Verification and messaging (issue 3) ↓
import { createCaptchaService } from './modules/verification/captcha.service.ts';
import { challengeHmacKey, createChallengeService } from './modules/verification/challenge.service.ts';
import { registerVerificationRoutes } from './modules/verification/verification.routes.ts';
import { createMessagingService } from './modules/messaging/messaging.service.ts';
import { registerMessagingRoutes } from './modules/messaging/messaging.routes.ts';
// ↑ verification and messaging
// Social sign-in (issue 3) ↓
import { createSocialService } from './modules/social/social.service.ts';
import { registerSocialRoutes } from './modules/social/social.routes.ts';
// ↑ social sign-in

export interface BuildAppOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  /** Overrides the logger config (tests pass false). */
  logger?: boolean | object;
  /** Draws captcha codes (tests record what they draw, as a person reads the picture). */
  captchaCode?: () => string;
}

const API_PREFIXES = ['/wps/', '/lgw/', '/cms/', '/media/', '/docs', '/healthz', '/readyz', '/TCG_PROD_IMAGES/'];

export async function buildApp(options: BuildAppOptions) {
  const { config, database } = options;
  const clock = options.clock ?? systemClock;
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
  }).withTypeProvider<ZodTypeProvider>();
  // Every route, as registered: the property tests throw random input at each of them.
  const routes: { method: string; url: string }[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url });
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(parseSerializerCompiler);
  const pageHeaders = computeSecurityHeaders();
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isJsonApiPath(request.url) ? API_SECURITY_HEADERS : pageHeaders);
    reply.header('x-request-id', request.id);
    done();
  });
  // Calls whose replies can be large (settings, lists) are compressed for clients that accept it; the
  // rest skip the hook altogether, and the built sites carry pre-compressed .br/.gz files
  // (scripts/precompress.mjs) that are sent as they are.
  const compression = {
    threshold: 1024,
    encodings: ['br', 'gzip'] as ('br' | 'gzip')[],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  };
  await app.register(compress, { ...compression, global: false });
  await app.register(rateLimit, { max: config.RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute', allowList: (request) => !isApiPath(request.url) });
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: 2 * 1024 * 1024, files: 1, fields: 5 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Orbit platform API', version: '1.0.0', description: 'Every call answers { success, value } or { success: false, errorCode, message }.' },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
  registerErrorHandling(app);

  const audit = createAuditService({ database, clock });
  const site = createSiteService({ database, clock, cacheMs: config.SETTINGS_CACHE_MS, audit });
  const operators = createOperatorsService({ database, clock, audit, sessionHours: config.OPERATOR_SESSION_HOURS, idleMinutes: config.OPERATOR_IDLE_MINUTES });
  const encryption = createEncryptionService({ database, clock, appSecret: config.APP_SECRET, rotateHours: config.CRYPTO_KEY_ROTATE_HOURS });
  // Verification and messaging (issue 3) ↓: the human checks and where SMS and e-mail go.
  const captchas = createCaptchaService({ database, clock, randomCode: options.captchaCode });
  const challenges = createChallengeService({ database, clock, hmacKey: challengeHmacKey(config.APP_SECRET) });
  const messaging = createMessagingService({ database, clock, log: app.log });
  // ↑ verification and messaging
  const members = createMembersService({
    database,
    clock,
    audit,
    messaging,
    human: { verifyCaptcha: (merchantId, id, answer) => captchas.verify(merchantId, id, answer), verifyChallenge: (solution) => challenges.verify(solution) },
  });
  // Social sign-in (issue 3) ↓: Google and Facebook over OpenID Connect, bound to the members' accounts.
  const social = createSocialService({
    database,
    clock,
    accounts: members.socialAccounts,
    audit,
    log: app.log,
    merchantByCode: (code) => site.resolveMerchant({ code }),
  });
  // ↑ social sign-in
  const jobs = createJobRunner({
    database,
    clock,
    jobs: platformJobs({ site }),
    log: app.log,
    tickMs: config.JOBS_TICK_MS,
    periodDivisor: config.JOBS_PERIOD_DIVISOR,
  });

  const resolveMerchant = (request: FastifyRequest) => {
    const header = request.headers.merchant;
    const url = (request.query as { url?: unknown } | undefined)?.url;
    const host = typeof url === 'string' && url ? hostOf(url) : request.host;
    return site.resolveMerchant({ code: typeof header === 'string' && header ? header : undefined, host });
  };
  const kit = createRouteKit(app, {
    compression,
    resolveMerchant,
    authenticateOperator: (request, merchant) => operators.authenticate(request.headers.authorization, merchant.id),
    authenticateMember: (request, merchant) => members.authenticate(request.headers.authorization, merchant),
    decryptBody: (request) => encryption.decryptRequest(request),
  });

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
  registerSiteRoutes(kit, { site, encryption });
  registerConsoleRoutes(kit, { operators, audit, site, jobs, loginRateLimit: config.LOGIN_RATE_LIMIT_PER_MINUTE });
  registerVerificationRoutes(kit, { captchas, challenges, challengesPerMinute: config.LOGIN_RATE_LIMIT_PER_MINUTE }); // verification and messaging (issue 3)
  registerMessagingRoutes(kit, { messaging }); // verification and messaging (issue 3)
  registerMemberRoutes(kit, { members, loginRateLimit: config.LOGIN_RATE_LIMIT_PER_MINUTE });
  registerSecurityRoutes(kit, app, { members, site, resolveMerchant, codeRateLimit: config.LOGIN_RATE_LIMIT_PER_MINUTE });
  registerMemberAdminRoutes(kit, { members });
  registerSocialRoutes(kit, app, { social, loginRateLimit: config.LOGIN_RATE_LIMIT_PER_MINUTE }); // social sign-in (issue 3)
  registerAssetRoutes(app, { site, operators, resolveMerchant });
  await serveSites(app, config, async (request) => {
    // The site's page for this visitor's merchant; an address no merchant owns gets the plain page.
    const merchant = await resolveMerchant(request).catch(() => undefined);
    if (!merchant) return undefined;
    const statusUrl = `/wps/system/status?${new URLSearchParams({ url: request.host }).toString()}`;
    return {
      path: request.url.split('?')[0] ?? '/',
      whitelabelReplyJson: `{"success":true,"value":${await site.whitelabelJson(merchant, request.ip)}}`,
      statusReplyJson: JSON.stringify({ success: true, value: site.status(merchant, request.ip) }),
      statusUrl,
      whitelabel: { branding: merchant.settings.branding, banners: merchant.settings.banners.filter((b) => b.enabled) },
    };
  });

  return { app, services: { site, operators, audit, encryption, members, captchas, challenges, messaging }, jobs, routes };
}

function isJsonApiPath(url: string): boolean {
  return url.startsWith('/wps/') || url.startsWith('/lgw/') || url.startsWith('/cms/');
}

function isApiPath(url: string): boolean {
  return API_PREFIXES.some((prefix) => url.startsWith(prefix));
}

function hostOf(url: string): string {
  try {
    return new URL(url.includes('://') ? url : `http://${url}`).host;
  } catch {
    return url;
  }
}

/** Serves the built web site at / and the console at /console, each answering its index.html for its own routes. */
async function serveSites(app: FastifyInstance, config: Config, pageInput: (request: FastifyRequest) => Promise<SitePageInput | undefined>) {
  const webDir = config.WEB_DIST ? path.resolve(config.WEB_DIST) : '';
  const consoleDir = config.CONSOLE_DIST ? path.resolve(config.CONSOLE_DIST) : '';
  const hasWeb = webDir !== '' && existsSync(path.join(webDir, 'index.html'));
  const hasConsole = consoleDir !== '' && existsSync(path.join(consoleDir, 'index.html'));
  const setHeaders = (reply: { header(name: string, value: string): unknown }, filePath: string) => {
    // Built files carry a content hash in their names; index.html must always be fetched again.
    reply.header('cache-control', filePath.endsWith('.html') ? 'no-cache' : 'public, max-age=31536000, immutable');
  };
  if (hasWeb) await app.register(fastifyStatic, { root: webDir, prefix: '/', setHeaders, index: false, wildcard: true, preCompressed: true });
  if (hasConsole)
    await app.register(fastifyStatic, {
      root: consoleDir,
      prefix: '/console/',
      setHeaders,
      index: false,
      decorateReply: !hasWeb,
      wildcard: true,
      preCompressed: true,
    });

  // The site's page is made per visitor (site-page.ts); its template is read once.
  const webTemplate = hasWeb
    ? inlineStylesheets(readFileSync(path.join(webDir, 'index.html'), 'utf8'), (href) => {
        const file = path.join(webDir, href);
        return file.startsWith(webDir) && existsSync(file) ? readFileSync(file, 'utf8') : undefined;
      })
    : '';
  const sendWebPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const input = await pageInput(request);
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    return reply.compress(input ? renderSitePage(webTemplate, input) : webTemplate);
  };
  // The folders themselves are pages, not directory listings.
  if (hasWeb) for (const url of ['/', '/index.html']) app.get(url, { schema: { hide: true } }, sendWebPage);
  if (hasConsole)
    for (const url of ['/console', '/console/'])
      app.get(url, { schema: { hide: true } }, (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html', consoleDir));

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    // Paths with a file extension are files, except the .html aliases of pages (/index.html, /register.html).
    const wantsPage = request.method === 'GET' && !isApiPath(pathname) && (!/\.[a-z0-9]{2,5}$/i.test(pathname) || pathname.endsWith('.html'));
    if (wantsPage && hasConsole && (pathname === '/console' || pathname.startsWith('/console/')))
      return reply.header('cache-control', 'no-cache').sendFile('index.html', consoleDir);
    if (wantsPage && hasWeb) return sendWebPage(request, reply);
    return sendError(reply, 'not_found', `No such call: ${request.method} ${pathname}`);
  });
}
