// The console's side of agents (docs/agents.md): the tree explorer and search, an agent's detail, settlement
// runs and commission totals are reads of console-agents.repo.ts; announcements to agents are
// console-agent-announcements.ts. Offering and terminating contracts and
// holding, releasing or re-running a settlement run are the contract and settlement services' own functions
// (contracts.service.ts, settlement*.ts), handed in as `lifecycle`: this file never copies their rules.// Settlement runs and commission totals are console-agents.runs.ts; how rows are shown, console-agents.views.ts.
import { ppmToRate, type ContractKind, type ContractTerms } from '@orbit/contracts/agents';
import { ApiError } from '@orbit/contracts/envelope';
import { isAgentType } from '@orbit/contracts/member';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AuditService } from '../console/audit.service.ts';
import type { Actor } from '../site/site.service.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import * as centreRepo from './centre.repo.ts';
import { ratesWithinOwn, showRates } from './rebates.ts';
import type { NodeRow } from './console-agents.repo.ts';
import { createConsoleAgentsRepo } from './console-agents.repo.ts';
import { createConsoleAgentAnnouncements } from './console-agent-announcements.ts';
import { createConsoleAgentRuns } from './console-agents.runs.ts';
import { contractView, nodeView, settlementView } from './console-agents.views.ts';

/** The operator who acts, for the audit log and the contract and run records. */
export type OperatorActor = Actor & { operatorId: number };

/**
 * What the contract and settlement services do for the console. Each function checks its own rules (a
 * top-level agent, one live contract per kind, a run's state) and throws their ApiErrors; each writes its
 * own rows, and records its audit entry with the change in the same transaction (given the operator as actor).
 */
