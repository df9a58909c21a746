// The console's side of agents (docs/agents.md): the tree explorer and search, an agent's detail, settlement
// runs and commission totals are reads of console-agents.repo.ts; announcements to agents are
// console-agent-announcements.ts. Offering and terminating contracts and
// holding, releasing or re-running a settlement run are the contract and settlement services' own functions
// (contracts.service.ts, settlement*.ts), handed in as `lifecycle`: this file never copies their rules.
import type { ConsoleContract, SettlementRun } from '@orbit/contracts/console-agents';
import { ppmToRate, type ContractKind, type ContractTerms } from '@orbit/contracts/agents';
import { ApiError } from '@orbit/contracts/envelope';
import { zonedDay, zonedDayStart } from '@orbit/contracts/format';
import { exponentOf } from '@orbit/contracts/money';
import { isAgentType } from '@orbit/contracts/member';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AuditService } from '../console/audit.service.ts';
import type { Actor } from '../site/site.service.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import { showAmount } from '../wallet/money.ts';
import { loadTerms, showTerms } from './contract-terms.ts';
import * as centreRepo from './centre.repo.ts';
import { ratesWithinOwn, showRates } from './rebates.ts';
import type { ContractRow, EventRow, NodeRow, RunRow, SettlementRow } from './console-agents.repo.ts';
import { createConsoleAgentsRepo } from './console-agents.repo.ts';
import { createConsoleAgentAnnouncements } from './console-agent-announcements.ts';

