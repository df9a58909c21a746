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
import { setPasswordHashCost } from './lib/passwords.ts';
import { registerErrorHandling, sendError } from './plugins/errors.ts';
import { registerNulGuard } from './plugins/nul-guard.ts';
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
// Verification and messaging ↓
import { createCaptchaService } from './modules/verification/captcha.service.ts';
import { challengeHmacKey, createChallengeService } from './modules/verification/challenge.service.ts';
import { registerVerificationRoutes } from './modules/verification/verification.routes.ts';
import { createMessagingService } from './modules/messaging/messaging.service.ts';
import { registerMessagingRoutes } from './modules/messaging/messaging.routes.ts';
// ↑ verification and messaging
// Social sign-in ↓
import { createSocialService } from './modules/social/social.service.ts';
import { registerSocialRoutes } from './modules/social/social.routes.ts';
// ↑ social sign-in
// Announcements ↓
import { createAnnouncementsService } from './modules/content/announcements.service.ts';
import { registerAnnouncementRoutes } from './modules/content/announcements.routes.ts';
// ↑ announcements
// Wallet and payments ↓
import { createWalletService } from './modules/wallet/wallet.service.ts';
import { registerWalletRoutes } from './modules/wallet/wallet.routes.ts';
import { createBalanceHub, registerWalletEvents } from './modules/wallet/events.ts';
import { createReconciliation } from './modules/wallet/reconciliation.ts';
import { createFinanceConsole } from './modules/wallet/finance.ts';
import { createAdjustments } from './modules/wallet/adjustments.ts';
import { registerFinanceRoutes } from './modules/wallet/finance.routes.ts';
import type { TransferVendorPort } from './modules/wallet/vendor-port.ts';
import { createHouseTransferWallet } from './vendors/house/transfer-wallet.ts';
// ↑ wallet and payments

