// Settling a market's bets set-based (ADR 0042 named it; ADR 0044): once the outcomes' results are on the legs,
// every single on the market is worked out by one UPDATE … FROM, in SQL, with the domain's arithmetic
// (settle.ts returnPerUnit): stake × (refunded halves × 10,000 × dead-heat denominator + standing halves × won ×
// odds × dead-heat numerator) ÷ (2 × 10,000 × denominator), rounded down once. A single whose leg has no result
// any more (a rollback) goes back to accepted. Parlays, a few legs from other markets each, are still worked
// out one at a time under their row locks (bets.settle.ts recomputeBets).
//
// The conditions on the bet (a single, taken, not cashed out, changed) are in the UPDATE's own WHERE, so a bet
// locked by a cash-out at that moment is read again after it commits and skipped if it was cashed out.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { sportBetLegs, sportBets } from '../../../db/schema/sportsbook.ts';
import { recomputeBets } from './bets.settle.ts';

/** The bets with a leg on these markets worked out again from their legs: singles in one statement, parlays one by one. */
export async function recomputeMarketBets(tx: Tx, marketIds: number[], now: Date): Promise<void> {
  if (marketIds.length === 0) return;
  const ids = sql.join(
    marketIds.map((id) => sql`${id}`),
    sql`, `,
  );
  await tx.execute(sql`
    UPDATE sport_bets AS b
    SET status = CASE WHEN x.payout IS NULL THEN 'accepted' ELSE 'settled' END,
        payout = x.payout,
        settled_at = CASE WHEN x.payout IS NULL THEN NULL ELSE ${now.toISOString()}::timestamptz END
    FROM (
      SELECT l.bet_id,
        CASE WHEN l.result IS NULL THEN NULL ELSE
          div(b2.stake::numeric * (r.refunded * 10000 * dh.d + (2 - r.refunded) * r.won * l.odds * dh.n), 2 * 10000 * dh.d)::bigint
        END AS payout
      FROM sport_bet_legs AS l
      JOIN sport_bets AS b2 ON b2.id = l.bet_id
      CROSS JOIN LATERAL (SELECT
        CASE WHEN l.result IN ('win', 'half_win') THEN 1 ELSE 0 END AS won,
        CASE l.result WHEN 'half_win' THEN 1 WHEN 'push' THEN 2 WHEN 'half_lose' THEN 1 ELSE 0 END AS refunded) AS r
      CROSS JOIN LATERAL (SELECT
        COALESCE(split_part(l.dead_heat, '/', 1)::numeric, 1) AS n,
        COALESCE(split_part(l.dead_heat, '/', 2)::numeric, 1) AS d) AS dh
      WHERE l.market_id IN (${ids}) AND b2.kind = 'single'
    ) AS x
    WHERE b.id = x.bet_id
      AND b.kind = 'single'
      AND b.status IN ('accepted', 'settled')
      AND b.cashed_out_at IS NULL
      AND ((x.payout IS NULL AND b.status = 'settled') OR (x.payout IS NOT NULL AND (b.status <> 'settled' OR b.payout IS DISTINCT FROM x.payout)))`);
  const parlays = await tx
    .selectDistinct({ betId: sportBetLegs.betId })
    .from(sportBetLegs)
    .innerJoin(sportBets, eq(sportBets.id, sportBetLegs.betId))
    .where(and(inArray(sportBetLegs.marketId, marketIds), eq(sportBets.kind, 'parlay')));
  await recomputeBets(
    tx,
    parlays.map((row) => row.betId),
    now,
  );
}
