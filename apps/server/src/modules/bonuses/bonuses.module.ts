// The bonuses module put together for app.ts (docs/wallet.md, Bonus money; ADR 0034): grants with their own
// ledger accounts, the member's page and forfeit, the expiry job, the seamless wallet's port (plugged into the
// wallet module by app.ts) and the `bonus` event on the member event stream.
import type { JobDefinition } from '../../jobs/runner.ts';
import { createNotifyHub } from '../../lib/notify-hub.ts';
import type { PlatformDeps, RouteWiring } from '../../plugins/module.ts';
import type { AuditSink } from '../site/site.service.ts';
import { createBonusConsole, type BonusMembers } from './bonuses.console.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { registerBonusRoutes } from './bonuses.routes.ts';
import { createBonusesService } from './bonuses.service.ts';
import { createBonusCore } from './lifecycle.ts';
import { createSeamlessBonusPort } from './seamless-port.ts';

export interface BonusesModuleDeps extends PlatformDeps {
  wallet: WalletService;
  merchantById: (id: number) => Promise<ResolvedMerchant | undefined>;
  audit: AuditSink;
  members: BonusMembers;
}

export function createBonusesModule(deps: BonusesModuleDeps) {
  const { app, database, clock } = deps;
  const hub = createNotifyHub(database, 'bonus_changed', app.log);
  app.addHook('onReady', () => hub.start());
  app.addHook('onClose', () => hub.close());
  const key = (merchantId: number, memberId: number) => `${merchantId}:${memberId}`;
  const core = createBonusCore({
    database,
    clock,
    wallet: deps.wallet,
    onChanged: (merchantId, memberIds) => hub.changed(memberIds.map((memberId) => key(merchantId, memberId))),
  });
  const bonuses = createBonusesService(core, { merchantById: deps.merchantById });
  const jobs: JobDefinition[] = [
    // Active grants past their time: expired, balance back to the house, the next queued grant starts.
    { name: 'bonuses.expire', periodSeconds: 60, catchUp: 'latest', mode: 'afterClaim', run: async () => ({ expired: await bonuses.expireDue() }) },
  ];
  return {
    services: { bonuses },
    jobs,
    seamlessPort: createSeamlessBonusPort(core),
    /** A grant changed (granted, wagered, converted, ended): the member's page fetches its grants again. */
    eventSource: {
      subscribe: (merchantId: number, memberId: number, listener: () => void) => hub.subscribe(key(merchantId, memberId), () => listener()),
      event: () => Promise.resolve({ type: 'bonus' as const }),
    },
    registerRoutes({ kit }: RouteWiring) {
      registerBonusRoutes(kit, { bonuses, console: createBonusConsole(core, { bonuses, audit: deps.audit, members: deps.members }) });
    },
  };
}
