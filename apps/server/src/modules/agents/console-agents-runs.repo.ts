// The console's reads of agent settlement (docs/agents.md, Settlement): settlement items of an agent or of a run,
// the runs, and the commissions paid per day, week or month. Plain SELECTs over the agents module's own tables,
// with members and operators joined for their names. Split from console-agents.repo.ts, which spreads these in.
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../db/client.ts';
import type { RunRow, SettlementRow } from './console-agents.repo.ts';

export async function countOf(tx: Tx, query: SQL): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await tx.execute(query));
  return Number(row?.n ?? 0);
}

export function createConsoleAgentRunsRepo() {
  const settlementSelect = sql`
    SELECT s.id::int AS id, s.run_id::int AS run_id, s.contract_id::int AS contract_id, s.kind, a.username AS agent, p.username AS payer,
      s.period_start, s.period_end, s.inputs, s.carry_in::text AS carry_in, s.carry_out::text AS carry_out, s.amount::text AS amount,
      s.status, s.reason, s.paid_at
    FROM agent_settlements s
    JOIN members a ON a.id = s.agent_id
    LEFT JOIN members p ON p.id = s.payer_id`;

  async function settlementsOf(tx: Tx, merchantId: number, agentId: number, kind: string | undefined, page: number, pageSize: number) {
    const where = sql`s.merchant_id = ${merchantId} AND s.agent_id = ${agentId}${kind ? sql` AND s.kind = ${kind}` : sql``}`;
    const total = await countOf(tx, sql`SELECT count(*)::int AS n FROM agent_settlements s WHERE ${where}`);
    const items = rowsOf<SettlementRow>(
      await tx.execute(sql`${settlementSelect} WHERE ${where} ORDER BY s.period_start DESC, s.id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`),
    );
    return { items, total };
  }

  const runSelect = sql`
    SELECT r.id::int AS id, r.kind, r.period, r.period_start, r.period_end, r.status, r.items, r.paid_total::text AS paid_total,
      (SELECT count(*) FROM agent_settlements s WHERE s.run_id = r.id AND s.status IN ('unpaid', 'held'))::int AS unpaid_items,
      o.username AS held_by, r.note, r.started_at, r.finished_at
    FROM agent_settlement_runs r
    LEFT JOIN operators o ON o.id = r.held_by`;

  async function runs(tx: Tx, merchantId: number, filter: { kind?: string | undefined; status?: string | undefined }, page: number, pageSize: number) {
    const where = sql`r.merchant_id = ${merchantId}${filter.kind ? sql` AND r.kind = ${filter.kind}` : sql``}${filter.status ? sql` AND r.status = ${filter.status}` : sql``}`;
    const total = await countOf(tx, sql`SELECT count(*)::int AS n FROM agent_settlement_runs r WHERE ${where}`);
    const items = rowsOf<RunRow>(
      await tx.execute(sql`${runSelect} WHERE ${where} ORDER BY r.period_start DESC, r.id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`),
    );
    return { items, total };
  }

  async function run(tx: Tx, merchantId: number, runId: number): Promise<RunRow | undefined> {
    const [row] = rowsOf<RunRow>(await tx.execute(sql`${runSelect} WHERE r.merchant_id = ${merchantId} AND r.id = ${runId}`));
    return row;
  }

  async function runItems(tx: Tx, merchantId: number, runId: number, page: number, pageSize: number) {
    const where = sql`s.merchant_id = ${merchantId} AND s.run_id = ${runId}`;
    const total = await countOf(tx, sql`SELECT count(*)::int AS n FROM agent_settlements s WHERE ${where}`);
    const items = rowsOf<SettlementRow>(
      await tx.execute(sql`${settlementSelect} WHERE ${where} ORDER BY a.username_key, s.kind LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`),
    );
    return { items, total };
  }

  /**
   * Paid settlements per period and kind between two instants, the period being the day, ISO week or month of
   * paid_at in the merchant's zone; split by payer (null: the platform).
   */
  async function commissions(tx: Tx, merchantId: number, grain: 'day' | 'week' | 'month', timeZone: string, start: Date, end: Date) {
    return rowsOf<{ period: string; kind: string; settlements: number; paid: string; by_platform: string; by_uplines: string }>(
      await tx.execute(sql`
        SELECT to_char(date_trunc(${grain}, s.paid_at AT TIME ZONE ${timeZone}), 'YYYY-MM-DD') AS period, s.kind,
          count(*)::int AS settlements, sum(s.amount)::text AS paid,
          coalesce(sum(s.amount) FILTER (WHERE s.payer_id IS NULL), 0)::text AS by_platform,
          coalesce(sum(s.amount) FILTER (WHERE s.payer_id IS NOT NULL), 0)::text AS by_uplines
        FROM agent_settlements s
        WHERE s.merchant_id = ${merchantId} AND s.status = 'paid'
          AND s.paid_at >= ${start.toISOString()}::timestamptz AND s.paid_at < ${end.toISOString()}::timestamptz
        GROUP BY 1, 2
        ORDER BY 1 DESC, 2`),
    );
  }

  return { settlementsOf, runs, run, runItems, commissions };
}
