// The set-based statements of a rebate run (ADR 0035): the lines come from member_turnover in one
// INSERT … SELECT (with the period's earlier payments, the member's total and each line's state worked out in
// the same statement), a release settles them in one UPDATE, and the payout reads one row per member. Raw SQL
// reads member_turnover (the wallet's) and agent_rebates (the agents') as named in ADR 0023.
import { sql, type SQL } from 'drizzle-orm';
import type { RebateBasis, RebateRateRow } from './rebates.types.ts';
import { rowsOf, type Tx } from '../../db/client.ts';

export interface RunKeys {
  runId: number;
  merchantId: number;
  period: string;
  periodStart: string;
  periodEnd: string;
}

export interface LineTotals {
  members: number;
  lines: number;
  turnover: bigint;
  amount: bigint;
  owed: bigint;
}

/** The lines of earlier released runs of the period, summed per member and category: what was paid or accrued. */
const priorOf = (run: RunKeys) => sql`
  SELECT x.member_id, x.category, sum(x.owed)::bigint AS paid
  FROM rebate_lines x
  WHERE x.merchant_id = ${run.merchantId} AND x.period_start = ${run.periodStart}::date AND x.period = ${run.period}
    AND x.run_id <> ${run.runId} AND x.state IN ('paid', 'accrued', 'claimed')
  GROUP BY x.member_id, x.category`;

/**
 * A line's state from its owed amount and its member's total owed by the run: nothing more than before
 * (no_difference), under the minimum payout (below_minimum), else `payable` (pending in a preview; paid or
 * accrued when released).
 */
const stateOf = (owed: SQL, memberTotal: SQL, minPayout: bigint, payable: string) => sql`
  CASE WHEN ${owed} = 0 THEN 'no_difference' WHEN ${memberTotal} < ${minPayout}::bigint THEN 'below_minimum' ELSE ${payable} END`;

const totalsOf = (rows: string) =>
  sql.raw(`
  SELECT count(DISTINCT member_id)::int AS members, count(*)::int AS lines, coalesce(sum(turnover), 0)::text AS turnover,
    coalesce(sum(amount), 0)::text AS amount, coalesce(sum(owed) FILTER (WHERE state NOT IN ('no_difference', 'below_minimum')), 0)::text AS owed
  FROM ${rows}`);

function totals(result: unknown): LineTotals {
  const [row] = rowsOf<{ members: number; lines: number; turnover: string; amount: string; owed: string }>(result);
  return {
    members: Number(row?.members ?? 0),
    lines: Number(row?.lines ?? 0),
    turnover: BigInt(row?.turnover ?? '0'),
    amount: BigInt(row?.amount ?? '0'),
    owed: BigInt(row?.owed ?? '0'),
  };
}

