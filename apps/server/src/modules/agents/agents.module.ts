// The agents module (ADR 0019) put together once for app.ts: the downline tree and the agent
// centre's calls, the stats rollup the reports read, contracts and their settlement jobs, and the console's
// agent pages. Each part lives in its own file beside this one; this file only joins them.
import type { Logger } from 'pino';
import type { Database } from '../../db/client.ts';
import type { JobDefinition } from '../../jobs/runner.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RouteWiring } from '../../plugins/module.ts';
import type { AuditService } from '../console/audit.service.ts';
import type { MembersService } from '../members/members.service.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { createAgentTree } from './tree.ts';
import { createStatsRollup, statsRollupJobs } from './stats-rollup.ts';
import { createTeamStats } from './team-stats.service.ts';
import { registerStatsRoutes } from './stats.routes.ts';
import { createContracts } from './contracts.service.ts';
import { registerContractRoutes } from './contracts.routes.ts';
import { createSettlement } from './settlement.service.ts';
import { settlementJobs } from './settlement.jobs.ts';
import { createSettlementReads } from './settlement.reads.ts';
import { registerSettlementRoutes } from './settlement.routes.ts';
import { createConsoleAgents } from './console-agents.service.ts';
import { registerConsoleAgentsRoutes } from './console-agents.routes.ts';
import { createAgentCentre } from './centre.service.ts';
import { createAgentAccounts } from './accounts.service.ts';
import { createTeamRecords } from './team-records.service.ts';
import { registerAgentCentreRoutes } from './centre.routes.ts';

export interface AgentsModuleDeps {
  database: Database;
  clock: Clock;
  audit: AuditService;
  members: MembersService;
  wallet: WalletService;
  merchantById: (id: number) => Promise<ResolvedMerchant | undefined>;
  log: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** The platform's address (config PUBLIC_URL): affiliate links of a merchant without a domain point there. */
  publicUrl?: string;
}

export function createAgentsModule(deps: AgentsModuleDeps) {
  const tree = createAgentTree({ database: deps.database, members: deps.members.directory });
  const jobs: JobDefinition[] = [];
  const statsRollup = createStatsRollup({ database: deps.database, clock: deps.clock });
  jobs.push(...statsRollupJobs(statsRollup));
  const teamStats = createTeamStats({ database: deps.database, clock: deps.clock, tree, members: deps.members.directory });
  const contracts = createContracts({ database: deps.database, clock: deps.clock, tree, members: deps.members.directory, audit: deps.audit });
  const settlement = createSettlement({
    database: deps.database,
    clock: deps.clock,
    wallet: deps.wallet,
    audit: deps.audit,
    merchantById: deps.merchantById,
    log: deps.log,
  });
  const settlementReads = createSettlementReads({ database: deps.database, clock: deps.clock, tree, members: deps.members.directory });
  jobs.push(...settlementJobs(settlement));
  // The console's agent pages; offering, terminating and run controls come from the contract and settlement services.
  const consoleAgents = createConsoleAgents({ database: deps.database, clock: deps.clock, audit: deps.audit, contracts, settlement });
  // The centre's frame, team management, accounts and links, transfers, and the team's records.
  const { database, clock, members, wallet } = deps;
  const centre = createAgentCentre({ database, clock, tree, members: members.directory, wallet });
  const accounts = createAgentAccounts({ database, clock, tree, members, wallet, publicUrl: deps.publicUrl ?? 'http://localhost:3000' });
  const teamRecords = createTeamRecords({ database, tree, members: members.directory, wallet });
  return {
    services: { agents: { tree, jobs, statsRollup, contracts, settlement } },
    jobs,
    /** Registration's port for affiliate link codes (app.ts hands it to the members module). */
    affiliateLinks: accounts.affiliateLinks,
    registerRoutes({ kit }: RouteWiring) {
      registerAgentCentreRoutes(kit, { centre, accounts, records: teamRecords });
      registerContractRoutes(kit, contracts);
      registerStatsRoutes(kit, teamStats);
      registerSettlementRoutes(kit, settlementReads);
      registerConsoleAgentsRoutes(kit, { agents: consoleAgents });
    },
  };
}
