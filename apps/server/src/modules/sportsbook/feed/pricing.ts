// The built-in feed's prices: a simple model of each sport gives the chances of every way the match can end
// (scenarios), and each outcome's fair odds come from the domain's own settle() over those scenarios, so a
// quarter line, a push or a dead heat is priced exactly as it will be paid. The margin is then taken off.
//
// For an outcome, what comes back per 1 staked at odds D is A + B × D (A: the refunded share, B: the share
// that stands and wins), summed over the scenarios by their chances; the fair price makes that 1:
// D = (1 − A) / B. The book's price is the fair one divided by (1 + margin), rounded down to 0.01.
import { SPORTSBOOK_MARGIN_DEFAULT } from '@orbit/contracts/sportsbook';
import type { GamesSettings } from '@orbit/contracts/settings';
import type { Market } from '../domain/markets.ts';
import { outcomesOf } from '../domain/markets.ts';
import { settle, type Score } from '../domain/settle.ts';
import type { FeedMarket } from './messages.ts';

export interface Scenario {
  p: number;
  score: Score;
}

/** A margin as a fraction (0.05) for a market type. */
export type MarginOf = (type: string) => number;

/**
 * The merchant's margin for a sport's market type (settings games.sportsbook.margins, in percent): the market
 * type's own where one is set, else the sport's, else 5%.
 */
export function marginsFor(settings: GamesSettings['sportsbook'], sport: 'football' | 'basketball' | 'esports'): MarginOf {
  const margins = settings?.margins;
  return (type) => (margins?.markets[type] ?? margins?.sports[sport] ?? SPORTSBOOK_MARGIN_DEFAULT) / 100;
}

const MIN_ODDS = 1.01;
const MAX_ODDS = 100;

/** One market priced over the scenarios; suspended when an outcome is as good as decided (nothing to offer). */
export function priceMarket(market: Market, specifiers: string, scenarios: readonly Scenario[], margin: number): FeedMarket {
  let decided = false;
  const outcomes = outcomesOf(market).map((outcome) => {
    let refunded = 0;
    let standing = 0;
    for (const { p, score } of scenarios) {
      const settlement = settle(market, outcome, score);
      const deadHeat = Number(settlement.deadHeat.numerator) / Number(settlement.deadHeat.denominator);
      refunded += p * settlement.voidFactor;
      standing += p * (1 - settlement.voidFactor) * settlement.won * deadHeat;
    }
    const total = scenarios.reduce((sum, scenario) => sum + scenario.p, 0);
    const fair = standing / total < 0.0005 ? MAX_ODDS : (1 - refunded / total) / (standing / total);
    if (fair <= 1.0005) decided = true;
    const price = Math.min(MAX_ODDS, Math.max(MIN_ODDS, fair / (1 + margin)));
    return { outcome, odds: Math.floor(price * 100) * 100 };
  });
  return { type: market.type, specifiers, status: decided ? 'suspended' : 'open', outcomes };
}

/** P(X = k) for a Poisson variable of mean `mean`. */
export function poisson(mean: number, k: number): number {
  let p = Math.exp(-mean);
  for (let i = 1; i <= k; i++) p *= mean / i;
  return p;
}

/** The density of a normal variable at x (unnormalised weights are enough: scenarios are divided by their total). */
export function normal(x: number, mean: number, sd: number): number {
  return Math.exp(-((x - mean) ** 2) / (2 * sd * sd));
}

/** Football: the goals still to come for each side are Poisson; up to 7 more a side. */
export function footballScenarios(now: { home: number; away: number }, meanHome: number, meanAway: number, half?: 'ft' | '1h'): Scenario[] {
  const scenarios: Scenario[] = [];
  for (let h = 0; h <= 7; h++) {
    for (let a = 0; a <= 7; a++) {
      const goals = { home: now.home + h, away: now.away + a };
      scenarios.push({ p: poisson(meanHome, h) * poisson(meanAway, a), score: half === '1h' ? { ft: goals, '1h': goals } : { ft: goals } });
    }
  }
  return scenarios;
}

/** Basketball: the final margin and total are each about normal; a scenario for each, the other held at its mean. */
export function basketballScenarios(now: { home: number; away: number }, marginMean: number, totalMean: number, sd: number): Scenario[] {
  const scenarios: Scenario[] = [];
  const current = now.home + now.away;
  const span = Math.ceil(sd * 4);
  for (let d = Math.round(marginMean) - span; d <= Math.round(marginMean) + span; d++) {
    if (d === 0) continue; // overtime: a game never ends level
    let total = Math.max(current, Math.round(totalMean));
    if ((total + d) % 2 !== 0) total++;
    const home = (total + d) / 2;
    const away = total - home;
    if (home < now.home || away < now.away) continue;
    scenarios.push({ p: normal(d, marginMean, sd), score: { points: { home, away } } });
  }
  for (let total = Math.max(current, Math.round(totalMean) - span * 2); total <= Math.round(totalMean) + span * 2; total++) {
    const d = total % 2 === 0 ? 2 : 1;
    const home = (total + d) / 2;
    if (home < now.home || total - home < now.away) continue;
    scenarios.push({ p: normal(total, totalMean, sd * 1.3), score: { points: { home, away: total - home } } });
  }
  return scenarios;
}

/** Esports: every way the rest of a best of `bestOf` can go, each map won by home with chance pHome. */
export function esportsScenarios(played: ('home' | 'away')[], pHome: number, bestOf: number): Scenario[] {
  const need = Math.ceil(bestOf / 2);
  const out: Scenario[] = [];
  const walk = (maps: ('home' | 'away')[], p: number) => {
    const home = maps.filter((winner) => winner === 'home').length;
    if (home === need || maps.length - home === need) {
      out.push({ p, score: { maps } });
      return;
    }
    walk([...maps, 'home'], p * pHome);
    walk([...maps, 'away'], p * (1 - pHome));
  };
  walk(played, 1);
  return out;
}