/** Writes the run's lines from the period's turnover in one statement; answers the run's totals. */
export async function writeLines(
  tx: Tx,
  run: RunKeys,
  rule: { basis: RebateBasis; agentRates: boolean; rates: readonly RebateRateRow[]; minPayout: bigint; payable: string },
): Promise<LineTotals> {
  const column = sql.raw(rule.basis === 'valid' ? 'valid_turnover' : 'turnover');
  const table = rule.rates.length
    ? sql`(VALUES ${sql.join(
        rule.rates.map((r) => sql`(${r.category}::text, ${r.ratePpm}::bigint)`),
        sql`, `,
      )}) AS r(category, rate_ppm)`
    : sql`(SELECT NULL::text AS category, 0::bigint AS rate_ppm WHERE false) AS r`;
  const rate = rule.agentRates ? sql`coalesce(a.rate_ppm::bigint, r.rate_ppm, 0)` : sql`coalesce(r.rate_ppm, 0)`;
  const agentJoin = rule.agentRates ? sql`LEFT JOIN agent_rebates a ON a.member_id = t.member_id AND a.category = t.category` : sql``;
  const result = await tx.execute(sql`
    WITH turnover AS (
      SELECT member_id, category, sum(${column})::bigint AS base
      FROM member_turnover
      WHERE merchant_id = ${run.merchantId} AND day BETWEEN ${run.periodStart}::date AND ${run.periodEnd}::date
      GROUP BY member_id, category
    ), rated AS (
      SELECT t.member_id, t.category, t.base, ${rate} AS rate_ppm, (t.base * ${rate}) / 1000000 AS amount
      FROM turnover t LEFT JOIN ${table} ON r.category = t.category ${agentJoin}
      WHERE t.base > 0
    ), owing AS (
      SELECT rated.*, coalesce(p.paid, 0) AS prior, greatest(rated.amount - coalesce(p.paid, 0), 0) AS owed
      FROM rated LEFT JOIN (${priorOf(run)}) p ON p.member_id = rated.member_id AND p.category = rated.category
      WHERE rated.rate_ppm > 0
    ), written AS (
      INSERT INTO rebate_lines (run_id, merchant_id, member_id, period, period_start, category, turnover, rate_ppm, amount, prior, owed, state)
      SELECT ${run.runId}, ${run.merchantId}, member_id, ${run.period}, ${run.periodStart}::date, category, base, rate_ppm, amount, prior, owed,
        ${stateOf(sql`owed`, sql`sum(owed) OVER (PARTITION BY member_id)`, rule.minPayout, rule.payable)}
      FROM owing
      RETURNING member_id, turnover, amount, owed, state
    )
    ${totalsOf('written')}`);
  return totals(result);
}

/**
 * Settles a previewed or held run's lines as released: the earlier runs' payments are read again (another
 * run of the period may have been released since the preview), then owed and state, in one statement.
 */
export async function settleLines(tx: Tx, run: RunKeys, rule: { minPayout: bigint; payable: string }): Promise<LineTotals> {
  const result = await tx.execute(sql`
    WITH owing AS (
      SELECT l.member_id, l.category, coalesce(p.paid, 0) AS prior, greatest(l.amount - coalesce(p.paid, 0), 0) AS owed
      FROM rebate_lines l LEFT JOIN (${priorOf(run)}) p ON p.member_id = l.member_id AND p.category = l.category
      WHERE l.run_id = ${run.runId}
    ), decided AS (
      SELECT owing.*, ${stateOf(sql`owed`, sql`sum(owed) OVER (PARTITION BY member_id)`, rule.minPayout, rule.payable)} AS state FROM owing
    ), written AS (
      UPDATE rebate_lines l SET prior = d.prior, owed = d.owed, state = d.state
      FROM decided d
      WHERE l.run_id = ${run.runId} AND l.member_id = d.member_id AND l.category = d.category
      RETURNING l.member_id, l.turnover, l.amount, l.owed, l.state
    )
    ${totalsOf('written')}`);
  return totals(result);
}

/** What each member is paid by the run: its paid lines summed (one ledger credit per member). */
export async function payoutsOf(tx: Tx, runId: number): Promise<{ memberId: number; amount: bigint }[]> {
  const result = await tx.execute(sql`
    SELECT member_id, sum(owed)::text AS amount FROM rebate_lines
    WHERE run_id = ${runId} AND state = 'paid' AND owed > 0
    GROUP BY member_id ORDER BY member_id`);
  return rowsOf<{ member_id: number; amount: string }>(result).map((row) => ({ memberId: Number(row.member_id), amount: BigInt(row.amount) }));
}

/** Serialises every release of one period (the job and operators): each reads what the others paid. */
export async function lockPeriod(tx: Tx, run: Pick<RunKeys, 'merchantId' | 'period' | 'periodStart'>): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`rebates:${run.merchantId}:${run.period}:${run.periodStart}`}))`);
}

/** Merchants with turnover on or after the day: the job looks only at them. */
export async function merchantsWithTurnoverSince(tx: Tx, day: string): Promise<number[]> {
  const result = await tx.execute(sql`SELECT DISTINCT merchant_id FROM member_turnover WHERE day >= ${day}::date`);
  return rowsOf<{ merchant_id: number }>(result).map((row) => Number(row.merchant_id));
}
