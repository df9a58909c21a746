// Builds the Fastify application from a config and a database by composing the modules' manifests
// (plugins/module.ts; docs/decisions/0023-modules-own-wiring-and-tables.md): each module builds its services
// from the ones it is handed, lists its jobs, and registers its routes. server.ts starts the result; tests
// build it and call it through app.inject.
import { composeLoyalty } from './app-loyalty.ts';
import type { BuildAppOptions } from './app-options.ts';
import { createJobRunner } from './jobs/runner.ts';
import { systemJobs } from './jobs/system.jobs.ts';
import { systemClock } from './lib/clock.ts';
import { createConfigChanges } from './lib/config-changes.ts';
import { fetchTransport } from './lib/http-transport.ts';
import { setPasswordHashCost } from './lib/passwords.ts';
import { createEncryptionService } from './plugins/encryption.ts';
import { createRouteKit } from './plugins/endpoint.ts';
import { compression, createHttpApp, registerHealthRoutes } from './plugins/http.ts';
import type { PlatformDeps, RouteWiring, ServerModule } from './plugins/module.ts';
import { createBonusesModule } from './modules/bonuses/bonuses.module.ts';
import { createAgentsModule } from './modules/agents/agents.module.ts';
import { createConsoleModule } from './modules/console/console.module.ts';
import { createGamesModule } from './modules/games/games.module.ts';
import { createMembersModule } from './modules/members/members.module.ts';
import { createMessagingModule } from './modules/messaging/messaging.module.ts';
import { createPaymentsModule } from './modules/payments/payments.module.ts';
import { createSiteModule } from './modules/site/site.module.ts';
import { serveSites } from './modules/site/static-sites.ts';
import { createSocialModule } from './modules/social/social.module.ts';
import { createContentModule } from './modules/content/content.module.ts';
import { createInboxModule } from './modules/inbox/inbox.module.ts';
import { createSupportModule } from './modules/support/support.module.ts';
import { createChatModule } from './modules/chat/chat.module.ts';
import { createWinnersModule } from './modules/winners/winners.module.ts';
import { createVerificationModule } from './modules/verification/verification.module.ts';
import { createWalletModule } from './modules/wallet/wallet.module.ts';
import { createSportsbookModule } from './modules/sportsbook/sportsbook.module.ts';
import { createHouseModule } from './vendors/house/house.module.ts';
import { createLotteryModule } from './vendors/house/lottery/lottery.module.ts';
import { createHouseTransferWallet } from './vendors/house/transfer-wallet.ts';
import { createSandboxGatewayModule } from './vendors/sandbox-gateway/sandbox-gateway.module.ts';

export type { BuildAppOptions };

