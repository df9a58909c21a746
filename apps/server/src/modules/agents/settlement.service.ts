// Contract settlement (ADR 0019): each complete period of each kind is settled once per
// merchant under one agent_settlement_runs row (unique per merchant, kind, period, start), and each contract
// due in it gets one agent_settlements row (unique per contract and period start), so running a period again
// never pays twice. The amount is paid through the wallet's ledger (kind commission, idempotency key
// `agent-settlement:{id}`) from the payer — the upline's main wallet, or the platform's house account
// `commissions` when the merchant's agents.payer is 'platform' or the platform offered the contract — to the
// agent's main wallet. An upline whose balance is short leaves the item unpaid (nothing moves) and later
// passes try it again; a held run pays nothing until an operator releases it.//
// Working an item's figures out is settlement-figures.ts, paying it settlement-payment.ts, and the operators'
// controls over a run settlement-controls.ts; this file finds the periods due and settles their runs.
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, ne, or } from 'drizzle-orm';
import type { ContractKind } from '@orbit/contracts/agents';
import type { Database, Tx } from '../../db/client.ts';
import { agentContracts, agentSettlementRuns, agentSettlements } from '../../db/schema/agents.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AuditService } from '../console/audit.service.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { loadTerms } from './contract-terms.ts';
import { periodKindOf } from './contracts.service.ts';
import { nextPeriod, periodOf, type Period, type PeriodKind } from './periods.ts';
import { createSettlementControls } from './settlement-controls.ts';
import { createSettlementFigures } from './settlement-figures.ts';
import { createSettlementPayment } from './settlement-payment.ts';

export type RunRow = typeof agentSettlementRuns.$inferSelect;
export type ItemRow = typeof agentSettlements.$inferSelect;

/**
 * What each settlement job settles, and how long after a period ends it waits. Hours and days are read from
 * team_hourly_stats, which the rollup fills every minute under the hour it saw the play: an hour is final once
 * the rollup pass that straddles its end has committed, so 5 minutes are plenty. Real-time reads the lottery's
 * draws by settled_at; a minute covers a draw settlement committing just after the window closed.
 */
export const SETTLEMENT_GROUPS = {
  realtime: { graceMs: 60_000, kinds: [{ kind: 'realtime_salary', periods: ['5m'] }] },
  hourly: { graceMs: 5 * 60_000, kinds: [{ kind: 'hourly_salary', periods: ['hour'] }] },
  daily: {
    graceMs: 5 * 60_000,
    kinds: [
      { kind: 'daily_wage', periods: ['day'] },
      { kind: 'dividend', periods: ['D', 'W', 'H', 'M'] },
    ],
  },
} as const satisfies Record<string, { graceMs: number; kinds: readonly { kind: ContractKind; periods: readonly PeriodKind[] }[] }>;
export type SettlementGroup = keyof typeof SETTLEMENT_GROUPS;

/** At most this many periods of one kind are settled in one pass (a day of 5-minute periods is 288); the rest follow on the next. */
const MAX_PERIODS_PER_PASS = 300;
/** At most this many unpaid items are tried again per merchant and pass. */
const MAX_RETRIES_PER_PASS = 200;