// Withdrawals ↓
import { createPayees } from './modules/members/payees.ts';
import { createBankAccounts } from './modules/payments/bank-accounts.ts';
import { createWithdrawals } from './modules/payments/withdrawals.service.ts';
import { createWithdrawalReview } from './modules/payments/withdrawal-review.ts';
import { registerWithdrawalRoutes } from './modules/payments/withdrawals.routes.ts';
import { registerFinanceWithdrawalRoutes } from './modules/payments/finance-withdrawals.routes.ts';
// ↑ withdrawals
// Deposits ↓
import { createUploadsService } from './modules/payments/uploads.ts';
import { registerUploadRoutes } from './modules/payments/uploads.routes.ts';
import { fetchTransport, type HttpTransport } from './lib/http-transport.ts';
import { gatewayCredentials, sandboxGatewayOn } from './modules/payments/gateway.ts';
import { createSandboxGatewayClient } from './modules/payments/sandbox-client.ts';
import { createDepositLimits } from './modules/payments/deposit-limits.ts';
import { createDeposits } from './modules/payments/deposits.service.ts';
import { createDepositReview } from './modules/payments/deposit-review.ts';
import { createDailyTotals } from './modules/payments/daily-totals.ts';
import { createWebhookReceiver, registerWebhookRoute } from './modules/payments/webhooks.ts';
import { registerDepositRoutes } from './modules/payments/deposits.routes.ts';
import { registerFinanceDepositRoutes } from './modules/payments/finance-deposits.routes.ts';
import { createSandboxGateway } from './vendors/sandbox-gateway/sandbox-gateway.ts';
import { registerSandboxGatewayRoutes } from './vendors/sandbox-gateway/routes.ts';
import { GATEWAY_WEBHOOK_PATH } from '@orbit/contracts/payments';
import type { ResolvedMerchant } from './modules/site/site.types.ts';
// ↑ deposits
// Games ↓
import { createGamesCatalogue } from './modules/games/catalogue.service.ts';
import { createGameLauncher, type PlayerTokenIssuer } from './modules/games/launch.service.ts';
import { createPlayerTokens } from './modules/wallet/seamless/player-tokens.ts';
import { createSeamlessWallet } from './modules/wallet/seamless/seamless.service.ts';
import { registerSeamlessRoutes } from './modules/wallet/seamless/seamless.routes.ts';
import { createSeamlessClient } from './vendors/house/seamless-client.ts';
import { createHouseWallet } from './vendors/house/house-wallet.ts';
import { createRoundBook } from './vendors/house/round-book.ts';
import { createHouseSlots } from './vendors/house/slots/slots.service.ts';
import { registerHouseSlotRoutes } from './vendors/house/slots/slots.routes.ts';
import { createHouseBlackjack } from './vendors/house/blackjack/blackjack.service.ts';
import { registerHouseBlackjackRoutes } from './vendors/house/blackjack/blackjack.routes.ts';
import { createNotifyHub } from './lib/notify-hub.ts';
import { createLiveDealer } from './vendors/house/live/live-dealer.ts';
import { createLiveMoney } from './vendors/house/live/live-money.ts';
import { registerHouseLiveRoutes } from './vendors/house/live/live.routes.ts';
import { createLiveTables } from './vendors/house/live/live.service.ts';
import { createLotteryDraws } from './vendors/house/lottery/draws.service.ts';
import { registerLotteryDrawRoutes } from './vendors/house/lottery/draws.routes.ts';
import { createLotteryEvents, registerLotteryEventsRoute } from './vendors/house/lottery/lottery-events.ts';
import { createLotterySettlement } from './vendors/house/lottery/settlement.ts';
import { createLotteryTickets } from './vendors/house/lottery/tickets.service.ts';
import { createLotteryReads } from './vendors/house/lottery/tickets.reads.ts';
import { registerLotteryTicketRoutes } from './vendors/house/lottery/tickets.routes.ts';
import { registerVnLotteryRoutes } from './vendors/house/lottery/vn.routes.ts';
import { createConsoleLottery } from './vendors/house/lottery/console-lottery.service.ts';
import { registerConsoleLotteryRoutes } from './vendors/house/lottery/console-lottery.routes.ts';
import { createConsoleLotteryVoid, registerConsoleLotteryVoidRoute } from './vendors/house/lottery/console-lottery-void.ts';
import { registerHouseFishing } from './vendors/house/fishing/fishing.routes.ts';
import { createBetRecords, registerBetRecordRoutes } from './modules/wallet/seamless/bet-records.ts';
import { createGgrReport, registerGgrRoutes } from './modules/wallet/seamless/ggr.ts';
import { createVendorWallets, registerVendorWalletRoutes } from './modules/wallet/seamless/console-vendor-wallets.ts';
import { createVendorSecrets } from './modules/wallet/seamless/vendor-secrets.ts';
import { createHeldCredits, registerHeldCreditRoutes } from './modules/wallet/seamless/console-held-credits.ts';
import { createConsoleRounds, registerConsoleRoundRoutes } from './modules/wallet/seamless/console-rounds.ts';
import { createExposureReport, registerExposureRoutes } from './modules/wallet/seamless/console-exposure.ts';
import { houseLotteryGame } from './modules/games/house-catalogue.ts';
import { createAgentsModule } from './modules/agents/agents.module.ts';
import { findMerchantById } from './modules/site/site.repo.ts';
import { registerGameRoutes } from './modules/games/games.routes.ts';
import { registerGameImageRoutes } from './modules/games/images.routes.ts';
import { createCatalogueConsole } from './modules/games/catalogue.console.ts';
import { registerCatalogueConsoleRoutes } from './modules/games/catalogue-console.routes.ts';
// ↑ games

export interface BuildAppOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  /** Overrides the logger config (tests pass false). */
  logger?: boolean | object;
  /** Draws captcha codes (tests record what they draw, as a person reads the picture). */
  captchaCode?: () => string;
  /** More transfer-wallet vendors beside the house vendor (tests add a protocol double). */
  transferVendors?: readonly TransferVendorPort[];
  /** How our payments module and the payment gateway reach each other over HTTP (tests: through app.inject); fetch by default. */
  paymentsTransport?: (app: FastifyInstance) => HttpTransport;
  /** Issues the tokens a launched game's seamless calls carry (tests pass a double). */
  playerTokens?: PlayerTokenIssuer;
}

const API_PREFIXES = ['/wps/', '/lgw/', '/cms/', '/media/', '/docs', '/healthz', '/readyz', '/TCG_PROD_IMAGES/'];

