// The rollup's SQL (stats-rollup.ts). The agents module reads the sources (member_turnover, deposits,
// withdrawals, members) by plain SELECTs and writes only its own stats tables. A pass over a merchant's days:
//   1. takes the merchant's advisory lock, so two passes at once (two processes, the minute job and the
//      nightly one) run one after the other and the second finds nothing left to add;
//   2. recomputes member_category_stats for the days;
//   3. recomputes each member-day into a temporary delta table: fresh values and their difference with the
//      stored member_daily_stats row (the snapshot of what was rolled), changed rows only;
//   4. writes the fresh values, and adds the differences to every ancestor's team_daily_stats (by the bet's
//      day) and team_hourly_stats (by the hour this pass observed them: late play is paid in the next period);
//   5. counts members once per week, half-month and month through member_active_periods.
// Running it again with no new source rows finds no difference, so it adds nothing.
import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../db/client.ts';

export interface RollupWindow {
  merchantId: number;
  timeZone: string;
  /** First and last day (yyyy-MM-dd, merchant's zone) recomputed, both included. */
  from: string;
  to: string;
  /** The instants the first day starts and the day after the last starts. */
  fromAt: Date;
  toAt: Date;
  /** The pass's clock time: its hour (in the merchant's zone) is where team_hourly_stats takes the change. */
  observedAt: Date;
}

export interface RollupCounts {
  /** Member-days whose figures changed in this pass. */
  memberDays: number;
  /** Team day rows touched. */
  teamRows: number;
}

/** A key of our own for pg_advisory_xact_lock(class, merchant): "agents stats rollup". */
const ROLLUP_LOCK_CLASS = 70_019;

// The half-month of a day (the 1st–15th or the 16th–end, as the H dividend: periods.ts), as SQL over d.day.
const HALF_MONTH_START = sql.raw(
  `CASE WHEN extract(day FROM d.day) <= 15 THEN date_trunc('month', d.day::timestamp)::date ELSE (date_trunc('month', d.day::timestamp) + interval '15 days')::date END`,
);
const HALF_MONTH_NEXT = sql.raw(
  `CASE WHEN extract(day FROM d.day) <= 15 THEN (date_trunc('month', d.day::timestamp) + interval '15 days')::date ELSE (date_trunc('month', d.day::timestamp) + interval '1 month')::date END`,
);
/** Withdrawal statuses once the money has left (paid, and whatever the member later confirmed): as finance's daily totals. */
const PAID_WITHDRAWAL_STATUSES = sql.raw(`'paid', 'received', 'partially_received', 'not_received', 'auto_received'`);

export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export async function listMerchantZones(tx: Tx): Promise<{ id: number; timeZone: string }[]> {
  return rowsOf<{ id: number; timeZone: string }>(await tx.execute(sql`SELECT id, time_zone AS "timeZone" FROM merchants ORDER BY id`));
}

