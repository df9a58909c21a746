// What settlement reads to work an amount out (plain SELECTs over the stats tables the rollup keeps and the
// lottery's settled tickets), and the real-time lines it writes in one INSERT … SELECT per contract.
import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../db/client.ts';
import type { Period } from './periods.ts';

/** The team's (agent_tree depth ≥ 1, pre-summed per agent) turnover and wins over the hours the rollup saw in the period. */
export async function teamPlay(tx: Tx, agentId: number, period: Period): Promise<{ turnover: bigint; wins: bigint }> {
  const [row] = rowsOf<{ turnover: string | null; wins: string | null }>(
    await tx.execute(sql`
      SELECT sum(turnover)::text AS turnover, sum(wins)::text AS wins FROM team_hourly_stats
      WHERE agent_id = ${agentId} AND hour >= ${period.start.toISOString()}::timestamptz AND hour < ${period.end.toISOString()}::timestamptz`),
  );
  return { turnover: BigInt(row?.turnover ?? '0'), wins: BigInt(row?.wins ?? '0') };
}

/** Active team players of the days [fromDay, toDay) summed (a player active on two days counts twice). */
export async function activeByDays(tx: Tx, agentId: number, fromDay: string, toDay: string): Promise<number> {
  const [row] = rowsOf<{ active: string | null }>(
    await tx.execute(
      sql`SELECT sum(active_players)::text AS active FROM team_daily_stats WHERE agent_id = ${agentId} AND day >= ${fromDay}::date AND day < ${toDay}::date`,
    ),
  );
  return Number(row?.active ?? 0);
}

/** Distinct active team players of a week, half-month or month (team_period_active: days cannot be summed for this). */
export async function activeInPeriod(tx: Tx, agentId: number, kind: 'W' | 'H' | 'M', startDay: string): Promise<number> {
  const [row] = rowsOf<{ active: number | null }>(
    await tx.execute(sql`SELECT active_players AS active FROM team_period_active WHERE agent_id = ${agentId} AND kind = ${kind} AND start = ${startDay}::date`),
  );
  return Number(row?.active ?? 0);
}

/**
 * Writes a real-time salary settlement's lines: per team player and colour type (lottery game), the stakes
 * and result (wins − stakes) of the real tickets whose draw was settled in the period, and the salary — the
 * profit rate of the stakes when the player won, the loss rate when the player lost, floored to the minor unit.
 * The lottery's player is the member's username (the seamless wallet's player id), matched case-insensitively
 * as members.username_key. Answers the lines' count, players and sums.
 */
export async function writeRealtimeLines(
  tx: Tx,
  input: { settlementId: number; merchantId: number; agentId: number; period: Period; rates: { gameCode: string; profitPpm: number; lossPpm: number }[] },
): Promise<{ lines: number; players: number; turnover: bigint; salary: bigint }> {
  const rates = sql.join(
    input.rates.map((r) => sql`(${r.gameCode}::text, ${r.profitPpm}::numeric, ${r.lossPpm}::numeric)`),
    sql`, `,
  );
  const start = input.period.start.toISOString();
  const end = input.period.end.toISOString();
  await tx.execute(sql`
    INSERT INTO agent_realtime_lines (settlement_id, merchant_id, member_id, game_code, turnover, result, salary)
    SELECT ${input.settlementId}, ${input.merchantId}, x.member_id, x.game_code, x.turnover, x.result,
      CASE WHEN x.result > 0 THEN floor(x.turnover::numeric * r.profit / 1000000)
           WHEN x.result < 0 THEN floor(x.turnover::numeric * r.loss / 1000000)
           ELSE 0 END::bigint
    FROM (
      SELECT m.id AS member_id, t.game_code, sum(t.stake)::bigint AS turnover, sum(t.win - t.stake)::bigint AS result
      FROM lottery_draws d
      JOIN lottery_tickets t ON t.draw_row_id = d.id
      JOIN members m ON m.merchant_id = d.merchant_id AND m.username_key = lower(t.player)
      JOIN agent_tree a ON a.ancestor_id = ${input.agentId} AND a.descendant_id = m.id AND a.depth >= 1
      WHERE d.merchant_id = ${input.merchantId}
        AND d.settled_at >= ${start}::timestamptz AND d.settled_at < ${end}::timestamptz
        -- a draw settles after it draws: bounding draws_at lets the (merchant, game, draws_at) index find the draws
        AND d.draws_at < ${end}::timestamptz AND d.draws_at > ${start}::timestamptz - interval '3 days'
        AND t.merchant_id = d.merchant_id AND t.real AND t.status IN ('settled', 'paid')
      GROUP BY m.id, t.game_code
    ) x
    JOIN (VALUES ${rates}) AS r(game_code, profit, loss) ON r.game_code = x.game_code`);
  const [row] = rowsOf<{ lines: string; players: string; turnover: string | null; salary: string | null }>(
    await tx.execute(sql`
      SELECT count(*)::text AS lines, count(DISTINCT member_id)::text AS players, sum(turnover)::text AS turnover, sum(salary)::text AS salary
      FROM agent_realtime_lines WHERE settlement_id = ${input.settlementId}`),
  );
  return { lines: Number(row?.lines ?? 0), players: Number(row?.players ?? 0), turnover: BigInt(row?.turnover ?? '0'), salary: BigInt(row?.salary ?? '0') };
}
