// The console's settlement runs and commission totals for agents (docs/agents.md, Settlement): the runs and
// their items, and holding, releasing or re-running one through the settlement service's own controls, handed
// in as `settlement` (this file never copies their rules); the commissions paid per day, week or month.
// Split from console-agents.service.ts, which keeps the tree, an agent's detail and the contracts.
import type { ContractKind } from '@orbit/contracts/agents';
import { ApiError } from '@orbit/contracts/envelope';
import { zonedDay, zonedDayStart } from '@orbit/contracts/format';
import type { Database } from '../../db/client.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import { showAmount } from '../wallet/money.ts';
import type { createConsoleAgentsRepo } from './console-agents.repo.ts';
import type { OperatorActor, RunControls } from './console-agents.service.ts';
import { runView, settlementView } from './console-agents.views.ts';

const DAY_MS = 86_400_000;
/** The longest commission report, so one call cannot scan years of settlements. */
const MAX_COMMISSION_DAYS = 366;

export function createConsoleAgentRuns(shared: {
  database: Database;
  repo: ReturnType<typeof createConsoleAgentsRepo>;
  settlement: RunControls | undefined;
  required: <T>(part: T | undefined) => T;
}) {
  const db = shared.database.db;
  const { repo, required } = shared;

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
    const controls = required(shared.settlement);
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

  return { runs, runItems, runAction, commissions };
}