export interface SettlementDeps {
  database: Database;
  clock: Clock;
  wallet: Pick<WalletService, 'move' | 'balanceOf'>;
  audit: AuditService;
  merchantById: (id: number) => Promise<ResolvedMerchant | undefined>;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

export function createSettlement(deps: SettlementDeps) {
  const { db } = deps.database;
  const { dueContracts, computeItem } = createSettlementFigures(deps);
  const { platformPays, payItem, refreshTotals } = createSettlementPayment(deps);

  /** The complete periods not settled yet, oldest first: after the last run, or from the first contract's start. */
  async function duePeriods(merchant: ResolvedMerchant, kind: ContractKind, periodKind: PeriodKind, graceMs: number): Promise<Period[]> {
    const [last] = await db
      .select({ start: agentSettlementRuns.periodStart })
      .from(agentSettlementRuns)
      .where(and(eq(agentSettlementRuns.merchantId, merchant.id), eq(agentSettlementRuns.kind, kind), eq(agentSettlementRuns.period, periodKind)))
      .orderBy(desc(agentSettlementRuns.periodStart))
      .limit(1);
    let period: Period | null = last ? nextPeriod(periodKind, periodOf(periodKind, last.start, merchant.timeZone), merchant.timeZone) : null;
    // Contracts that may still be due from there: a stretch with none (all ended, or none started yet) is
    // skipped rather than walked period by period, so runs exist only from the first contract's start on.
    const starts = await db
      .select({ startsAt: agentContracts.startsAt, terms: agentContracts.terms })
      .from(agentContracts)
      .where(
        and(
          eq(agentContracts.merchantId, merchant.id),
          eq(agentContracts.kind, kind),
          isNotNull(agentContracts.startsAt),
          period ? or(isNull(agentContracts.endedAt), gte(agentContracts.endedAt, period.end)) : undefined,
        ),
      );
    const first = starts
      .filter((s) => periodKindOf(loadTerms(kind, s.terms)) === periodKind)
      .map((s) => s.startsAt!.getTime())
      .sort((a, b) => a - b)[0];
    if (first === undefined) return [];
    if (!period || period.start.getTime() < first) period = periodOf(periodKind, new Date(first), merchant.timeZone);
    const now = deps.clock.now().getTime();
    const due: Period[] = [];
    while (period && period.end.getTime() + graceMs <= now && due.length < MAX_PERIODS_PER_PASS) {
      due.push(period);
      period = nextPeriod(periodKind, period, merchant.timeZone);
    }
    return due;
  }
  /** Settles every contract due in the run's period that is not paid yet; keeps the run's totals. */
  async function settleRunItems(tx: Tx, merchant: ResolvedMerchant, run: RunRow) {
    const period = { start: run.periodStart, end: run.periodEnd };
    const contracts = await dueContracts(tx, merchant.id, run.kind as ContractKind, run.period as PeriodKind, period);
    for (const contract of contracts) {
      const item = await computeItem(tx, merchant, run, contract, period, platformPays(merchant, contract) ? null : contract.uplineId);
      if (item) await payItem(tx, merchant, item, run.status === 'held');
    }
    return refreshTotals(tx, run.id);
  }

  /** Settles one period of one kind: claims its run (a second pass of the same period finds it taken and does nothing). */
  async function settlePeriod(merchant: ResolvedMerchant, kind: ContractKind, periodKind: PeriodKind, period: Period) {
    return db.transaction(async (tx) => {
      const now = deps.clock.now();
      const [run] = await tx
        .insert(agentSettlementRuns)
        .values({ merchantId: merchant.id, kind, period: periodKind, periodStart: period.start, periodEnd: period.end, status: 'running', startedAt: now })
        .onConflictDoNothing()
        .returning();
      if (!run) return null;
      const totals = await settleRunItems(tx, merchant, run);
      await tx.update(agentSettlementRuns).set({ status: 'done', finishedAt: deps.clock.now() }).where(eq(agentSettlementRuns.id, run.id));
      return { runId: run.id, ...totals };
    });
  }

  /** Tries unpaid items again (oldest first, bounded), outside held runs. */
  async function retryUnpaid(merchant: ResolvedMerchant, kinds: readonly ContractKind[]) {
    const waiting = await db
      .select({ id: agentSettlements.id })
      .from(agentSettlements)
      .innerJoin(agentSettlementRuns, eq(agentSettlementRuns.id, agentSettlements.runId))
      .where(
        and(
          eq(agentSettlements.merchantId, merchant.id),
          inArray(agentSettlements.kind, [...kinds]),
          eq(agentSettlements.status, 'unpaid'),
          ne(agentSettlementRuns.status, 'held'),
        ),
      )
      .orderBy(asc(agentSettlements.id))
      .limit(MAX_RETRIES_PER_PASS);
    let paid = 0;
    for (const { id } of waiting) {
      const status = await db.transaction(async (tx) => {
        const [item] = await tx
          .select()
          .from(agentSettlements)
          .where(and(eq(agentSettlements.id, id), eq(agentSettlements.status, 'unpaid')))
          .for('update');
        if (!item) return null;
        const result = await payItem(tx, merchant, item, false);
        if (result === 'paid') await refreshTotals(tx, item.runId);
        return result;
      });
      if (status === 'paid') paid += 1;
    }
    if (waiting.length > 0) deps.log.info({ merchantId: merchant.id, kinds, tried: waiting.length, paid }, 'agent settlements: unpaid items tried again');
    return { tried: waiting.length, paid };
  }

  /** One pass of a settlement job: every merchant with contracts of the group's kinds, every complete period due, then the retries. */
  async function settleDue(group: SettlementGroup) {
    const { graceMs, kinds } = SETTLEMENT_GROUPS[group];
    const kindNames = kinds.map((k) => k.kind);
    const merchantIds = await db
      .selectDistinct({ id: agentContracts.merchantId })
      .from(agentContracts)
      .where(and(inArray(agentContracts.kind, kindNames), isNotNull(agentContracts.startsAt)));
    const summary = { runs: 0, items: 0, retried: 0, failed: 0 };
    for (const { id } of merchantIds) {
      const merchant = await deps.merchantById(id);
      if (!merchant) continue;
      try {
        for (const { kind, periods } of kinds)
          for (const periodKind of periods)
            for (const period of await duePeriods(merchant, kind, periodKind, graceMs)) {
              const ran = await settlePeriod(merchant, kind, periodKind, period);
              if (ran) {
                summary.runs += 1;
                summary.items += ran.items;
              }
            }
        summary.retried += (await retryUnpaid(merchant, kindNames)).paid;
      } catch (error) {
        // One merchant's failure leaves the others settled; its periods are found again on the next pass.
        summary.failed += 1;
        deps.log.error({ err: error, merchantId: id, group }, 'agent settlement failed for a merchant');
      }
    }
    return summary;
  }

  const controls = createSettlementControls(deps, { settleRunItems, refreshTotals, payItem });
  return { settleDue, settlePeriod, duePeriods, retryUnpaid, ...controls };
}

export type Settlement = ReturnType<typeof createSettlement>;
