// What a bet returns, worked out again from its legs whenever one of them changes (a settlement, a cancel, a
// rollback of either): the domain's payout() for a single, settleParlay() for a parlay. It is a function of the
// legs alone, so applying it twice changes nothing, and a settle → rollback → settle ends where one settle
// would. The money is not moved here: the payment pass (bets.money.ts) sends the wallet the difference between
// `payout` and what was `paid`, so every sen is paid once whatever the order of the messages.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { sportBetLegs, sportBets } from '../../../db/schema/sportsbook.ts';
import { settleParlay } from '../domain/parlay.ts';
import { payout, settlementOf, type Result, type Settlement } from '../domain/settle.ts';

type BetRow = typeof sportBets.$inferSelect;
type LegRow = typeof sportBetLegs.$inferSelect;

export function settlementOfLeg(leg: Pick<LegRow, 'result' | 'deadHeat'>): Settlement {
  const [numerator, denominator] = (leg.deadHeat ?? '1/1').split('/').map((part) => BigInt(part));
  return settlementOf(leg.result as Result, { numerator: numerator!, denominator: denominator! });
}

/** The bet's payout from its legs, or null while it is not decided (a parlay is decided by its first lost leg). */
export function payoutOf(bet: Pick<BetRow, 'kind' | 'stake'>, legs: readonly Pick<LegRow, 'odds' | 'result' | 'deadHeat'>[]): bigint | null {
  if (legs.some((leg) => leg.result === 'lose')) return 0n;
  if (legs.some((leg) => leg.result === null)) return null;
  if (bet.kind === 'single') return payout(bet.stake, legs[0]!.odds, settlementOfLeg(legs[0]!));
  return settleParlay(
    bet.stake,
    legs.map((leg) => ({ odds: leg.odds, settlement: settlementOfLeg(leg) })),
  ).payout;
}

/**
 * Works out each bet again under its row lock (ids in order, so two settlements never deadlock). Only taken
 * bets move (accepted ↔ settled); a bet still in its debit or live delay is worked out when it is accepted.
 */
export async function recomputeBets(tx: Tx, betIds: number[], now: Date): Promise<void> {
  if (betIds.length === 0) return;
  const bets = await tx.select().from(sportBets).where(inArray(sportBets.id, betIds)).orderBy(asc(sportBets.id)).for('update');
  for (const bet of bets) await recomputeBet(tx, bet, now);
}

export async function recomputeBet(tx: Tx, bet: BetRow, now: Date): Promise<void> {
  // A cashed-out bet was settled at its cash-out price (cash-out.ts): its legs' later results change nothing.
  if (bet.cashedOutAt !== null) return;
  if (bet.status !== 'accepted' && bet.status !== 'settled') return;
  const legs = await tx.select().from(sportBetLegs).where(eq(sportBetLegs.betId, bet.id)).orderBy(asc(sportBetLegs.leg));
  const decided = payoutOf(bet, legs);
  if (decided === null) {
    if (bet.status === 'settled') await tx.update(sportBets).set({ status: 'accepted', payout: null, settledAt: null }).where(eq(sportBets.id, bet.id));
    return;
  }
  if (bet.status === 'settled' && bet.payout === decided) return;
  await tx.update(sportBets).set({ status: 'settled', payout: decided, settledAt: now }).where(eq(sportBets.id, bet.id));
}
