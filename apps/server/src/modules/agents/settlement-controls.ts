// Operators' controls over a settlement run (docs/agents.md, Settlement): hold a run so nothing more of it is
// paid, release it (its held items are paid), or work it out again from the current figures. Each is one
// transaction with the run locked, and audited in it. The paying itself is the settlement's own
// (settlement.service.ts), passed in, so a control never pays by a path of its own.
import { and, asc, eq } from 'drizzle-orm';
import { ApiError } from '@orbit/contracts/envelope';
import type { Tx } from '../../db/client.ts';
import { agentSettlementRuns, agentSettlements } from '../../db/schema/agents.ts';
import type { Actor } from '../site/site.service.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import type { ItemRow, RunRow, SettlementDeps } from './settlement.service.ts';

interface SettlementPaying {
  settleRunItems(tx: Tx, merchant: ResolvedMerchant, run: RunRow): Promise<{ items: number; paidTotal: bigint }>;
  refreshTotals(tx: Tx, runId: number): Promise<{ items: number; paidTotal: bigint }>;
  payItem(tx: Tx, merchant: ResolvedMerchant, item: ItemRow, held: boolean): Promise<ItemRow['status']>;
}

export function createSettlementControls(deps: Pick<SettlementDeps, 'database' | 'clock' | 'audit'>, paying: SettlementPaying) {
  const { db } = deps.database;
  const { settleRunItems, refreshTotals, payItem } = paying;
  const actorOf = (operatorId: number, actor?: Actor): Actor => actor ?? { operatorId, operatorName: `operator:${operatorId}`, ip: null };

  async function lockedRun(tx: Tx, merchant: ResolvedMerchant, runId: number): Promise<RunRow> {
    const [run] = await tx
      .select()
      .from(agentSettlementRuns)
      .where(and(eq(agentSettlementRuns.merchantId, merchant.id), eq(agentSettlementRuns.id, runId)))
      .for('update');
    if (!run) throw new ApiError('not_found', 'No such settlement run', { field: 'runId' });
    return run;
  }

  async function runSummary(tx: Tx, runId: number) {
    const [run] = await tx.select().from(agentSettlementRuns).where(eq(agentSettlementRuns.id, runId));
    return { id: run!.id, kind: run!.kind, period: run!.period, status: run!.status, items: run!.items, paidTotal: run!.paidTotal };
  }

  /**
   * Holds a run: nothing more of it is paid (its unpaid items become held) until it is released; audited.
   * @throws not_found, invalid_state (already held)
   */
  async function holdRun(merchant: ResolvedMerchant, runId: number, operatorId: number, note: string, actor?: Actor) {
    return db.transaction(async (tx) => {
      const run = await lockedRun(tx, merchant, runId);
      if (run.status === 'held') throw new ApiError('invalid_state', 'This run is already held');
      await tx.update(agentSettlementRuns).set({ status: 'held', heldBy: operatorId, note }).where(eq(agentSettlementRuns.id, run.id));
      await tx
        .update(agentSettlements)
        .set({ status: 'held', reason: null })
        .where(and(eq(agentSettlements.runId, run.id), eq(agentSettlements.status, 'unpaid')));
      await deps.audit.record(tx, {
        merchantId: merchant.id,
        actor: actorOf(operatorId, actor),
        action: 'agents.settlement.hold',
        target: `run:${run.id}`,
        detail: { note },
      });
      return runSummary(tx, run.id);
    });
  }

  /**
   * Releases a held run and pays its held items (those the payer cannot cover stay unpaid); audited.
   * @throws not_found, invalid_state (not held)
   */
  async function releaseRun(merchant: ResolvedMerchant, runId: number, operatorId: number, note: string, actor?: Actor) {
    return db.transaction(async (tx) => {
      const run = await lockedRun(tx, merchant, runId);
      if (run.status !== 'held') throw new ApiError('invalid_state', 'This run is not held');
      await tx.update(agentSettlementRuns).set({ status: 'done', heldBy: null, note }).where(eq(agentSettlementRuns.id, run.id));
      const held = await tx
        .select()
        .from(agentSettlements)
        .where(and(eq(agentSettlements.runId, run.id), eq(agentSettlements.status, 'held')))
        .orderBy(asc(agentSettlements.id));
      for (const item of held) await payItem(tx, merchant, item, false);
      await refreshTotals(tx, run.id);
      await deps.audit.record(tx, {
        merchantId: merchant.id,
        actor: actorOf(operatorId, actor),
        action: 'agents.settlement.release',
        target: `run:${run.id}`,
        detail: { note, items: held.length },
      });
      return runSummary(tx, run.id);
    });
  }

  /**
   * Works a run out again: every item not paid yet is recomputed from the current figures and paid when due
   * (a held run's stay held); paid items are never paid twice; audited. A dividend's later periods keep the
   * carry they were settled with.
   * @throws not_found
   */
  async function rerunRun(merchant: ResolvedMerchant, runId: number, operatorId: number, note: string, actor?: Actor) {
    return db.transaction(async (tx) => {
      const run = await lockedRun(tx, merchant, runId);
      const totals = await settleRunItems(tx, merchant, run);
      if (run.status === 'running')
        await tx.update(agentSettlementRuns).set({ status: 'done', finishedAt: deps.clock.now() }).where(eq(agentSettlementRuns.id, run.id));
      await deps.audit.record(tx, {
        merchantId: merchant.id,
        actor: actorOf(operatorId, actor),
        action: 'agents.settlement.rerun',
        target: `run:${run.id}`,
        detail: { note, items: totals.items, paidTotal: String(totals.paidTotal) },
      });
      return runSummary(tx, run.id);
    });
  }

  return { holdRun, releaseRun, rerunRun };
}
