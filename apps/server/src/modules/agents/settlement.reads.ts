// The agent centre's settlement pages: records received or paid (one kind), a real-time settlement's lines
// (only for the agent it paid and its payer), and the income report per kind.
import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { ContractKind, SettlementRecord } from '@orbit/contracts/agents';
import { CONTRACT_KINDS } from '@orbit/contracts/agents';
import { ApiError } from '@orbit/contracts/envelope';
import { zonedDay, zonedDayStart } from '@orbit/contracts/format';
import type { Database } from '../../db/client.ts';
import { agentRealtimeLines, agentSettlements } from '../../db/schema/agents.ts';
import type { Clock } from '../../lib/clock.ts';
import type { MembersService } from '../members/members.service.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import { showAmount } from '../wallet/money.ts';
import { addDays } from './periods.ts';
import type { AgentTree } from './tree.ts';

const signed = (merchant: ResolvedMerchant, minor: bigint) => (minor < 0n ? `-${showAmount(merchant, -minor)}` : showAmount(merchant, minor));

export function createSettlementReads(deps: { database: Database; clock: Clock; tree: AgentTree; members: MembersService['directory'] }) {
  const { db } = deps.database;

  /** [from, to] as local days (to included) to instants; by default the month to date. */
  function range(merchant: ResolvedMerchant, from?: string, to?: string) {
    const today = zonedDay(deps.clock.now(), merchant.timeZone);
    const first = from ?? `${today.slice(0, 8)}01`;
    const last = to ?? today;
    if (first > last) throw new ApiError('bad_request', 'The start of the range is after its end', { field: 'from' });
    return { from: first, to: last, start: zonedDayStart(first, merchant.timeZone), end: zonedDayStart(addDays(last, 1), merchant.timeZone) };
  }

  /**
   * @throws error_not_agent, bad_request
   */
  async function records(
    merchant: ResolvedMerchant,
    memberId: number,
    query: { kind: ContractKind; side: 'received' | 'paid'; page: number; pageSize: number; from?: string | undefined; to?: string | undefined },
  ) {
    const me = await deps.tree.requireAgent(merchant, memberId);
    const where = [eq(agentSettlements.merchantId, merchant.id), eq(agentSettlements.kind, query.kind)];
    where.push(query.side === 'received' ? eq(agentSettlements.agentId, me.id) : eq(agentSettlements.payerId, me.id));
    if (query.from || query.to) {
      const r = range(merchant, query.from ?? '2000-01-01', query.to);
      where.push(gte(agentSettlements.periodStart, r.start), lt(agentSettlements.periodStart, r.end));
    }
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(agentSettlements)
        .where(and(...where))
        .orderBy(desc(agentSettlements.periodStart), desc(agentSettlements.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      db
        .select({ n: count() })
        .from(agentSettlements)
        .where(and(...where)),
    ]);
    const names = await deps.members.usernamesOf(merchant.id, [...new Set(rows.flatMap((r) => (r.payerId ? [r.agentId, r.payerId] : [r.agentId])))]);
    const items: SettlementRecord[] = rows.map((row) => ({
      id: row.id,
      kind: row.kind as ContractKind,
      agent: names.get(row.agentId) ?? '',
      payer: row.payerId ? (names.get(row.payerId) ?? '') : null,
      periodStart: row.periodStart.toISOString(),
      periodEnd: row.periodEnd.toISOString(),
      inputs: row.inputs as SettlementRecord['inputs'],
      carryIn: signed(merchant, row.carryIn),
      carryOut: signed(merchant, row.carryOut),
      amount: showAmount(merchant, row.amount),
      status: row.status as SettlementRecord['status'],
      reason: row.reason,
      paidAt: row.paidAt?.toISOString() ?? null,
    }));
    return { items, total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
  }

  /**
   * A real-time settlement's lines, for the agent it paid and its payer only.
   * @throws error_not_agent, agent_not_in_team
   */
  async function realtimeLines(merchant: ResolvedMerchant, memberId: number, id: number, query: { page: number; pageSize: number }) {
    const me = await deps.tree.requireAgent(merchant, memberId);
    const [item] = await db
      .select()
      .from(agentSettlements)
      .where(and(eq(agentSettlements.merchantId, merchant.id), eq(agentSettlements.id, id)));
    if (!item || (item.agentId !== me.id && item.payerId !== me.id)) throw new ApiError('agent_not_in_team', 'This settlement is not yours or your team’s');
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(agentRealtimeLines)
        .where(eq(agentRealtimeLines.settlementId, id))
        .orderBy(desc(agentRealtimeLines.salary), agentRealtimeLines.memberId, agentRealtimeLines.gameCode)
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      db.select({ n: count() }).from(agentRealtimeLines).where(eq(agentRealtimeLines.settlementId, id)),
    ]);
    const names = await deps.members.usernamesOf(merchant.id, [...new Set(rows.map((r) => r.memberId))]);
    return {
      items: rows.map((row) => ({
        username: names.get(row.memberId) ?? '',
        gameCode: row.gameCode,
        turnover: showAmount(merchant, row.turnover),
        result: signed(merchant, row.result),
        salary: showAmount(merchant, row.salary),
      })),
      total: total?.n ?? 0,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  /**
   * What the agent earned (paid to it) and paid its downlines, per kind, over settlement periods starting in the range.
   * @throws error_not_agent, bad_request
   */
  async function income(merchant: ResolvedMerchant, memberId: number, query: { from?: string | undefined; to?: string | undefined }) {
    const me = await deps.tree.requireAgent(merchant, memberId);
    const r = range(merchant, query.from, query.to);
    const rows = await db
      .select({
        kind: agentSettlements.kind,
        earned: sql<string>`coalesce(sum(${agentSettlements.amount}) FILTER (WHERE ${agentSettlements.agentId} = ${me.id}), 0)::text`,
        paid: sql<string>`coalesce(sum(${agentSettlements.amount}) FILTER (WHERE ${agentSettlements.payerId} = ${me.id}), 0)::text`,
        settlements: sql<number>`count(*) FILTER (WHERE ${agentSettlements.agentId} = ${me.id})::int`,
      })
      .from(agentSettlements)
      .where(
        and(
          eq(agentSettlements.merchantId, merchant.id),
          eq(agentSettlements.status, 'paid'),
          sql`(${agentSettlements.agentId} = ${me.id} OR ${agentSettlements.payerId} = ${me.id})`,
          gte(agentSettlements.periodStart, r.start),
          lt(agentSettlements.periodStart, r.end),
        ),
      )
      .groupBy(agentSettlements.kind);
    let earned = 0n;
    let paid = 0n;
    const out = CONTRACT_KINDS.map((kind) => {
      const row = rows.find((x) => x.kind === kind);
      const e = BigInt(row?.earned ?? '0');
      const p = BigInt(row?.paid ?? '0');
      earned += e;
      paid += p;
      return { kind, earned: showAmount(merchant, e), paidToDownlines: showAmount(merchant, p), settlements: row?.settlements ?? 0 };
    });
    return {
      from: r.from,
      to: r.to,
      rows: out,
      total: { earned: showAmount(merchant, earned), paidToDownlines: showAmount(merchant, paid), net: signed(merchant, earned - paid) },
    };
  }

  return { records, realtimeLines, income };
}

export type SettlementReads = ReturnType<typeof createSettlementReads>;
