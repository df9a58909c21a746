// The house sportsbook put together for app.ts (docs/sportsbook.md, ADR 0042): the feed port and its built-in
// producer, bets taken and paid through the seamless wallet as the house vendor HSPRT, the member's calls and
// the board's live stream.
import type { JobDefinition } from '../../jobs/runner.ts';
import { runWhileLeader } from '../../lib/leadership.ts';
import { createNotifyHub } from '../../lib/notify-hub.ts';
import type { PlatformDeps, RouteWiring } from '../../plugins/module.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import type { HouseWallet } from '../../vendors/house/house-wallet.ts';
import type { AuditService } from '../console/audit.service.ts';
import { registerDeskRoutes } from './desk/desk.routes.ts';
import { createTradingDesk } from './desk/desk.service.ts';
import { registerSportsbookRoutes } from './sportsbook.routes.ts';
import { createSportsbookService, type SportsbookService } from './sportsbook.service.ts';
import { createSportsStream, registerSportsStreamRoute } from './sports-stream.ts';

export interface SportsbookModuleDeps extends PlatformDeps {
  wallet: HouseWallet;
  merchantById: (id: number) => Promise<ResolvedMerchant | undefined>;
  audit: AuditService;
  /** The member's username as stored, when the merchant has such a member (stake factors name members). */
  memberNamed: (merchantId: number, username: string) => Promise<string | undefined>;
}

export function createSportsbookModule(deps: SportsbookModuleDeps) {
  // Every match the feed changes, told to the board's open streams in every process (ADR 0041).
  const hub = createNotifyHub(deps.database, 'sports_board', deps.app.log);
  deps.app.addHook('onReady', () => hub.start());
  deps.app.addHook('onClose', () => hub.close());
  const stream = createSportsStream({ hub, readMatch: (merchant, eventId) => sportsbook.event(merchant, eventId) });
  const sportsbook = createSportsbookService({ ...deps, onMatchChanged: stream.publish });
  const sportsDesk = createTradingDesk({ ...deps, feed: sportsbook.feed, bookReads: sportsbook.reads });
  const { app, config, database } = deps;
  let stopWatch: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    // One process at a time watches the producers (ADR 0041, 0044): a period of a second is too short for the job runner.
    if (config.SPORTSBOOK_WATCH_TICK_MS > 0)
      stopWatch = runWhileLeader(database, 'sportsbook.producers', () => sportsbook.watchProducers(config.SPORTSBOOK_WATCH_TICK_MS, app.log), app.log);
  });
  app.addHook('onClose', async () => {
    await stopWatch?.();
  });
  return {
    services: { sportsbook, sportsDesk },
    jobs: sportsbookJobs(sportsbook, config.SPORTSBOOK_BUILTIN_FEED),
    registerRoutes({ kit, app, resolveMerchant }: RouteWiring) {
      registerSportsbookRoutes(kit, { sportsbook, betsPerMinute: deps.config.RATE_LIMIT_PER_MINUTE });
      registerDeskRoutes(kit, sportsDesk);
      registerSportsStreamRoute(app, { stream, resolveMerchant });
    },
  };
}

function sportsbookJobs(sportsbook: SportsbookService, builtinFeed: boolean): JobDefinition[] {
  return [
    // The built-in feed: matches announced, played and settled from their plans; a pass run twice publishes nothing new.
    ...(builtinFeed ? [{ name: 'sportsbook.feed', periodSeconds: 5, catchUp: 'latest', mode: 'afterClaim', run: () => sportsbook.feedPass() } as const] : []),
    // Live bets decided at the end of their delay, lost debits rolled back, settled bets paid: each step safe to repeat.
    { name: 'sportsbook.bets', periodSeconds: 2, catchUp: 'latest', mode: 'afterClaim', run: () => sportsbook.moneyPass() },
  ];
}
