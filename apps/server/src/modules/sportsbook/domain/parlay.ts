// Mix parlays (docs/sportsbook.md, Odds and settlement): several selections on different events in one bet,
// paying the stake times the product of each leg's factor. A leg's factor is what its settlement returns per 1
// staked — win → odds, half win → (odds − 1) / 2 + 1, push or void → 1, half lose → 0.5, lose → 0 (and the
// whole parlay loses) — held like odds, × 10,000 in a bigint.
//
// Rounding, each step down (in the house's favour) and only where a step cannot be exact: a leg's factor is
// rounded down to the ten-thousandth (only a half win on odds with an odd last digit, or a dead heat, loses
// anything, under 0.0001); the product of the factors is kept exact; the payout is rounded down to the sen
// once, last.
import { SportsbookError, type SportsbookErrorCode } from '@orbit/games/sportsbook/errors';
import { checkMarket, checkOutcome, type Market } from './markets.ts';
import { MAX_ODDS, ODDS_SCALE, checkOdds, type Odds } from '@orbit/games/sportsbook/odds';
import { returnPerUnit, type Settlement } from './settle.ts';

/** A merchant's parlay rules: the fewest and most legs a parlay may have. */
export interface ParlayRules {
  minLegs: number;
  maxLegs: number;
}
/** Asian books take mix parlays of three legs or more; ten at most unless a merchant allows more. */
export const DEFAULT_PARLAY_RULES: ParlayRules = { minLegs: 3, maxLegs: 10 };
/** No merchant may allow more legs than this. */
export const PARLAY_LEGS_LIMIT = 20;

export interface ParlayLeg {
  /** The match (or tournament) the selection belongs to: two legs never share one. */
  eventId: string;
  market: Market;
  outcome: string;
  odds: Odds;
}

export interface ParlayProblem {
  code: SportsbookErrorCode;
  /** The index of the leg it is about, when it is about one. */
  leg?: number;
  message: string;
}

/** The rules themselves, or `parlay_rules_invalid`: 2 ≤ minLegs ≤ maxLegs ≤ PARLAY_LEGS_LIMIT, whole numbers. */
export function checkParlayRules(rules: ParlayRules): ParlayRules {
  const { minLegs, maxLegs } = rules;
  if (!Number.isInteger(minLegs) || !Number.isInteger(maxLegs) || minLegs < 2 || minLegs > maxLegs || maxLegs > PARLAY_LEGS_LIMIT) {
    throw new SportsbookError('parlay_rules_invalid', `${minLegs}–${maxLegs} legs: a parlay takes from 2 to ${PARLAY_LEGS_LIMIT} legs, the fewest first`);
  }
  return rules;
}

/**
 * Every problem with a parlay slip at once (so a member sees them all): too few or too many legs, a second leg
 * on an event, and each leg's own bad market, outcome, odds or event id with its index. Nothing is thrown for
 * a slip; an empty list means it may be placed.
 */
export function checkParlay(legs: readonly ParlayLeg[], rules: ParlayRules = DEFAULT_PARLAY_RULES): ParlayProblem[] {
  checkParlayRules(rules);
  const problems: ParlayProblem[] = [];
  if (legs.length < rules.minLegs) problems.push({ code: 'parlay_too_few_legs', message: `a parlay takes at least ${rules.minLegs} legs` });
  if (legs.length > rules.maxLegs) problems.push({ code: 'parlay_too_many_legs', message: `a parlay takes at most ${rules.maxLegs} legs` });
  const firstLegOf = new Map<string, number>();
  legs.forEach((leg, index) => {
    if (typeof leg.eventId !== 'string' || leg.eventId.length === 0) {
      problems.push({ code: 'event_invalid', leg: index, message: 'a leg names its event' });
    } else if (firstLegOf.has(leg.eventId)) {
      problems.push({ code: 'parlay_same_event', leg: index, message: `legs ${firstLegOf.get(leg.eventId)} and ${index} are on one event` });
    } else firstLegOf.set(leg.eventId, index);
    try {
      checkMarket(leg.market);
      checkOutcome(leg.market, leg.outcome);
      checkOdds(leg.odds);
    } catch (error) {
      if (!(error instanceof SportsbookError)) throw error;
      problems.push({ code: error.code, leg: index, message: error.message });
    }
  });
  return problems;
}

/** A leg's factor × 10,000: what its settlement returns per 1 staked, rounded down to the ten-thousandth. */
export function legFactor(odds: Odds, settlement: Settlement): bigint {
  const [numerator, denominator] = returnPerUnit(odds, settlement);
  return (numerator * ODDS_SCALE) / denominator;
}

/**
 * The parlay's price when placed, × 10,000: the product of the legs' odds rounded down to the ten-thousandth,
 * for the slip. What a winning parlay pays uses the exact product (parlayPayout), never less than this price.
 */
export function parlayOdds(odds: readonly Odds[]): Odds {
  if (odds.length === 0) throw new SportsbookError('parlay_too_few_legs', 'a parlay has legs');
  let product = 1n;
  for (const value of odds) product *= checkOdds(value);
  return product / ODDS_SCALE ** BigInt(odds.length - 1);
}

/** What a parlay of `stake` sen pays back with these leg factors: stake × their exact product, rounded down once. */
export function parlayPayout(stake: bigint, factors: readonly bigint[]): bigint {
  if (typeof stake !== 'bigint' || stake <= 0n)
    throw new SportsbookError('stake_invalid', `${String(stake)}: a stake is a positive whole number of minor units`, 'stake');
  if (factors.length === 0) throw new SportsbookError('parlay_too_few_legs', 'a parlay has legs');
  let product = stake;
  for (const factor of factors) {
    // A factor is 0 (a lost leg) up to the highest odds.
    if (typeof factor !== 'bigint' || factor < 0n || factor > MAX_ODDS) throw new SportsbookError('odds_invalid', `${String(factor)}: not a leg factor`);
    product *= factor;
  }
  return product / ODDS_SCALE ** BigInt(factors.length);
}

/** A settled parlay: each leg's factor and what it pays (0 as soon as one leg loses). */
export function settleParlay(stake: bigint, legs: readonly { odds: Odds; settlement: Settlement }[]): { factors: bigint[]; payout: bigint } {
  const factors = legs.map((leg) => legFactor(leg.odds, leg.settlement));
  return { factors, payout: parlayPayout(stake, factors) };
}
