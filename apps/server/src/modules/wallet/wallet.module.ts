// The wallet module put together for app.ts: the ledger's service, balance events, the reconciliation,
// adjustments and the finance console; and the seamless wallet that game vendors call, with its console
// pages (bet records, GGR, vendor wallets, held credits, rounds, exposure). Money moves only through here.
import type { JobDefinition } from '../../jobs/runner.ts';
import type { PlatformDeps, RouteWiring } from '../../plugins/module.ts';
import type { AuditService } from '../console/audit.service.ts';
import type { MembersService } from '../members/members.service.ts';
import { createAdjustments } from './adjustments.ts';
import { createBalanceHub, registerWalletEvents, type MemberEventSource } from './events.ts';
import { createFinanceConsole } from './finance.ts';
import { registerFinanceRoutes } from './finance.routes.ts';
import { createReconciliation } from './reconciliation.ts';
import type { TransferVendorPort } from './vendor-port.ts';
import { registerWalletRoutes } from './wallet.routes.ts';
import { createWalletService } from './wallet.service.ts';
import { createVendorSecrets } from './seamless/vendor-secrets.ts';
import { registerSeamlessConsoleRoutes, registerSeamlessRoutesOf } from './seamless/seamless.module.ts';
import { createPlayerTokens } from './seamless/player-tokens.ts';
import type { BonusPortSlot, SeamlessBonusPort } from './seamless/bonus-port.ts';

export interface WalletModuleDeps extends PlatformDeps {
  audit: AuditService;
  members: MembersService;
  /** The transfer-wallet vendors (the house vendor's, and those tests add). */
  transferVendors: readonly TransferVendorPort[];
  /** Other modules' events on the member event stream (the inbox's unread count). */
  eventSources?: readonly MemberEventSource[];
}

export async function createWalletModule(deps: WalletModuleDeps) {
  const { app, database, clock, config, log, audit, members } = deps;
  // Vendors' signing secrets are sealed at rest; any still in clear (from before sealing, or the demo seed's) are sealed now.
  const vendorSecrets = createVendorSecrets({ appSecret: config.APP_SECRET });
  // A database that cannot be reached at start must not stop the server (/readyz answers 503 until it comes
  // back); rows left in clear still verify, and the next start seals them.
  await database.db
    .transaction((tx) => vendorSecrets.sealStoredSecrets(tx))
    .catch((error: unknown) => log.warn({ err: error }, 'vendor secrets not sealed at start'));
  const balanceHub = createBalanceHub(database, app.log);
  const wallet = createWalletService({
    database,
    onBalanceChanged: balanceHub.changed,
    clock,
    members: members.directory,
    transferVendors: deps.transferVendors,
    vendorTimeoutMs: config.VENDOR_TIMEOUT_MS,
    verifyPaymentPassword: (merchant, memberId, password) => members.paymentPasswords.verify(merchant, memberId, password),
    changes: deps.changes,
  });
  const reconciliation = createReconciliation({ clock, log });
  const adjustments = createAdjustments({ database, clock, wallet, audit, members: members.directory });
  const playerTokens = createPlayerTokens({ database, clock });
  // The bonuses module is built on this one; app.ts plugs its port in afterwards (seamless/bonus-port.ts).
  const bonusSlot: BonusPortSlot = { current: null };
  const eventSources = [...(deps.eventSources ?? [])];
  app.addHook('onReady', () => balanceHub.start());
  app.addHook('onClose', () => balanceHub.close());
  const jobs: JobDefinition[] = [
    // Pending vendor transfers learn their outcome from the vendor; the ledger is proven hourly.
    {
      name: 'wallet.check-pending-transfers',
      periodSeconds: 15,
      catchUp: 'latest',
      mode: 'afterClaim',
      run: () => wallet.checkDueTransfers(),
    },
    {
      name: 'wallet.reconcile',
      periodSeconds: 3600,
      catchUp: 'latest',
      run: async (tx) => {
        const run = await reconciliation.run(tx);
        return { ok: run.ok, accounts: run.accountsChecked, transactions: run.transactionsChecked };
      },
    },
  ];
  return {
    services: { vendorSecrets, wallet, reconciliation },
    jobs,
    adjustments,
    playerTokens,
    /** Bonus grants in seamless bets (the bonuses module's port). */
    useBonuses(port: SeamlessBonusPort, events: MemberEventSource) {
      bonusSlot.current = port;
      eventSources.push(events);
    },
    async registerRoutes(wiring: RouteWiring) {
      const { kit, app, resolveMerchant } = wiring;
      registerWalletRoutes(kit, { wallet, transferRateLimit: config.WALLET_TRANSFER_RATE_LIMIT_PER_MINUTE });
      registerWalletEvents(app, {
        hub: balanceHub,
        wallet,
        sources: eventSources,
        resolveMerchant,
        authenticate: (request, merchant) => members.authenticate(request.headers.authorization, merchant),
      });
      registerFinanceRoutes(kit, { finance: createFinanceConsole({ database, wallet, reconciliation, members: members.directory, adjustments }) });
      const seamless = { database, clock, audit, members, ledger: wallet, playerTokens, secrets: vendorSecrets, bonuses: bonusSlot, changes: deps.changes };
      await registerSeamlessRoutesOf(wiring, seamless);
      registerSeamlessConsoleRoutes(kit, seamless);
    },
  };
}
