// The house vendor put together for app.ts: its games reach our wallet over HTTP through the seamless
// protocol, as outside vendors do. The round book, slots, blackjack, the live tables and fishing, and the
// jobs that finish rounds and hands cut off mid-way. The lottery is its own manifest (lottery/lottery.module.ts).
import type { JobDefinition } from '../../jobs/runner.ts';
import { runWhileLeader } from '../../lib/leadership.ts';
import { createNotifyHub } from '../../lib/notify-hub.ts';
import type { PlatformDeps, RouteWiring } from '../../plugins/module.ts';
import type { ResolvedMerchant } from '../../modules/site/site.types.ts';
import type { VendorSecrets } from '../../modules/wallet/seamless/vendor-secrets.ts';
import { registerHouseBlackjackRoutes } from './blackjack/blackjack.routes.ts';
import { createHouseBlackjack } from './blackjack/blackjack.service.ts';
import { registerHouseFishing } from './fishing/fishing.routes.ts';
import { createHouseWallet } from './house-wallet.ts';
import { createLiveDealer } from './live/live-dealer.ts';
import { createLiveMoney } from './live/live-money.ts';
import { registerHouseLiveRoutes } from './live/live.routes.ts';
import { createLiveTables } from './live/live.service.ts';
import { createRoundBook } from './round-book.ts';
import { createSeamlessClient } from './seamless-client.ts';
import { registerHouseSlotRoutes } from './slots/slots.routes.ts';
import { createHouseSlots } from './slots/slots.service.ts';
import { createHouseWins } from './wins.ts';

export interface HouseModuleDeps extends PlatformDeps {
  secrets: VendorSecrets;
  merchantById: (id: number) => Promise<ResolvedMerchant | undefined>;
}

export function createHouseModule(deps: HouseModuleDeps) {
  const { app, database, clock, config, merchantById } = deps;
  const houseWallet = createHouseWallet({
    database,
    secrets: deps.secrets,
    client: createSeamlessClient({ transport: deps.transport, baseUrl: config.PUBLIC_URL, clock }),
  });
  const book = createRoundBook({ database, clock, wallet: houseWallet });
  const houseSlots = createHouseSlots({ database, clock, book });
  const houseBlackjack = createHouseBlackjack({ database, clock, book, wallet: houseWallet, merchantById });
  // The live tables (ADR 0015): shared rounds dealt by a loop in the process that holds the dealer's lease
  // (ADR 0041), changes told through the hub.
  const liveHub = createNotifyHub(database, 'house_live', app.log);
  const liveContext = {
    database,
    clock,
    wallet: houseWallet,
    book,
    hub: liveHub,
    cadence: { bettingMs: config.HOUSE_LIVE_BETTING_MS, resultMs: config.HOUSE_LIVE_RESULT_MS },
  };
  const houseLive = createLiveTables(liveContext);
  const liveDealer = createLiveDealer(liveContext, { money: createLiveMoney(liveContext), merchantById });
  let stopDealer: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    await liveHub.start();
    if (config.HOUSE_LIVE_TICK_MS > 0)
      stopDealer = runWhileLeader(database, 'house.live-dealer', () => liveDealer.run(config.HOUSE_LIVE_TICK_MS, app.log), app.log);
  });
  app.addHook('onClose', async () => {
    await stopDealer?.();
    await liveHub.close();
  });
  const houseRounds = { recover: () => book.recover(merchantById) };
  const jobs: JobDefinition[] = [
    // A round cut off between its bet and its win is finished in the player's favour.
    { name: 'house.recover-rounds', periodSeconds: 60, catchUp: 'latest', mode: 'afterClaim', run: () => houseRounds.recover() },
    // Blackjack (ADR 0016): a hand left in play (closed tab, crash) is finished in the player's favour.
    { name: 'house.finish-blackjack-hands', periodSeconds: 60, catchUp: 'latest', mode: 'afterClaim', run: () => houseBlackjack.finishAbandoned() },
  ];
  const perMinute = config.RATE_LIMIT_PER_MINUTE;
  return {
    services: { houseSlots, houseBlackjack, houseLive, liveDealer, houseRounds, houseWins: createHouseWins(database) },
    jobs,
    houseWallet,
    book,
    registerRoutes({ kit, app, resolveMerchant }: RouteWiring) {
      registerHouseSlotRoutes(kit, { slots: houseSlots, spinsPerMinute: perMinute });
      registerHouseBlackjackRoutes(kit, { blackjack: houseBlackjack, actionsPerMinute: perMinute });
      registerHouseLiveRoutes(kit, app, { live: houseLive, hub: liveHub, betsPerMinute: perMinute, resolveMerchant });
      registerHouseFishing(kit, { database, clock, book, shotsPerMinute: perMinute });
    },
  };
}
