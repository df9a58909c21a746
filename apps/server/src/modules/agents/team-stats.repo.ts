// The team overview's and user loss's reads: the rolled-up tables (team_daily_stats, team_period_active,
// member_daily_stats) and, for the size of the team and the agent's commission, agent_tree, members and
// agent_settlements. Plain SELECTs; nothing here writes.
import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../db/client.ts';

export interface TeamDayRow {
  day: string;
  newMembers: number;
  firstDepositors: number;
  activePlayers: number;
  bets: number;
  turnover: string;
  wins: string;
  deposits: string;
  depositCount: number;
  withdrawals: string;
  withdrawalCount: number;
}

/** The agent's team days in [from, to] that have a row (days without one had nothing). */
export async function teamDays(tx: Tx, agentId: number, from: string, to: string): Promise<TeamDayRow[]> {
  const result = await tx.execute(sql`
    SELECT day::text AS day, new_members AS "newMembers", first_depositors AS "firstDepositors", active_players AS "activePlayers",
           bets, turnover::text AS turnover, wins::text AS wins, deposits::text AS deposits, deposit_count AS "depositCount",
           withdrawals::text AS withdrawals, withdrawal_count AS "withdrawalCount"
    FROM team_daily_stats
    WHERE agent_id = ${agentId} AND day BETWEEN ${from}::date AND ${to}::date
    ORDER BY day`);
  return rowsOf<TeamDayRow>(result);
}

/**
 * Team members (depth ≥ 1) who had registered before `end`: the whole team (an index-only count) less those
 * who registered since, so a range ending now does not join the whole team with members.
 */
export async function teamSizeAt(tx: Tx, merchantId: number, agentId: number, end: Date, now: Date): Promise<number> {
  const result = await tx.execute(sql`
    SELECT count(*)::int AS n FROM agent_tree WHERE ancestor_id = ${agentId} AND depth >= 1`);
  const team = rowsOf<{ n: number }>(result)[0]?.n ?? 0;
  if (end > now) return team;
  const later = await tx.execute(sql`
    SELECT count(*)::int AS n
    FROM members m JOIN agent_tree t ON t.ancestor_id = ${agentId} AND t.descendant_id = m.id AND t.depth >= 1
    WHERE m.merchant_id = ${merchantId} AND m.created_at >= ${end.toISOString()}::timestamptz`);
  return team - (rowsOf<{ n: number }>(later)[0]?.n ?? 0);
}

