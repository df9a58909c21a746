// The book's liability cap per outcome (docs/sportsbook.md, Liability; ADR 0044): the potential net payout
// (return less stake) of every member's bets still open on an outcome may not pass the merchant's
// `maxLiabilityPerOutcome`. A parlay counts its full potential net payout against each of its legs' outcomes:
// each leg is a way the book could end up paying all of it, and the book does not know which legs will win.
//
// Checked inside the placement transaction with the outcomes' rows locked (in id order, so two slips sharing
// outcomes never deadlock): the sum then sees every bet committed before, and a bet being written at the same
// moment waits for the lock and sums again after it. The sum is over bets not yet settled, refused or rejected,
// so a bet that is refunded, settled or cashed out gives its share back without any counter to keep right.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ApiError } from '@orbit/contracts/envelope';
import type { Tx } from '../../../db/client.ts';
import { sportBetLegs, sportBets, sportOutcomes } from '../../../db/schema/sportsbook.ts';

/** The statuses whose potential payout the book still owes if their outcomes win. */
export const LIABLE_STATUSES = ['open', 'pending', 'accepted'];

/** The book's liability on each of these outcomes now: the net potential payout of the open bets with a leg on it. */
export async function liabilityOf(tx: Tx, outcomeIds: number[]): Promise<Map<number, bigint>> {
  const rows = await tx
    .select({ outcomeId: sportBetLegs.outcomeId, liability: sql<string>`COALESCE(SUM(${sportBets.potentialReturn} - ${sportBets.stake}), 0)` })
    .from(sportBetLegs)
    .innerJoin(sportBets, eq(sportBets.id, sportBetLegs.betId))
    .where(and(inArray(sportBetLegs.outcomeId, outcomeIds), inArray(sportBets.status, LIABLE_STATUSES)))
    .groupBy(sportBetLegs.outcomeId);
  return new Map(rows.map((row) => [row.outcomeId, BigInt(row.liability)]));
}

/**
 * Locks the bet's outcomes and refuses it when it would take the liability on one of them past `cap`.
 * @throws sports_sold_out (field: the leg whose outcome is full)
 */
export async function holdLiability(tx: Tx, outcomeIds: number[], netPayout: bigint, cap: bigint): Promise<void> {
  const unique = [...new Set(outcomeIds)];
  await tx.select({ id: sportOutcomes.id }).from(sportOutcomes).where(inArray(sportOutcomes.id, unique)).orderBy(asc(sportOutcomes.id)).for('update');
  const held = await liabilityOf(tx, unique);
  const full = outcomeIds.findIndex((id) => (held.get(id) ?? 0n) + netPayout > cap);
  if (full >= 0) throw new ApiError('sports_sold_out', 'The book takes no more on this selection now', { field: `legs[${full}]` });
}