export async function buildApp(options: BuildAppOptions) {
  const { config, database } = options;
  setPasswordHashCost(config.PASSWORD_HASH_COST);
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
  // Before any route: a NUL anywhere in a request is bad input, whether or not the route has a schema.
  registerNulGuard(app);
  // Before any plugin that adds routes (the docs): a plugin's routes keep the error handler of their time.
  registerErrorHandling(app);
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
  // The limit's x-ratelimit-* headers go on refusals only (429, with retry-after), not on every reply: no
  // client of ours reads them on a reply that got through, and three headers on every API reply cost each
  // call (bench/http: headers are most of a small reply's cost).
  await app.register(rateLimit, {
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
  const docsAccess = async (request: FastifyRequest) => {
    await operators.authenticate(request.headers.authorization, (await resolveMerchant(request)).id);
  };
  await app.register(swaggerUi, { routePrefix: '/docs', ...(config.NODE_ENV === 'production' ? { uiHooks: { preHandler: docsAccess } } : {}) });

  const audit = createAuditService({ database, clock });
  const site = createSiteService({ database, clock, cacheMs: config.SETTINGS_CACHE_MS, audit });
  const operators = createOperatorsService({ database, clock, audit, sessionHours: config.OPERATOR_SESSION_HOURS, idleMinutes: config.OPERATOR_IDLE_MINUTES });
  const encryption = createEncryptionService({ database, clock, appSecret: config.APP_SECRET, rotateHours: config.CRYPTO_KEY_ROTATE_HOURS });
  // Vendors' signing secrets are sealed at rest; any still in clear (from before sealing, or the demo seed's) are sealed now.
  const vendorSecrets = createVendorSecrets({ appSecret: config.APP_SECRET });
  // A database that cannot be reached at start must not stop the server (/readyz answers 503 until it comes
  // back); rows left in clear still verify, and the next start seals them.
  await database.db
    .transaction((tx) => vendorSecrets.sealStoredSecrets(tx))
    .catch((error: unknown) => app.log.warn({ err: error }, 'vendor secrets not sealed at start'));
  // Verification and messaging ↓: the human checks and where SMS and e-mail go.
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
  // Social sign-in ↓: Google and Facebook over OpenID Connect, bound to the members' accounts.
  const social = createSocialService({
    database,
    clock,
    accounts: members.socialAccounts,
    audit,
    log: app.log,
    merchantByCode: (code) => site.resolveMerchant({ code }),
  });
  // ↑ social sign-in
  // Wallet and payments ↓: the ledger's service; deposits, withdrawals and transfers move money through it.
  const balanceHub = createBalanceHub(database, app.log);
  const wallet = createWalletService({
    database,
    onBalanceChanged: balanceHub.changed,
    clock,
    members: members.directory,
    transferVendors: [createHouseTransferWallet({ database, clock }), ...(options.transferVendors ?? [])],
    vendorTimeoutMs: config.VENDOR_TIMEOUT_MS,
    verifyPaymentPassword: (merchant, memberId, password) => members.paymentPasswords.verify(merchant, memberId, password),
  });
  const reconciliation = createReconciliation({ clock, log: app.log });
  const adjustments = createAdjustments({ database, clock, wallet, audit, members: members.directory });
  app.addHook('onReady', () => balanceHub.start());
  app.addHook('onClose', () => balanceHub.close());
  // ↑ wallet and payments
  // Withdrawals ↓: bank accounts on file, requests that hold the money, finance's review, the member's confirmation.
  const paymentPasswords = members.paymentPasswords;
  const payees = createPayees({ database });
  const bankAccounts = createBankAccounts({ database, clock, audit, payees, paymentPasswords });
  const withdrawals = createWithdrawals({ database, clock, wallet, bankAccounts, payees, paymentPasswords });
  const operatorNames = async (merchantId: number) => new Map((await operators.list(merchantId)).map((o) => [o.id, o.username] as const));
  const withdrawalReview = createWithdrawalReview({ database, clock, wallet, audit, payees, operatorNames, creditedToday: adjustments.creditedToday });
  // ↑ withdrawals
  // Deposits ↓: the built-in sandbox gateway (a separate party, reached over signed HTTP) and our deposits.
  const paymentsTransport = options.paymentsTransport?.(app) ?? fetchTransport();
  const credentialsOf = (merchant: ResolvedMerchant) => gatewayCredentials(merchant, config.APP_SECRET);
  const merchantByCode = (code: string) => site.resolveMerchant({ code }).catch(() => undefined);
  const gatewayOn = (merchant: ResolvedMerchant) => sandboxGatewayOn(merchant, config.NODE_ENV === 'production');
  const sandboxGateway = createSandboxGateway({
    database,
    clock,
    publicUrl: config.PUBLIC_URL,
    transport: paymentsTransport,
    log: app.log,
    // The sandbox's account registry is the merchants' own gateway settings, as a real gateway's dashboard would
    // issue them; a merchant whose sandbox is switched off has no account, so its API and pages refuse.
    accounts: async (code) => {
      const merchant = await merchantByCode(code);
      return merchant && gatewayOn(merchant) ? { ...credentialsOf(merchant), displayName: merchant.name } : undefined;
    },
  });
  const depositLimits = createDepositLimits({ database, clock, audit });
  const deposits = createDeposits({
    database,
    clock,
    limits: depositLimits,
    gateway: createSandboxGatewayClient({ baseUrl: config.PUBLIC_URL, transport: paymentsTransport, clock, log: app.log }),
    credentials: credentialsOf,
    gatewayOn,
    webhookUrl: (provider) => `${config.PUBLIC_URL}${GATEWAY_WEBHOOK_PATH.replace(':provider', provider)}`,
  });
  // ↑ deposits
  // Games ↓: the catalogue the lobbies read and the launch of a game.
  const gamesCatalogue = createGamesCatalogue({ database, clock });
  const playerTokens = createPlayerTokens({ database, clock });
  const gameLauncher = createGameLauncher({ database, clock, catalogue: gamesCatalogue, playerTokens: options.playerTokens ?? playerTokens });
  // The house vendor's games reach the wallet over HTTP through the seamless protocol, as outside vendors do.
  const houseWallet = createHouseWallet({
    database,
    secrets: vendorSecrets,
    client: createSeamlessClient({ transport: paymentsTransport, baseUrl: config.PUBLIC_URL, clock }),
  });
  const houseRoundBook = createRoundBook({ database, clock, wallet: houseWallet });
  const houseSlots = createHouseSlots({ database, clock, book: houseRoundBook });
  const houseBlackjack = createHouseBlackjack({ database, clock, book: houseRoundBook, wallet: houseWallet, merchantById: (id) => merchantById(id) });
  // The live tables (ADR 0015): shared rounds dealt by a loop in each process, changes told through the hub.
  const liveHub = createNotifyHub(database, 'house_live', app.log);
  const liveContext = {
    database,
    clock,
    wallet: houseWallet,
    book: houseRoundBook,
    hub: liveHub,
    cadence: { bettingMs: config.HOUSE_LIVE_BETTING_MS, resultMs: config.HOUSE_LIVE_RESULT_MS },
  };
  const houseLive = createLiveTables(liveContext);
  const liveDealer = createLiveDealer(liveContext, { money: createLiveMoney(liveContext), merchantById: (id) => merchantById(id) });
  let stopDealer: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    await liveHub.start();
    if (config.HOUSE_LIVE_TICK_MS > 0) stopDealer = liveDealer.run(config.HOUSE_LIVE_TICK_MS, app.log);
  });
  app.addHook('onClose', async () => {
    await stopDealer?.();
    await liveHub.close();
  });
  // The lottery's draw events: every move of a draw told to the open streams of its merchant and game, in every process.
  const lotteryHub = createNotifyHub(database, 'lottery_draws', app.log);
  const lotteryEvents = createLotteryEvents(lotteryHub);
  app.addHook('onReady', () => lotteryHub.start());
  // The lottery's draws (ADR 0017): planned by a job, opened, closed and drawn by a loop in each process.
  const lotteryDraws = createLotteryDraws({
    database,
    clock,
    closeBefore: { dailyMs: config.LOTTERY_CLOSE_BEFORE_DAILY_SECONDS * 1000, fastMs: config.LOTTERY_CLOSE_BEFORE_FAST_SECONDS * 1000 },
    onChanged: lotteryEvents.publish,
  });
  // Lottery tickets: sold through the seamless wallet like every house game's bets.
  // A lottery game sells while the catalogue lists it (game and vendor on) and neither is under maintenance.
  const lotterySellable = async (merchant: ResolvedMerchant, vendorCode: string) => {
    const { games } = await gamesCatalogue.list({ merchant, language: undefined }, { vassalage: vendorCode, pageNo: 1, pageSize: 50 });
    return new Set(games.filter((game) => !game.maintenance).map((game) => game.gameCode));
  };
  const lotteryTickets = createLotteryTickets({ database, clock, book: houseRoundBook, wallet: houseWallet, sellable: lotterySellable });
  const lotteryCloseBefore = { dailyMs: config.LOTTERY_CLOSE_BEFORE_DAILY_SECONDS * 1000, fastMs: config.LOTTERY_CLOSE_BEFORE_FAST_SECONDS * 1000 };
  const lotteryReads = createLotteryReads({
    database,
    book: houseRoundBook,
    tickets: lotteryTickets,
    closeBefore: lotteryCloseBefore,
    sellable: lotterySellable,
  });
  let stopLotteryDraws: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    if (config.LOTTERY_TICK_MS > 0) stopLotteryDraws = lotteryDraws.run(config.LOTTERY_TICK_MS, app.log);
  });
  app.addHook('onClose', async () => {
    await stopLotteryDraws?.();
    await lotteryHub.close();
  });
  // Lottery settlement (ADR 0018): the job lottery.settle-draws settles drawn draws set-based, then pays the
  // wins and refunds voided draws through the seamless wallet under the game code the bets were taken with.
  const lotterySettlement = createLotterySettlement({
    database,
    clock,
    wallet: houseWallet,
    merchantById: (id) => merchantById(id),
    log: app.log,
    walletGameCode: (code) => houseLotteryGame(code).launchGameCode,
    onChanged: lotteryEvents.publish,
  });
  const merchantById = async (id: number) => {
    const row = await findMerchantById(database.db, id);
    return row ? site.resolveMerchant({ code: row.code }) : undefined;
  };
  // ↑ games
  // Agents (ADR 0019): the downline tree, the agent centre, stats, contracts and their settlement.
  const agents = createAgentsModule({
    database,
    clock,
    audit,
    members,
    wallet,
    merchantById: (id) => merchantById(id),
    log: app.log,
    publicUrl: config.PUBLIC_URL,
  });
  members.useAffiliateLinks(agents.affiliateLinks); // registration through an agent's affiliate link lands under it
  const jobs = createJobRunner({
    database,
    clock,
    jobs: [
      ...platformJobs({
        site,
        wallet,
        reconciliation,
        withdrawals,
        members,
        deposits,
        depositLimits,
        sandboxGateway,
        houseRounds: { recover: () => houseRoundBook.recover(merchantById) },
        houseBlackjack,
        lotteryDraws,
        lotterySettlement,
        lotteryTickets: { recover: () => lotteryTickets.recover(merchantById) },
      }),
      ...agents.jobs,
    ],
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
  registerConsoleRoutes(kit, {
    operators,
    audit,
    site,
    jobs,
    loginRateLimit: config.LOGIN_RATE_LIMIT_PER_MINUTE,
    production: config.NODE_ENV === 'production',
  });
  registerVerificationRoutes(kit, { captchas, challenges, challengesPerMinute: config.LOGIN_RATE_LIMIT_PER_MINUTE }); // verification and messaging
  registerMessagingRoutes(kit, { messaging }); // verification and messaging
  registerMemberRoutes(kit, { members, loginRateLimit: config.LOGIN_RATE_LIMIT_PER_MINUTE });
  registerSecurityRoutes(kit, app, { members, site, resolveMerchant, codeRateLimit: config.LOGIN_RATE_LIMIT_PER_MINUTE });
  registerMemberAdminRoutes(kit, { members });
  registerSocialRoutes(kit, app, { social, loginRateLimit: config.LOGIN_RATE_LIMIT_PER_MINUTE }); // social sign-in
  registerAnnouncementRoutes(kit, { announcements: createAnnouncementsService({ database, clock, audit }) }); // announcements
  // Wallet and payments ↓
  registerWalletRoutes(kit, { wallet, transferRateLimit: config.WALLET_TRANSFER_RATE_LIMIT_PER_MINUTE });
  registerWalletEvents(app, {
    hub: balanceHub,
    wallet,
    resolveMerchant,
    authenticate: (request, merchant) => members.authenticate(request.headers.authorization, merchant),
  });
  registerFinanceRoutes(kit, { finance: createFinanceConsole({ database, wallet, reconciliation, members: members.directory, adjustments }) });
  // ↑ wallet and payments
  // Deposits ↓: receipts and proofs, deposits, the sandbox gateway and its webhooks.
  const uploads = createUploadsService({ database, clock });
  registerUploadRoutes(app, {
    uploads,
    resolveMerchant,
    authenticateMember: (authorization, merchant) => members.authenticate(authorization, merchant),
    authenticateOperator: (authorization, merchantId) => operators.authenticate(authorization, merchantId),
    uploadsPerMinute: config.LOGIN_RATE_LIMIT_PER_MINUTE,
  });
  registerDepositRoutes(kit, { deposits, limits: depositLimits, rateLimitPerMinute: config.LOGIN_RATE_LIMIT_PER_MINUTE });
  const operatorNamesOf = async (merchantId: number) => new Map((await operators.list(merchantId)).map((o) => [o.id, o.username] as const));
  const depositReview = createDepositReview({ database, clock, wallet, audit, members: members.directory, operatorNames: operatorNamesOf });
  registerFinanceDepositRoutes(kit, { review: depositReview, dailyTotals: createDailyTotals({ database }) });
  const webhookReceiver = createWebhookReceiver({ database, clock, wallet, merchantByCode, credentials: credentialsOf, log: app.log });
  await registerWebhookRoute(app, { receiver: webhookReceiver });
  await registerSandboxGatewayRoutes(app, { gateway: sandboxGateway });
  // Seamless game vendors call our wallet.
  await registerSeamlessRoutes(app, {
    wallet: createSeamlessWallet({ database, clock, ledger: wallet, playerTokens, members: members.directory }),
    database,
    secrets: vendorSecrets,
    clock,
    resolveMerchant,
  });
  registerHouseSlotRoutes(kit, { slots: houseSlots, spinsPerMinute: config.RATE_LIMIT_PER_MINUTE });
  registerHouseBlackjackRoutes(kit, { blackjack: houseBlackjack, actionsPerMinute: config.RATE_LIMIT_PER_MINUTE });
  registerHouseLiveRoutes(kit, app, { live: houseLive, hub: liveHub, betsPerMinute: config.RATE_LIMIT_PER_MINUTE, resolveMerchant });
  registerLotteryDrawRoutes(kit, { draws: lotteryDraws, clock });
  registerLotteryEventsRoute(app, { events: lotteryEvents, resolveMerchant });
  registerLotteryTicketRoutes(kit, { tickets: lotteryTickets, reads: lotteryReads, ordersPerMinute: config.RATE_LIMIT_PER_MINUTE });
  registerVnLotteryRoutes(kit, { draws: lotteryDraws, reads: lotteryReads, clock });
  // The console's lottery pages.
  const consoleLottery = createConsoleLottery({ database, clock, audit, dailyCloseMs: config.LOTTERY_CLOSE_BEFORE_DAILY_SECONDS * 1000 });
  registerConsoleLotteryRoutes(kit, { lottery: consoleLottery });
  registerConsoleLotteryVoidRoute(kit, {
    voids: createConsoleLotteryVoid({ database, audit, lottery: consoleLottery, settlementVoid: lotterySettlement.voidDraw, onChanged: lotteryEvents.publish }),
  });
  registerHouseFishing(kit, { database, clock, book: houseRoundBook, shotsPerMinute: config.RATE_LIMIT_PER_MINUTE });
  registerBetRecordRoutes(kit, { records: createBetRecords({ database, clock }) });
  registerGgrRoutes(kit, { ggr: createGgrReport({ database, clock }) });
  // The console's vendor wallets, rounds explorer and players' exposure.
  registerVendorWalletRoutes(kit, { wallets: createVendorWallets({ database, clock, audit, secrets: vendorSecrets }) });
  registerHeldCreditRoutes(kit, { heldCredits: createHeldCredits({ database, clock, audit, ledger: wallet }) });
  registerConsoleRoundRoutes(kit, { rounds: createConsoleRounds({ database, clock }) });
  registerExposureRoutes(kit, { exposure: createExposureReport({ database, clock }) });
  app.addHook('onClose', () => sandboxGateway.settled());
  // ↑ deposits
  // Withdrawals ↓
  registerWithdrawalRoutes(kit, { bankAccounts, withdrawals, rateLimitPerMinute: config.LOGIN_RATE_LIMIT_PER_MINUTE });
  registerFinanceWithdrawalRoutes(kit, { review: withdrawalReview });
  // ↑ withdrawals
  registerGameRoutes(kit, { catalogue: gamesCatalogue, launcher: gameLauncher }); // games
  registerGameImageRoutes(app); // games
  registerCatalogueConsoleRoutes(kit, { console: createCatalogueConsole({ database, audit }) }); // games
  agents.registerRoutes(kit); // agents
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

  return {
    app,
    services: {
      site,
      operators,
      audit,
      encryption,
      vendorSecrets,
      members,
      captchas,
      challenges,
      messaging,
      wallet,
      reconciliation,
      withdrawals,
      withdrawalReview,
      uploads,
      deposits,
      depositLimits,
      depositReview,
      sandboxGateway,
      gamesCatalogue,
      gameLauncher,
      houseSlots,
      houseBlackjack,
      houseLive,
      liveDealer,
      lotteryDraws,
      lotterySettlement,
      houseRounds: { recover: () => houseRoundBook.recover(merchantById) },
      lotteryTickets: { recover: () => lotteryTickets.recover(merchantById) },
      agents,
    },
    jobs,
    routes,
  };
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