export async function rollMerchantDays(tx: Tx, w: RollupWindow): Promise<RollupCounts> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${ROLLUP_LOCK_CLASS}::int, ${w.merchantId}::int)`);
  await rollCategoryStats(tx, w);
  const memberDays = await rollMemberDeltas(tx, w);
  if (memberDays === 0) return { memberDays: 0, teamRows: 0 };
  const teamRows = await applyMemberDeltas(tx, w);
  await countActivePeriods(tx, w.merchantId);
  return { memberDays, teamRows };
}

async function rollCategoryStats(tx: Tx, w: RollupWindow): Promise<void> {
  const m = w.merchantId;
  // 2. Play per category: the user-loss report's split. Rows gone from the source (never, today) fall to zero.
  await tx.execute(sql`
    WITH fresh AS (
      SELECT member_id, day, category, sum(bets)::int AS bets, sum(turnover)::bigint AS turnover, sum(wins)::bigint AS wins
      FROM member_turnover
      WHERE merchant_id = ${m} AND day BETWEEN ${w.from}::date AND ${w.to}::date
      GROUP BY member_id, day, category
    ), old AS (
      SELECT member_id, day, category, bets, turnover, wins FROM member_category_stats
      WHERE merchant_id = ${m} AND day BETWEEN ${w.from}::date AND ${w.to}::date
    )
    INSERT INTO member_category_stats (merchant_id, member_id, day, category, bets, turnover, wins)
    SELECT ${m}, coalesce(f.member_id, o.member_id), coalesce(f.day, o.day), coalesce(f.category, o.category),
           coalesce(f.bets, 0), coalesce(f.turnover, 0), coalesce(f.wins, 0)
    FROM fresh f FULL JOIN old o ON o.member_id = f.member_id AND o.day = f.day AND o.category = f.category
    WHERE (coalesce(f.bets, 0), coalesce(f.turnover, 0), coalesce(f.wins, 0)) IS DISTINCT FROM (coalesce(o.bets, 0), coalesce(o.turnover, 0), coalesce(o.wins, 0))
    ON CONFLICT (merchant_id, member_id, day, category)
    DO UPDATE SET bets = excluded.bets, turnover = excluded.turnover, wins = excluded.wins`);
}

/** Step 3: the temporary delta table of changed member-days; answers how many changed. */
async function rollMemberDeltas(tx: Tx, w: RollupWindow): Promise<number> {
  const m = w.merchantId;
  const fromAt = w.fromAt.toISOString();
  const toAt = w.toAt.toISOString();
  // 3. Fresh member-days and their differences with the snapshot.
  await tx.execute(sql`
    CREATE TEMP TABLE agents_rollup_delta (
      member_id int NOT NULL, day date NOT NULL,
      bets int NOT NULL, turnover bigint NOT NULL, wins bigint NOT NULL,
      deposits bigint NOT NULL, deposit_count int NOT NULL, withdrawals bigint NOT NULL, withdrawal_count int NOT NULL,
      registered boolean NOT NULL, first_deposit boolean NOT NULL,
      d_bets int NOT NULL, d_turnover bigint NOT NULL, d_wins bigint NOT NULL,
      d_deposits bigint NOT NULL, d_deposit_count int NOT NULL, d_withdrawals bigint NOT NULL, d_withdrawal_count int NOT NULL,
      d_registered int NOT NULL, d_first_deposit int NOT NULL, d_active int NOT NULL
    ) ON COMMIT DROP`);
  const delta = await tx.execute(sql`
    WITH play AS (
      SELECT member_id, day, sum(bets)::int AS bets, sum(turnover)::bigint AS turnover, sum(wins)::bigint AS wins
      FROM member_turnover
      WHERE merchant_id = ${m} AND day BETWEEN ${w.from}::date AND ${w.to}::date
      GROUP BY member_id, day
    ), deposited AS (
      -- A deposit counts on the day it was approved, as finance's daily totals count it.
      SELECT member_id, (decided_at AT TIME ZONE ${w.timeZone}::text)::date AS day, sum(amount)::bigint AS deposits, count(*)::int AS deposit_count
      FROM deposits
      WHERE merchant_id = ${m} AND status = 'approved' AND decided_at >= ${fromAt}::timestamptz AND decided_at < ${toAt}::timestamptz
      GROUP BY 1, 2
    ), withdrawn AS (
      -- A withdrawal counts on the day it was paid, whatever the member later confirmed.
      SELECT member_id, (paid_at AT TIME ZONE ${w.timeZone}::text)::date AS day, sum(amount)::bigint AS withdrawals, count(*)::int AS withdrawal_count
      FROM withdrawals
      WHERE merchant_id = ${m} AND status IN (${PAID_WITHDRAWAL_STATUSES}) AND paid_at >= ${fromAt}::timestamptz AND paid_at < ${toAt}::timestamptz
      GROUP BY 1, 2
    ), registered AS (
      SELECT id AS member_id, (created_at AT TIME ZONE ${w.timeZone}::text)::date AS day
      FROM members
      WHERE merchant_id = ${m} AND created_at >= ${fromAt}::timestamptz AND created_at < ${toAt}::timestamptz
    ), first_deposit AS (
      -- The member's first approved deposit ever, when it falls in the window.
      SELECT d.member_id, (min(d.decided_at) AT TIME ZONE ${w.timeZone}::text)::date AS day
      FROM deposits d
      WHERE d.merchant_id = ${m} AND d.status = 'approved' AND d.decided_at >= ${fromAt}::timestamptz AND d.decided_at < ${toAt}::timestamptz
        AND NOT EXISTS (
          SELECT 1 FROM deposits e
          WHERE e.merchant_id = ${m} AND e.member_id = d.member_id AND e.status = 'approved' AND e.decided_at < ${fromAt}::timestamptz)
      GROUP BY d.member_id
    ), fresh AS (
      SELECT member_id, day,
             sum(bets)::int AS bets, sum(turnover)::bigint AS turnover, sum(wins)::bigint AS wins,
             sum(deposits)::bigint AS deposits, sum(deposit_count)::int AS deposit_count,
             sum(withdrawals)::bigint AS withdrawals, sum(withdrawal_count)::int AS withdrawal_count,
             bool_or(registered) AS registered, bool_or(first_deposit) AS first_deposit
      FROM (
        SELECT member_id, day, bets, turnover, wins, 0::bigint AS deposits, 0 AS deposit_count, 0::bigint AS withdrawals, 0 AS withdrawal_count, false AS registered, false AS first_deposit FROM play
        UNION ALL SELECT member_id, day, 0, 0, 0, deposits, deposit_count, 0, 0, false, false FROM deposited
        UNION ALL SELECT member_id, day, 0, 0, 0, 0, 0, withdrawals, withdrawal_count, false, false FROM withdrawn
        UNION ALL SELECT member_id, day, 0, 0, 0, 0, 0, 0, 0, true, false FROM registered
        UNION ALL SELECT member_id, day, 0, 0, 0, 0, 0, 0, 0, false, true FROM first_deposit
      ) parts
      GROUP BY member_id, day
    ), old AS (
      SELECT member_id, day, bets, turnover, wins, deposits, deposit_count, withdrawals, withdrawal_count, registered, first_deposit
      FROM member_daily_stats
      WHERE merchant_id = ${m} AND day BETWEEN ${w.from}::date AND ${w.to}::date
    ), merged AS (
      SELECT coalesce(f.member_id, o.member_id) AS member_id, coalesce(f.day, o.day) AS day,
             coalesce(f.bets, 0) AS bets, coalesce(f.turnover, 0) AS turnover, coalesce(f.wins, 0) AS wins,
             coalesce(f.deposits, 0) AS deposits, coalesce(f.deposit_count, 0) AS deposit_count,
             coalesce(f.withdrawals, 0) AS withdrawals, coalesce(f.withdrawal_count, 0) AS withdrawal_count,
             coalesce(f.registered, false) AS registered, coalesce(f.first_deposit, false) AS first_deposit,
             coalesce(o.bets, 0) AS o_bets, coalesce(o.turnover, 0) AS o_turnover, coalesce(o.wins, 0) AS o_wins,
             coalesce(o.deposits, 0) AS o_deposits, coalesce(o.deposit_count, 0) AS o_deposit_count,
             coalesce(o.withdrawals, 0) AS o_withdrawals, coalesce(o.withdrawal_count, 0) AS o_withdrawal_count,
             coalesce(o.registered, false) AS o_registered, coalesce(o.first_deposit, false) AS o_first_deposit
      FROM fresh f FULL JOIN old o ON o.member_id = f.member_id AND o.day = f.day
    )
    INSERT INTO agents_rollup_delta
    SELECT member_id, day, bets, turnover, wins, deposits, deposit_count, withdrawals, withdrawal_count, registered, first_deposit,
           bets - o_bets, turnover - o_turnover, wins - o_wins, deposits - o_deposits, deposit_count - o_deposit_count,
           withdrawals - o_withdrawals, withdrawal_count - o_withdrawal_count,
           registered::int - o_registered::int, first_deposit::int - o_first_deposit::int,
           (bets > 0)::int - (o_bets > 0)::int
    FROM merged
    WHERE (bets, turnover, wins, deposits, deposit_count, withdrawals, withdrawal_count, registered, first_deposit)
          IS DISTINCT FROM (o_bets, o_turnover, o_wins, o_deposits, o_deposit_count, o_withdrawals, o_withdrawal_count, o_registered, o_first_deposit)`);
  const memberDays = (delta as { rowCount?: number; affectedRows?: number }).rowCount ?? (delta as { affectedRows?: number }).affectedRows ?? 0;
  // A fresh temporary table has no statistics: with many rows, the joins below are planned on real counts.
  if (memberDays > 1000) await tx.execute(sql`ANALYZE agents_rollup_delta`);
  return memberDays;
}

async function applyMemberDeltas(tx: Tx, w: RollupWindow): Promise<number> {
  const m = w.merchantId;
  // 4. The snapshot takes the fresh values; the ancestors take the differences.
  await tx.execute(sql`
    INSERT INTO member_daily_stats (merchant_id, member_id, day, bets, turnover, wins, deposits, deposit_count, withdrawals, withdrawal_count, registered, first_deposit)
    SELECT ${m}, member_id, day, bets, turnover, wins, deposits, deposit_count, withdrawals, withdrawal_count, registered, first_deposit FROM agents_rollup_delta
    ON CONFLICT (merchant_id, member_id, day) DO UPDATE SET
      bets = excluded.bets, turnover = excluded.turnover, wins = excluded.wins, deposits = excluded.deposits,
      deposit_count = excluded.deposit_count, withdrawals = excluded.withdrawals, withdrawal_count = excluded.withdrawal_count,
      registered = excluded.registered, first_deposit = excluded.first_deposit`);
  const team = await tx.execute(sql`
    INSERT INTO team_daily_stats AS s (merchant_id, agent_id, day, new_members, first_depositors, active_players, bets, turnover, wins, deposits, deposit_count, withdrawals, withdrawal_count)
    SELECT ${m}, t.ancestor_id, d.day, sum(d.d_registered)::int, sum(d.d_first_deposit)::int, sum(d.d_active)::int, sum(d.d_bets)::int,
           sum(d.d_turnover)::bigint, sum(d.d_wins)::bigint, sum(d.d_deposits)::bigint, sum(d.d_deposit_count)::int,
           sum(d.d_withdrawals)::bigint, sum(d.d_withdrawal_count)::int
    FROM agents_rollup_delta d JOIN agent_tree t ON t.descendant_id = d.member_id AND t.depth >= 1
    GROUP BY t.ancestor_id, d.day
    ON CONFLICT (agent_id, day) DO UPDATE SET
      new_members = s.new_members + excluded.new_members, first_depositors = s.first_depositors + excluded.first_depositors,
      active_players = s.active_players + excluded.active_players, bets = s.bets + excluded.bets,
      turnover = s.turnover + excluded.turnover, wins = s.wins + excluded.wins, deposits = s.deposits + excluded.deposits,
      deposit_count = s.deposit_count + excluded.deposit_count, withdrawals = s.withdrawals + excluded.withdrawals,
      withdrawal_count = s.withdrawal_count + excluded.withdrawal_count`);
  await tx.execute(sql`
    INSERT INTO team_hourly_stats AS s (merchant_id, agent_id, hour, bets, turnover, wins)
    SELECT ${m}, t.ancestor_id,
           date_trunc('hour', ${w.observedAt.toISOString()}::timestamptz AT TIME ZONE ${w.timeZone}::text) AT TIME ZONE ${w.timeZone}::text,
           sum(d.d_bets)::int, sum(d.d_turnover)::bigint, sum(d.d_wins)::bigint
    FROM agents_rollup_delta d JOIN agent_tree t ON t.descendant_id = d.member_id AND t.depth >= 1
    WHERE d.d_bets <> 0 OR d.d_turnover <> 0 OR d.d_wins <> 0
    GROUP BY t.ancestor_id
    ON CONFLICT (agent_id, hour) DO UPDATE SET bets = s.bets + excluded.bets, turnover = s.turnover + excluded.turnover, wins = s.wins + excluded.wins`);
  return (team as { rowCount?: number }).rowCount ?? (team as { affectedRows?: number }).affectedRows ?? 0;
}

async function countActivePeriods(tx: Tx, m: number): Promise<void> {
  // 5. Weekly (Monday start), half-monthly and monthly actives: a member counts once per period in each ancestor's team.
  await tx.execute(sql`
    WITH periods AS (
      SELECT DISTINCT d.member_id, p.kind, p.start
      FROM agents_rollup_delta d
      CROSS JOIN LATERAL (VALUES
        ('W', date_trunc('week', d.day::timestamp)::date),
        ('H', ${HALF_MONTH_START}),
        ('M', date_trunc('month', d.day::timestamp)::date)) AS p(kind, start)
      WHERE d.bets > 0
    ), added AS (
      INSERT INTO member_active_periods (merchant_id, member_id, kind, start)
      SELECT ${m}, member_id, kind, start FROM periods
      ON CONFLICT DO NOTHING
      RETURNING member_id, kind, start
    )
    INSERT INTO team_period_active AS s (merchant_id, agent_id, kind, start, active_players)
    SELECT ${m}, t.ancestor_id, a.kind, a.start, count(*)::int
    FROM added a JOIN agent_tree t ON t.descendant_id = a.member_id AND t.depth >= 1
    GROUP BY t.ancestor_id, a.kind, a.start
    ON CONFLICT (agent_id, kind, start) DO UPDATE SET active_players = s.active_players + excluded.active_players`);
  // A member whose every bet of a period was refunded is no longer active in it.
  await tx.execute(sql`
    WITH periods AS (
      SELECT DISTINCT d.member_id, p.kind, p.start, p.next
      FROM agents_rollup_delta d
      CROSS JOIN LATERAL (VALUES
        ('W', date_trunc('week', d.day::timestamp)::date, (date_trunc('week', d.day::timestamp) + interval '7 days')::date),
        ('H', ${HALF_MONTH_START}, ${HALF_MONTH_NEXT}),
        ('M', date_trunc('month', d.day::timestamp)::date, (date_trunc('month', d.day::timestamp) + interval '1 month')::date)) AS p(kind, start, next)
      WHERE d.d_active < 0
    ), removed AS (
      DELETE FROM member_active_periods a USING periods p
      WHERE a.member_id = p.member_id AND a.kind = p.kind AND a.start = p.start
        AND NOT EXISTS (
          SELECT 1 FROM member_daily_stats s
          WHERE s.merchant_id = ${m} AND s.member_id = p.member_id AND s.day >= p.start AND s.day < p.next AND s.bets > 0)
      RETURNING a.member_id, a.kind, a.start
    )
    UPDATE team_period_active s SET active_players = s.active_players - r.n
    FROM (
      SELECT t.ancestor_id, r.kind, r.start, count(*)::int AS n
      FROM removed r JOIN agent_tree t ON t.descendant_id = r.member_id AND t.depth >= 1
      GROUP BY t.ancestor_id, r.kind, r.start
    ) r
    WHERE s.agent_id = r.ancestor_id AND s.kind = r.kind AND s.start = r.start`);
}
