// A settlement item's figures (docs/agents.md, Settlement; ADR 0019): which contracts are due in a period, and
// each one's amount for it — the tiered kinds from the team's play (with a dividend's carry-over), real-time
// salary from its per-draw lines — written into its item, inserted or recomputed while it is not paid.
// Moved verbatim out of settlement.service.ts, which settles the runs; paying is settlement-payment.ts.
import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import type { ContractKind } from '@orbit/contracts/agents';
import type { Tx } from '../../db/client.ts';
import { agentContracts, agentRealtimeLines, agentSettlements } from '../../db/schema/agents.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import { showAmount } from '../wallet/money.ts';
import { applyRate, loadTerms, pickTier, type ParsedTerms } from './contract-terms.ts';
import { periodKindOf, type ContractRow } from './contracts.service.ts';
import { addDays, startDay, type Period, type PeriodKind } from './periods.ts';
import { activeByDays, activeInPeriod, teamPlay, writeRealtimeLines } from './settlement.repo.ts';
import type { ItemRow, RunRow, SettlementDeps } from './settlement.service.ts';

export function createSettlementFigures(deps: Pick<SettlementDeps, 'clock'>) {
  const show = showAmount;

  /** Contracts of the kind paid in this period: started by its start and not ended before its end (no part-period). */
  async function dueContracts(tx: Tx, merchantId: number, kind: ContractKind, periodKind: PeriodKind, period: Period): Promise<ContractRow[]> {
    const rows = await tx
      .select()
      .from(agentContracts)
      .where(
        and(
          eq(agentContracts.merchantId, merchantId),
          eq(agentContracts.kind, kind),
          inArray(agentContracts.status, ['active', 'terminating', 'terminated']),
          lte(agentContracts.startsAt, period.start),
          or(isNull(agentContracts.endedAt), gte(agentContracts.endedAt, period.end)),
        ),
      )
      .orderBy(asc(agentContracts.id));
    return rows.filter((row) => periodKindOf(loadTerms(kind, row.terms)) === periodKind);
  }

  /** The tiered kinds' figures and amount (dividend, daily wage, hourly salary). */
  async function tieredAmount(tx: Tx, merchant: ResolvedMerchant, contract: ContractRow, terms: ParsedTerms, period: Period) {
    const play = await teamPlay(tx, contract.agentId, period);
    const day = startDay(period, merchant.timeZone);
    if (terms.kind === 'hourly_salary') {
      const reached = pickTier(terms.tiers, play.turnover, 0);
      const ratePpm = reached?.tier.ratePpm ?? 0;
      const inputs = { turnover: show(merchant, play.turnover), tier: reached ? reached.index + 1 : null, ratePpm };
      return { inputs, carryIn: 0n, carryOut: 0n, amount: applyRate(play.turnover, ratePpm) };
    }
    if (terms.kind === 'daily_wage') {
      const active = await activeByDays(tx, contract.agentId, day, addDays(day, 1));
      const reached = pickTier(terms.tiers, play.turnover, active);
      const ratePpm = reached?.tier.ratePpm ?? 0;
      const inputs = { turnover: show(merchant, play.turnover), activePlayers: active, tier: reached ? reached.index + 1 : null, ratePpm };
      return { inputs, carryIn: 0n, carryOut: 0n, amount: applyRate(play.turnover, ratePpm) };
    }
    if (terms.kind !== 'dividend') throw new Error(`not a tiered kind: ${terms.kind}`);
    // Active players: the day's for D; the distinct ones of the week, half-month or month for W, H and M (a
    // player active on several days counts once).
    const active =
      terms.period === 'D'
        ? await activeByDays(tx, contract.agentId, day, startDay({ start: period.end, end: period.end }, merchant.timeZone))
        : await activeInPeriod(tx, contract.agentId, terms.period, day);
    const netLoss = play.turnover - play.wins;
    let carryIn = 0n;
    if (contract.carryOver) {
      const [previous] = await tx
        .select({ carryOut: agentSettlements.carryOut })
        .from(agentSettlements)
        .where(and(eq(agentSettlements.contractId, contract.id), lt(agentSettlements.periodStart, period.start)))
        .orderBy(desc(agentSettlements.periodStart))
        .limit(1);
      carryIn = previous?.carryOut ?? 0n;
    }
    const base = netLoss + carryIn;
    const reached = pickTier(terms.tiers, netLoss, active);
    const ratePpm = reached?.tier.ratePpm ?? 0;
    const inputs = {
      turnover: show(merchant, play.turnover),
      wins: show(merchant, play.wins),
      netLoss: netLoss < 0n ? `-${show(merchant, -netLoss)}` : show(merchant, netLoss),
      activePlayers: active,
      tier: reached ? reached.index + 1 : null,
      ratePpm,
    };
    if (base > 0n) return { inputs, carryIn, carryOut: 0n, amount: applyRate(base, ratePpm) };
    return { inputs, carryIn, carryOut: contract.carryOver ? base : 0n, amount: 0n };
  }

  /** Works the contract's amount out for the period into its item (inserted, or recomputed when not paid yet); answers the item, or null when it is paid. */
  async function computeItem(
    tx: Tx,
    merchant: ResolvedMerchant,
    run: RunRow,
    contract: ContractRow,
    period: Period,
    payerId: number | null,
  ): Promise<ItemRow | null> {
    const [existing] = await tx
      .select()
      .from(agentSettlements)
      .where(and(eq(agentSettlements.contractId, contract.id), eq(agentSettlements.periodStart, period.start)))
      .for('update');
    if (existing?.status === 'paid') return null;
    const now = deps.clock.now();
    const terms = loadTerms(contract.kind as ContractKind, contract.terms);
    const base = { merchantId: merchant.id, runId: run.id, contractId: contract.id, kind: contract.kind, agentId: contract.agentId, payerId };
    if (terms.kind === 'realtime_salary') {
      let item = existing;
      if (item) await tx.delete(agentRealtimeLines).where(eq(agentRealtimeLines.settlementId, item.id));
      else
        [item] = await tx
          .insert(agentSettlements)
          .values({ ...base, periodStart: period.start, periodEnd: period.end, inputs: {}, status: 'nil', createdAt: now })
          .returning();
      const lines = await writeRealtimeLines(tx, { settlementId: item!.id, merchantId: merchant.id, agentId: contract.agentId, period, rates: terms.rates });
      const [updated] = await tx
        .update(agentSettlements)
        .set({ payerId, amount: lines.salary, inputs: { players: lines.players, lines: lines.lines, turnover: show(merchant, lines.turnover) } })
        .where(eq(agentSettlements.id, item!.id))
        .returning();
      return updated!;
    }
    const figures = await tieredAmount(tx, merchant, contract, terms, period);
    const values = { payerId, inputs: figures.inputs, carryIn: figures.carryIn, carryOut: figures.carryOut, amount: figures.amount };
    if (existing) {
      const [updated] = await tx.update(agentSettlements).set(values).where(eq(agentSettlements.id, existing.id)).returning();
      return updated!;
    }
    const [inserted] = await tx
      .insert(agentSettlements)
      .values({ ...base, ...values, periodStart: period.start, periodEnd: period.end, status: 'nil', createdAt: now })
      .returning();
    return inserted!;
  }

  return { dueContracts, computeItem };
}