export async function buildApp(options: BuildAppOptions) {
  const { config, database } = options;
  setPasswordHashCost(config.PASSWORD_HASH_COST);
  const clock = options.clock ?? systemClock;
  const { app, routes, serveMetrics } = await createHttpApp(config, {
    logger: options.logger,
    database,
    // In production the API's description is for signed-in console operators only: their session token, or
    // the pass cookie the console sets before it opens /docs in a browser tab (modules/console/docs-pass.ts).
    docsAccess: async (request) => {
      await consoleModule.authenticateDocsReader(request, (await site.resolveMerchant(request)).id);
    },
  });
  const transport = options.paymentsTransport?.(app) ?? fetchTransport();
  // Cached configuration dropped in every process when it changes (ADR 0041).
  const changes = createConfigChanges(database, app.log);
  app.addHook('onReady', changes.start);
  app.addHook('onClose', changes.close);
  const platform: PlatformDeps = { config, database, clock, app, log: app.log, transport, changes };
  const encryption = createEncryptionService({ database, clock, appSecret: config.APP_SECRET, rotateHours: config.CRYPTO_KEY_ROTATE_HOURS });

  // Each module is built from the platform and the services of the modules before it.
  const consoleModule = createConsoleModule({ ...platform, site: () => site.services.site });
  const { audit, operators } = consoleModule.services;
  const site = createSiteModule({ ...platform, audit, operators, encryption });
  const { merchantById } = site;
  const verification = createVerificationModule({ ...platform, captchaCode: options.captchaCode });
  const messaging = createMessagingModule(platform);
  const members = createMembersModule({ ...platform, audit, ...verification.services, ...messaging.services, site: site.services.site });
  const memberService = members.services.members;
  const social = createSocialModule({ ...platform, audit, members: memberService, site: site.services.site });
  const content = createContentModule({ ...platform, audit });
  const inbox = createInboxModule({ ...platform, audit, operators, members: memberService.directory });
  const transferVendors = [createHouseTransferWallet({ database, clock }), ...(options.transferVendors ?? [])];
  const chat = createChatModule({ ...platform, audit, operators, members: memberService });
  const eventSources = [inbox.eventSource, chat.eventSource];
  const wallet = await createWalletModule({ ...platform, audit, members: memberService, transferVendors, eventSources });
  const ledger = wallet.services.wallet;
  const bonusesModule = createBonusesModule({ ...platform, wallet: ledger, merchantById, audit, members: memberService.directory });
  const { bonuses } = bonusesModule.services;
  wallet.useBonuses(bonusesModule.seamlessPort, bonusesModule.eventSource);
  // A member who starts a break from play gives up their bonus grants (docs/wallet.md, Bonus money).
  memberService.security.onBreak((tx, merchant, memberId, kind) =>
    bonuses.forfeitAll(tx, merchant, memberId, kind === 'coolOff' ? 'cool_off' : 'self_exclusion').then(() => undefined),
  );
  const payments = createPaymentsModule({
    ...platform,
    ...{ audit, operators, members: memberService, payees: members.payees, site: site.services.site, wallet: ledger },
    ...{ creditedToday: wallet.adjustments.creditedToday, messages: inbox.accountMessages, bonuses },
  });
  const sandboxGateway = createSandboxGatewayModule({ ...platform, accounts: payments.sandboxAccounts });
  const games = createGamesModule({ ...platform, audit, playerTokens: options.playerTokens ?? wallet.playerTokens });
  const house = createHouseModule({ ...platform, secrets: wallet.services.vendorSecrets, merchantById });
  const lotteryDeps = { audit, gamesCatalogue: games.services.gamesCatalogue, wallet: house.houseWallet, book: house.book, merchantById };
  const lottery = createLotteryModule({ ...platform, ...lotteryDeps });
  const memberNamed = async (merchantId: number, username: string) => (await memberService.directory.byUsername(merchantId, username))?.username;
  const sportsbook = createSportsbookModule({ ...platform, wallet: house.houseWallet, merchantById, audit, memberNamed });
  const agents = createAgentsModule({ ...platform, audit, members: memberService, wallet: ledger, merchantById, publicUrl: config.PUBLIC_URL });
  memberService.useAffiliateLinks(agents.affiliateLinks); // registration through an agent's affiliate link lands under it
  const support = createSupportModule({ ...platform, audit, operators, members: memberService, ...messaging.services });
  const winners = createWinnersModule({ ...platform, sources: [house.services.houseWins, lottery.services.lotteryWins] });
  const { promotions, rebates, referrals, rewards } = composeLoyalty({
    ...platform,
    ...{ audit, operators, members: memberService, wallet: ledger, bonuses, promotionBonuses: options.promotionBonuses, merchantById },
    onDepositCredited: payments.onDepositCredited,
  });

  // In this order the job list (console → Jobs) keeps nearly the order it had before the modules listed their own jobs.
  const system = { services: {}, jobs: systemJobs({ pruneOperatorSessions: consoleModule.pruneDeadSessions }), registerRoutes() {} };
  const modules: ServerModule<object>[] = [site, system, consoleModule, verification, messaging, wallet, house, lottery, sportsbook, payments, members];
  modules.push(social, content, inbox, sandboxGateway, games, agents, support, chat, winners, bonusesModule, rebates, referrals, rewards, promotions);
  const jobs = createJobRunner({
    database,
    clock,
    jobs: modules.flatMap((module) => module.jobs),
    log: app.log,
    tickMs: config.JOBS_TICK_MS,
    periodDivisor: config.JOBS_PERIOD_DIVISOR,
  });

  const resolveMerchant = site.resolveMerchant;
  const kit = createRouteKit(app, {
    compression,
    resolveMerchant,
    authenticateOperator: (request, merchant) => operators.authenticate(request.headers.authorization, merchant.id),
    authenticateMember: (request, merchant) => memberService.authenticate(request.headers.authorization, merchant),
    decryptBody: (request) => encryption.decryptRequest(request),
  });
  registerHealthRoutes(app, database);
  serveMetrics({ database, jobLag: jobs.lag, lastMovementId: ledger.lastMovementId });
  const wiring: RouteWiring = { kit, app, resolveMerchant, jobs };
  for (const module of modules) await module.registerRoutes(wiring);
  await serveSites(app, config, (request) => site.pageInput(request));

  const services = {
    ...{ encryption, ...site.services, ...consoleModule.services, ...verification.services, ...messaging.services, ...members.services },
    ...{ ...wallet.services, ...payments.services, ...sandboxGateway.services, ...games.services, ...house.services, ...lottery.services },
    ...sportsbook.services,
    ...{ ...agents.services, ...inbox.services, ...support.services, ...chat.services, ...winners.services, ...bonusesModule.services },
    ...{ ...rebates.services, ...referrals.services, ...promotions.services },
    depositBonus: promotions.depositBonus,
    // The demo seed's play (seed/demo-play.ts) credits an opening balance and issues a launch's token with them.
    walletAdjustments: wallet.adjustments,
    playerTokens: wallet.playerTokens,
  };
  return { app, services, jobs, routes };
}