export interface ContractControls {
  offerFromPlatform(
    merchant: ResolvedMerchant,
    operatorId: number,
    agentId: number,
    contract: ContractTerms,
    note: string | null,
    actor: Actor,
  ): Promise<unknown>;
  terminateByOperator(merchant: ResolvedMerchant, operatorId: number, contractId: number, note: string, actor: Actor): Promise<unknown>;
}
export interface RunControls {
  holdRun(merchant: ResolvedMerchant, runId: number, operatorId: number, note: string, actor: Actor): Promise<unknown>;
  releaseRun(merchant: ResolvedMerchant, runId: number, operatorId: number, note: string, actor: Actor): Promise<unknown>;
  rerunRun(merchant: ResolvedMerchant, runId: number, operatorId: number, note: string, actor: Actor): Promise<unknown>;
}
export function createConsoleAgents(deps: {
  database: Database;
  clock: Clock;
  audit: AuditService;
  contracts?: ContractControls | undefined;
  settlement?: RunControls | undefined;
}) {
  const db = deps.database.db;
  const repo = createConsoleAgentsRepo();

  /** A part another helper's service provides; absent only on a server built without it. */
  function required<T>(part: T | undefined): T {
    if (!part) throw new ApiError('invalid_state', 'Contracts and settlement are not available on this server');
    return part;
  }
  const { runs, runItems, runAction, commissions } = createConsoleAgentRuns({ database: deps.database, repo, settlement: deps.settlement, required });

  // ------------------------------------------------------------------------------------------- tree

  async function tree(merchant: ResolvedMerchant, query: { parentId?: number | undefined; page: number; pageSize: number }) {
    if (query.parentId !== undefined && !(await repo.node(db, merchant, query.parentId))) {
      throw new ApiError('not_found', 'No such account', { field: 'parentId' });
    }
    const { items, total } = await repo.children(db, merchant, query.parentId ?? null, query.page, query.pageSize);
    return { items: items.map((row) => nodeView(merchant, row)), total, page: query.page, pageSize: query.pageSize };
  }

  async function search(merchant: ResolvedMerchant, username: string, limit: number) {
    const rows = await repo.search(db, merchant, username, limit);
    const paths = await repo.uplinesOf(
      db,
      rows.map((row) => row.member_id),
    );
    return {
      items: rows.map((row) => ({
        ...nodeView(merchant, row),
        path: (paths.get(row.member_id) ?? []).map(({ memberId, username: name }) => ({ memberId, username: name })),
      })),
    };
  }

  async function requireNode(merchant: ResolvedMerchant, memberId: number): Promise<NodeRow> {
    const row = await repo.node(db, merchant, memberId);
    if (!row) throw new ApiError('not_found', 'No such account', { field: 'memberId' });
    return row;
  }

  async function detail(merchant: ResolvedMerchant, memberId: number) {
    const row = await requireNode(merchant, memberId);
    const [uplines, rebates, owned] = [
      (await repo.uplinesOf(db, [memberId])).get(memberId) ?? [],
      await repo.rebates(db, memberId),
      await repo.contractsOf(db, merchant.id, memberId),
    ];
    return {
      agent: nodeView(merchant, row),
      uplines,
      rebates: rebates.map((rebate) => ({ category: rebate.category as never, rate: ppmToRate(rebate.rate_ppm) })),
      contracts: owned.contracts.map((contract) => contractView(merchant, contract, owned.events)),
      canOfferFromPlatform: isAgentType(row.type) && row.upline_id === null,
    };
  }

  /**
   * An agent's own rebate rates, set by the operator: a top-level agent may get any rate (the platform is its
   * upline); a downline agent at most its upline's, as an upline itself could give it. Asked categories
   * replace their rate; others keep theirs.
   * @throws not_found, error_not_agent, validation_failed (a category twice), agent_terms_above_own (field rebates[i].rate)
   */
  async function setRebates(merchant: ResolvedMerchant, memberId: number, asked: readonly { category: string; rate: string }[], actor: OperatorActor) {
    const node = await requireNode(merchant, memberId);
    if (!isAgentType(node.type)) throw new ApiError('error_not_agent', 'Rebates to pass on are for agents', { field: 'memberId' });
    const now = deps.clock.now();
    return db.transaction(async (tx) => {
      // The upline's rates are locked until this write (see rebatesOf).
      const ceiling =
        node.upline_id === null
          ? asked.map((rate) => ({ category: rate.category, ratePpm: 1_000_000 }))
          : ((await centreRepo.rebatesOf(tx, [node.upline_id], { lock: true })).get(node.upline_id) ?? []);
      const rates = ratesWithinOwn(asked, ceiling);
      const before = (await centreRepo.rebatesOf(tx, [memberId])).get(memberId) ?? [];
      const teamRatesLowered = await centreRepo.setRebates(tx, merchant.id, memberId, rates, now);
      const after = (await centreRepo.rebatesOf(tx, [memberId])).get(memberId) ?? [];
      await deps.audit.record(tx, {
        merchantId: merchant.id,
        actor,
        action: 'agents.rebates.set',
        target: node.username,
        detail: { before: showRates(before), after: showRates(after), teamRatesLowered },
      });
      return { rebates: showRates(after) };
    });
  }

  /** Platform contracts whose agent asked to end them: the operator is the side that confirms. */
  async function endRequests(merchant: ResolvedMerchant) {
    const rows = await repo.endRequests(db, merchant.id);
    return {
      items: rows.map((row) => ({
        contractId: Number(row.contract_id),
        memberId: Number(row.member_id),
        agent: row.username,
        kind: row.kind as ContractKind,
        askedAt: new Date(row.asked_at).toISOString(),
      })),
    };
  }

  async function settlements(merchant: ResolvedMerchant, memberId: number, query: { kind?: ContractKind | undefined; page: number; pageSize: number }) {
    await requireNode(merchant, memberId);
    const { items, total } = await repo.settlementsOf(db, merchant.id, memberId, query.kind, query.page, query.pageSize);
    return { items: items.map((row) => settlementView(merchant, row)), total, page: query.page, pageSize: query.pageSize };
  }

  // -------------------------------------------------------------------------------------- contracts

  async function readContract(merchant: ResolvedMerchant, contractId: number) {
    const found = await repo.contract(db, merchant.id, contractId);
    if (!found) throw new ApiError('not_found', 'No such contract', { field: 'contractId' });
    return contractView(merchant, found.contract, found.events);
  }

  /** The newest contract of the kind the agent holds: what an offer just made. */
  async function latestContract(merchant: ResolvedMerchant, agentId: number, kind: ContractKind) {
    const owned = await repo.contractsOf(db, merchant.id, agentId);
    const row = owned.contracts.find((contract) => contract.kind === kind);
    if (!row) throw new ApiError('internal_error', 'The offered contract was not found');
    return contractView(merchant, row, owned.events);
  }

  /**
   * The platform offers a contract to a top-level agent.
   * @throws not_found (no such account), and the contract service's refusals (not a top-level agent, a live one)
   */
  async function offer(merchant: ResolvedMerchant, memberId: number, body: { contract: ContractTerms; note?: string | undefined }, actor: OperatorActor) {
    const node = await requireNode(merchant, memberId);
    if (!isAgentType(node.type)) throw new ApiError('error_not_agent', 'Contracts are only for agents', { field: 'memberId' });
    if (node.upline_id !== null) {
      throw new ApiError('invalid_state', 'The platform offers contracts to top-level agents only: this agent’s upline offers them', { field: 'memberId' });
    }
    await required(deps.contracts).offerFromPlatform(merchant, actor.operatorId, memberId, body.contract, body.note ?? null, actor);
    return latestContract(merchant, memberId, body.contract.kind);
  }

  /** @throws not_found, and the contract service's refusals (an ended contract) */
  async function terminate(merchant: ResolvedMerchant, contractId: number, note: string, actor: OperatorActor) {
    await readContract(merchant, contractId);
    await required(deps.contracts).terminateByOperator(merchant, actor.operatorId, contractId, note, actor);
    return readContract(merchant, contractId);
  }
  const agentAnnouncementsService = createConsoleAgentAnnouncements(deps);

  return {
    tree,
    search,
    detail,
    setRebates,
    settlements,
    offer,
    terminate,
    endRequests,
    runs,
    runItems,
    runAction,
    commissions,
    ...agentAnnouncementsService,
  };
}

export type ConsoleAgents = ReturnType<typeof createConsoleAgents>;
