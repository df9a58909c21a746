// The rebates module put together for app.ts (docs/rebates.md, ADR 0035): rebate runs computed from the
// wallet's member_turnover and paid through the wallet's ledger, the job that runs each closed period in the
// merchant's zone, the member's claim, and the console's runs.
import type { JobDefinition } from '../../jobs/runner.ts';
import type { PlatformDeps, RouteWiring } from '../../plugins/module.ts';
import type { ResolvedMerchant } from '../../plugins/principals.ts';
import type { AuditService } from '../console/audit.service.ts';
import type { MembersService } from '../members/members.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { createRebateClaims } from './claims.service.ts';
import { registerRebateRoutes } from './rebates.routes.ts';
import type { RebateBonusPort } from './rebates.types.ts';
import { createRebateRuns } from './runs.service.ts';
import { rebateRewardsSource } from './rewards-source.ts';

export interface RebatesModuleDeps extends PlatformDeps {
  audit: AuditService;
  members: MembersService;
  wallet: WalletService;
  merchantById: (id: number) => Promise<ResolvedMerchant | undefined>;
}

export function createRebatesModule(deps: RebatesModuleDeps) {
  const { database, clock, audit, log } = deps;
  // Wired later by app.ts (the bonuses module); a rebate with a turnover multiple is paid as cash until then.
  let bonuses: RebateBonusPort | undefined;
  const runs = createRebateRuns({ database, clock, audit, wallet: deps.wallet, merchantById: deps.merchantById, log, bonuses: () => bonuses });
  const claims = createRebateClaims({ database, clock, wallet: deps.wallet, log, bonuses: () => bonuses });
  // The trigger comes every 15 minutes; the work finds the last closed period of each merchant in its own zone
  // and runs it once, so a day closing at local midnight is paid within 15 minutes of it.
  const jobs: JobDefinition[] = [{ name: 'rebates.run-closed-periods', periodSeconds: 900, catchUp: 'latest', mode: 'afterClaim', run: () => runs.runDue() }];
  return {
    services: { rebateRuns: runs, rebateClaims: claims },
    jobs,
    /** The reward centre's source: cashback waiting to be claimed. */
    rewardsSource: rebateRewardsSource({ database, claims, wallet: deps.wallet }),
    /** Pays rebates with a turnover multiple as bonus grants (the bonuses module's grant). */
    useBonuses(port: RebateBonusPort) {
      bonuses = port;
    },
    registerRoutes({ kit }: RouteWiring) {
      registerRebateRoutes(kit, { runs, claims, usernames: (merchantId, ids) => deps.members.directory.usernamesOf(merchantId, ids) });
    },
  };
}