/** Distinct active team members in a week ('W', start a Monday) or month ('M', start the 1st). */
export async function periodActive(tx: Tx, agentId: number, kind: 'W' | 'M', start: string): Promise<number> {
  const result = await tx.execute(sql`
    SELECT active_players AS n FROM team_period_active WHERE agent_id = ${agentId} AND kind = ${kind} AND start = ${start}::date`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

/**
 * Distinct team members with a bet in [from, to], counted from the member days: slower than the stored day,
 * week and month figures (one probe of member_daily_stats's key per team member, stopping at the first
 * active day), so only custom ranges of several days use it.
 */
export async function distinctActive(tx: Tx, merchantId: number, agentId: number, from: string, to: string): Promise<number> {
  const result = await tx.execute(sql`
    SELECT count(*)::int AS n
    FROM agent_tree t
    WHERE t.ancestor_id = ${agentId} AND t.depth >= 1
      AND EXISTS (
        SELECT 1 FROM member_daily_stats s
        WHERE s.merchant_id = ${merchantId} AND s.member_id = t.descendant_id AND s.day BETWEEN ${from}::date AND ${to}::date AND s.bets > 0)`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

/** What contract settlements paid the agent in [start, end). */
export async function commissionPaid(tx: Tx, merchantId: number, agentId: number, start: Date, end: Date): Promise<bigint> {
  const result = await tx.execute(sql`
    SELECT coalesce(sum(amount), 0)::text AS total FROM agent_settlements
    WHERE merchant_id = ${merchantId} AND agent_id = ${agentId} AND status = 'paid'
      AND paid_at >= ${start.toISOString()}::timestamptz AND paid_at < ${end.toISOString()}::timestamptz`);
  return BigInt(rowsOf<{ total: string }>(result)[0]?.total ?? '0');
}

export interface MemberLossRow {
  memberId: number;
  username: string;
  depth: number;
  bets: number;
  turnover: string;
  wins: string;
  deposits: string;
  withdrawals: string;
}

export interface LossPage {
  rows: MemberLossRow[];
  total: number;
  totals: { bets: number; turnover: string; wins: string; deposits: string; withdrawals: string };
}

/**
 * Per team member with any figure in [from, to] (or only `memberId`), biggest losers (wins − turnover lowest)
 * first; the totals and count cover every row, not only the page.
 */
export async function memberLosses(
  tx: Tx,
  q: { merchantId: number; agentId: number; from: string; to: string; memberId?: number | undefined; offset: number; limit: number },
): Promise<LossPage> {
  const only = q.memberId === undefined ? sql`` : sql`AND t.descendant_id = ${q.memberId}`;
  const result = await tx.execute(sql`
    WITH per_member AS (
      SELECT s.member_id, min(t.depth) AS depth, sum(s.bets)::bigint AS bets, sum(s.turnover) AS turnover, sum(s.wins) AS wins,
             sum(s.deposits) AS deposits, sum(s.withdrawals) AS withdrawals
      FROM agent_tree t JOIN member_daily_stats s ON s.merchant_id = ${q.merchantId} AND s.member_id = t.descendant_id
      WHERE t.ancestor_id = ${q.agentId} AND t.depth >= 1 ${only} AND s.day BETWEEN ${q.from}::date AND ${q.to}::date
      GROUP BY s.member_id
    ), ranked AS (
      SELECT p.*, count(*) OVER () AS total,
             sum(bets) OVER () AS all_bets, sum(turnover) OVER () AS all_turnover, sum(wins) OVER () AS all_wins,
             sum(deposits) OVER () AS all_deposits, sum(withdrawals) OVER () AS all_withdrawals
      FROM per_member p
    ), page AS (
      SELECT * FROM ranked ORDER BY wins - turnover, member_id OFFSET ${q.offset} LIMIT ${q.limit}
    )
    SELECT p.member_id AS "memberId", m.username, p.depth, p.bets::int AS bets, p.turnover::text AS turnover, p.wins::text AS wins,
           p.deposits::text AS deposits, p.withdrawals::text AS withdrawals, p.total::int AS total,
           p.all_bets::text AS "allBets", p.all_turnover::text AS "allTurnover", p.all_wins::text AS "allWins",
           p.all_deposits::text AS "allDeposits", p.all_withdrawals::text AS "allWithdrawals"
    FROM page p JOIN members m ON m.id = p.member_id
    ORDER BY p.wins - p.turnover, p.member_id`);
  type Row = MemberLossRow & { total: number; allBets: string; allTurnover: string; allWins: string; allDeposits: string; allWithdrawals: string };
  const rows = rowsOf<Row>(result);
  const first = rows[0];
  // A page past the end has no row to carry the totals: count them again without paging.
  if (!first && q.offset > 0) {
    const all = await memberLosses(tx, { ...q, offset: 0, limit: 1 });
    return { rows: [], total: all.total, totals: all.totals };
  }
  return {
    rows: rows.map((r) => ({
      memberId: r.memberId,
      username: r.username,
      depth: Number(r.depth),
      bets: Number(r.bets),
      turnover: r.turnover,
      wins: r.wins,
      deposits: r.deposits,
      withdrawals: r.withdrawals,
    })),
    total: first?.total ?? 0,
    totals: {
      bets: Number(first?.allBets ?? 0),
      turnover: first?.allTurnover ?? '0',
      wins: first?.allWins ?? '0',
      deposits: first?.allDeposits ?? '0',
      withdrawals: first?.allWithdrawals ?? '0',
    },
  };
}
