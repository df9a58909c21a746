// The house lottery put together for app.ts (ADR 0017, 0018): draws planned by a job and run by a loop in
// the process that holds the draws' lease, their events, tickets sold through the seamless wallet, settlement, and the console's pages.
import type { JobDefinition } from '../../../jobs/runner.ts';
import { runWhileLeader } from '../../../lib/leadership.ts';
import { createNotifyHub } from '../../../lib/notify-hub.ts';
import type { PlatformDeps, RouteWiring } from '../../../plugins/module.ts';
import type { AuditService } from '../../../modules/console/audit.service.ts';
import type { GamesCatalogue } from '../../../modules/games/catalogue.service.ts';
import { houseLotteryGame } from '../../../modules/games/house-catalogue.ts';
import type { ResolvedMerchant } from '../../../modules/site/site.types.ts';
import type { HouseWallet } from '../house-wallet.ts';
import type { RoundBook } from '../round-book.ts';
import { createConsoleLotteryVoid, registerConsoleLotteryVoidRoute } from './console-lottery-void.ts';
import { registerConsoleLotteryRoutes } from './console-lottery.routes.ts';
import { createConsoleLottery } from './console-lottery.service.ts';
import { registerLotteryDrawRoutes } from './draws.routes.ts';
import { createLotteryDraws } from './draws.service.ts';
import { createLotteryEvents, registerLotteryEventsRoute } from './lottery-events.ts';
import { createLotterySettlement } from './settlement.ts';
import { createLotteryReads } from './tickets.reads.ts';
import { registerLotteryTicketRoutes } from './tickets.routes.ts';
import { createLotteryTickets } from './tickets.service.ts';
import { registerVnLotteryRoutes } from './vn.routes.ts';
import { createLotteryWins } from './wins.ts';

export interface LotteryModuleDeps extends PlatformDeps {
  audit: AuditService;
  gamesCatalogue: GamesCatalogue;
  wallet: HouseWallet;
  book: RoundBook;
  merchantById: (id: number) => Promise<ResolvedMerchant | undefined>;
}

export function createLotteryModule(deps: LotteryModuleDeps) {
  const { app, database, clock, config, audit, wallet, book, merchantById } = deps;
  // Every move of a draw told to the open streams of its merchant and game, in every process.
  const lotteryHub = createNotifyHub(database, 'lottery_draws', app.log, { durable: true });
  const lotteryEvents = createLotteryEvents(lotteryHub);
  app.addHook('onReady', () => lotteryHub.start());
  const closeBefore = { dailyMs: config.LOTTERY_CLOSE_BEFORE_DAILY_SECONDS * 1000, fastMs: config.LOTTERY_CLOSE_BEFORE_FAST_SECONDS * 1000 };
  const lotteryDraws = createLotteryDraws({ database, clock, closeBefore, onChanged: lotteryEvents.publish });
  // A lottery game sells while the catalogue lists it (game and vendor on) and neither is under maintenance.
  const sellable = async (merchant: ResolvedMerchant, vendorCode: string) => {
    const { games } = await deps.gamesCatalogue.list({ merchant, language: undefined }, { vassalage: vendorCode, pageNo: 1, pageSize: 50 });
    return new Set(games.filter((game) => !game.maintenance).map((game) => game.gameCode));
  };
  const tickets = createLotteryTickets({ database, clock, book, wallet, sellable });
  const reads = createLotteryReads({ database, book, tickets, closeBefore, sellable });
  let stopLotteryDraws: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    // One process at a time moves the draws: the one that holds the lease (ADR 0041).
    if (config.LOTTERY_TICK_MS > 0)
      stopLotteryDraws = runWhileLeader(database, 'lottery.draws', () => lotteryDraws.run(config.LOTTERY_TICK_MS, app.log), app.log);
  });
  app.addHook('onClose', async () => {
    await stopLotteryDraws?.();
    await lotteryHub.close();
  });
  // Settlement (ADR 0018): drawn draws are settled set-based, then the wins paid and voided draws refunded
  // through the seamless wallet under the game code the bets were taken with.
  const lotterySettlement = createLotterySettlement({
    database,
    clock,
    wallet,
    merchantById,
    log: app.log,
    walletGameCode: (code) => houseLotteryGame(code).launchGameCode,
    onChanged: lotteryEvents.publish,
  });
  const lotteryTickets = { recover: () => tickets.recover(merchantById) };
  return {
    services: { lotteryDraws, lotterySettlement, lotteryTickets, lotteryWins: createLotteryWins(database) },
    jobs: lotteryJobs({ lotteryDraws, lotterySettlement, lotteryTickets }),
    registerRoutes({ kit, app, resolveMerchant }: RouteWiring) {
      registerLotteryDrawRoutes(kit, { draws: lotteryDraws, clock });
      registerLotteryEventsRoute(app, { events: lotteryEvents, resolveMerchant });
      registerLotteryTicketRoutes(kit, { tickets, reads, ordersPerMinute: config.RATE_LIMIT_PER_MINUTE });
      registerVnLotteryRoutes(kit, { draws: lotteryDraws, reads, clock });
      const consoleLottery = createConsoleLottery({ database, clock, audit, dailyCloseMs: closeBefore.dailyMs });
      registerConsoleLotteryRoutes(kit, { lottery: consoleLottery });
      const voids = createConsoleLotteryVoid({
        database,
        audit,
        lottery: consoleLottery,
        settlementVoid: lotterySettlement.voidDraw,
        onChanged: lotteryEvents.publish,
      });
      registerConsoleLotteryVoidRoute(kit, { voids });
    },
  };
}

function lotteryJobs(deps: {
  lotteryDraws: { planAll(now: Date): Promise<{ merchants: number; added: number }> };
  lotterySettlement: { pass(): Promise<Record<string, number>> };
  lotteryTickets: { recover(): Promise<{ refunded: number; left: number }> };
}): JobDefinition[] {
  return [
    // The draw calendar is planned hours ahead; the draws themselves are opened, closed and drawn by a loop in
    // each process (draws.service.ts), as a period of seconds is too short for the job runner.
    { name: 'lottery.plan-draws', periodSeconds: 3600, catchUp: 'latest', mode: 'afterClaim', run: (_db, period) => deps.lotteryDraws.planAll(period.start) },
    // A drawn draw is settled within seconds, then its wins are paid (and a voided draw's stakes handed back) a few
    // thousand tickets a pass; every step is safe to run again or at once.
    { name: 'lottery.settle-draws', periodSeconds: 5, catchUp: 'latest', mode: 'afterClaim', run: () => deps.lotterySettlement.pass() },
    // A ticket whose debit answer was lost is rolled back after 30 s, in the player's favour.
    { name: 'lottery.recover-tickets', periodSeconds: 60, catchUp: 'latest', mode: 'afterClaim', run: () => deps.lotteryTickets.recover() },
  ];
}
