// The cash-out price of a bet (docs/sportsbook.md, Cash-out; ADR 0044): what the book pays now to close an
// accepted, unsettled bet. Its fair value is the stake × each open leg's odds taken ÷ that leg's odds now
// (the chance the market gives it now, priced at the member's odds) × each settled leg's factor (a parlay's
// legs already won, half won or void: parlay.ts). The book's cash-out margin is taken off and the amount is
// rounded down to the sen, once, last — the same exact-fraction rule as every payout.
import { ODDS_SCALE } from '@orbit/games/sportsbook/odds';
import { legFactor } from '../domain/parlay.ts';
import { settlementOfLeg } from './bets.settle.ts';

export interface CashOutLeg {
  /** The odds the bet took on this leg. */
  odds: bigint;
  /** The leg's result once its market is settled (null while open). */
  result: string | null;
  deadHeat: string | null;
  /** The outcome's odds now. */
  current: bigint;
  /** Its market is open and its match still takes bets (the same rule as placing one). */
  open: boolean;
}

/** Whether a leg's market takes bets now: open, on a match that is live or not yet started. */
export const marketTakesBets = (market: { status: string }, event: { status: string; startsAt: Date }, now: Date) =>
  market.status === 'open' && (event.status === 'live' || (event.status === 'pre' && event.startsAt > now));

/**
 * The price in minor units, or null when the bet cannot be cashed out now: every leg decided (it is being
 * settled), a leg lost, an open leg's market not taking bets, or nothing left to pay.
 */
export function cashOutPrice(stake: bigint, legs: readonly CashOutLeg[], marginPercent: number): bigint | null {
  const open = legs.filter((leg) => leg.result === null);
  if (open.length === 0 || open.some((leg) => !leg.open)) return null;
  if (legs.some((leg) => leg.result === 'lose')) return null;
  let numerator = stake * BigInt(100 - marginPercent);
  let denominator = 100n;
  for (const leg of open) {
    numerator *= leg.odds;
    denominator *= leg.current;
  }
  for (const leg of legs.filter((entry) => entry.result !== null)) {
    numerator *= legFactor(leg.odds, settlementOfLeg(leg));
    denominator *= ODDS_SCALE;
  }
  const price = numerator / denominator;
  return price > 0n ? price : null;
}