const DAY_MS = 86_400_000;
/** The longest commission report, so one call cannot scan years of settlements. */
const MAX_COMMISSION_DAYS = 366;

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

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

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

  const nodeView = (merchant: ResolvedMerchant, row: NodeRow) => ({
    memberId: row.member_id,
    username: row.username,
    type: row.type,
    level: Number(row.level),
    teamSize: Number(row.team_size),
    directDownlines: Number(row.direct_downlines),
    balance: showAmount(merchant, BigInt(row.balance)),
    status: row.status === 'active' ? ('active' as const) : ('locked' as const),
    liveContracts: Number(row.live_contracts),
  });

  const contractView = (merchant: ResolvedMerchant, row: ContractRow, events: EventRow[]): ConsoleContract =>
    ({
      id: Number(row.id),
      agent: row.agent,
      upline: row.upline,
      offeredByOperator: row.offered_by,
      status: row.status,
      terminationAskedBy: row.termination_asked_by,
      offeredAt: iso(row.offered_at),
      startsAt: isoOrNull(row.starts_at),
      endedAt: isoOrNull(row.ended_at),
      events: events
        .filter((event) => Number(event.contract_id) === Number(row.id))
        .map((event) => ({ action: event.action, actor: event.actor, at: iso(event.at), note: event.note })),
      ...showTerms(loadTerms(row.kind as ContractKind, row.terms), exponentOf(merchant.currency)),
    }) as ConsoleContract;

  const settlementView = (merchant: ResolvedMerchant, row: SettlementRow) => ({
    id: Number(row.id),
    runId: Number(row.run_id),
    contractId: Number(row.contract_id),
    kind: row.kind as ContractKind,
    agent: row.agent,
    payer: row.payer,
    periodStart: iso(row.period_start),
    periodEnd: iso(row.period_end),
    inputs: row.inputs,
    carryIn: showAmount(merchant, BigInt(row.carry_in)),
    carryOut: showAmount(merchant, BigInt(row.carry_out)),
    amount: showAmount(merchant, BigInt(row.amount)),
    status: row.status as 'paid' | 'nil' | 'unpaid' | 'held',
    reason: row.reason,
    paidAt: isoOrNull(row.paid_at),
  });

  const runView = (merchant: ResolvedMerchant, row: RunRow): SettlementRun => ({
    id: Number(row.id),
    kind: row.kind as ContractKind,
    period: row.period,
    periodStart: iso(row.period_start),
    periodEnd: iso(row.period_end),
    status: row.status as SettlementRun['status'],
    items: Number(row.items),
    paidTotal: showAmount(merchant, BigInt(row.paid_total)),
    unpaidItems: Number(row.unpaid_items),
    heldBy: row.held_by,
    note: row.note,
    startedAt: iso(row.started_at),
    finishedAt: isoOrNull(row.finished_at),
  });

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

  // ------------------------------------------------------------------------------------- settlement

  async function runs(merchant: ResolvedMerchant, query: { kind?: ContractKind | undefined; status?: string | undefined; page: number; pageSize: number }) {
    const { items, total } = await repo.runs(db, merchant.id, query, query.page, query.pageSize);
    return { items: items.map((row) => runView(merchant, row)), total, page: query.page, pageSize: query.pageSize };
  }

  async function requireRun(merchant: ResolvedMerchant, runId: number) {
    const row = await repo.run(db, merchant.id, runId);
    if (!row) throw new ApiError('not_found', 'No such settlement run', { field: 'runId' });
    return runView(merchant, row);
  }

  async function runItems(merchant: ResolvedMerchant, runId: number, query: { page: number; pageSize: number }) {
    const run = await requireRun(merchant, runId);
    const { items, total } = await repo.runItems(db, merchant.id, runId, query.page, query.pageSize);
    return { run, items: items.map((row) => settlementView(merchant, row)), total, page: query.page, pageSize: query.pageSize };
  }

  /** @throws not_found, and the settlement service's refusals (holding a held run, releasing a running one…) */
  async function runAction(merchant: ResolvedMerchant, runId: number, action: 'hold' | 'release' | 'rerun', note: string, actor: OperatorActor) {
    await requireRun(merchant, runId);
    const controls = required(deps.settlement);
    if (action === 'hold') await controls.holdRun(merchant, runId, actor.operatorId, note, actor);
    else if (action === 'release') await controls.releaseRun(merchant, runId, actor.operatorId, note, actor);
    else await controls.rerunRun(merchant, runId, actor.operatorId, note, actor);
    return requireRun(merchant, runId);
  }

  // ----------------------------------------------------------------------------------------- totals

  async function commissions(merchant: ResolvedMerchant, query: { grain: 'day' | 'week' | 'month'; from: string; to: string }) {
    if (query.from > query.to) throw new ApiError('validation_failed', 'The start date is after the end date', { field: 'from' });
    const start = zonedDayStart(query.from, merchant.timeZone);
    const end = zonedDayStart(zonedDay(new Date(zonedDayStart(query.to, merchant.timeZone).getTime() + 36 * 3_600_000), merchant.timeZone), merchant.timeZone);
    if (end.getTime() - start.getTime() > MAX_COMMISSION_DAYS * DAY_MS + 2 * 3_600_000) {
      throw new ApiError('validation_failed', `At most ${MAX_COMMISSION_DAYS} days at a time`, { field: 'from' });
    }
    const rows = await repo.commissions(db, merchant.id, query.grain, merchant.timeZone, start, end);
    const money = (minor: bigint) => showAmount(merchant, minor);
    let settlementsTotal = 0;
    let paid = 0n;
    let byPlatform = 0n;
    let byUplines = 0n;
    const out = rows.map((row) => {
      settlementsTotal += Number(row.settlements);
      paid += BigInt(row.paid);
      byPlatform += BigInt(row.by_platform);
      byUplines += BigInt(row.by_uplines);
      return {
        period: row.period,
        kind: row.kind as ContractKind,
        settlements: Number(row.settlements),
        paid: money(BigInt(row.paid)),
        byPlatform: money(BigInt(row.by_platform)),
        byUplines: money(BigInt(row.by_uplines)),
      };
    });
    return { rows: out, totals: { settlements: settlementsTotal, paid: money(paid), byPlatform: money(byPlatform), byUplines: money(byUplines) } };
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
