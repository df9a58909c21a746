// Settlement of one selection and what a single pays (docs/sportsbook.md, Odds and settlement).
//
// A settlement is what the industry's feeds send: whether the part of the stake that stands won, the share of
// the stake that is refunded (void factor 0, ½ or 1) and a dead-heat factor (an exact fraction, 1 unless
// several competitors tie for a place). The five results are those pairs: win (won, 0), half win (won, ½),
// push (—, 1), half lose (lost, ½), lose (lost, 0). A quarter line (−0.75, 2.25) is half the stake on each of
// its two neighbouring lines (−0.5 and −1; 2 and 2.5), so its result is the pair of theirs.
import { SportsbookError } from '@orbit/games/sportsbook/errors';
import { CS_MAX_GOALS, checkMarket, checkOutcome, sportOf, type Market } from './markets.ts';
import { ODDS_SCALE, checkOdds, type Odds } from '@orbit/games/sportsbook/odds';

export type Result = 'win' | 'half_win' | 'push' | 'half_lose' | 'lose';

export interface Settlement {
  result: Result;
  /** 1 when the part of the stake that stands won. */
  won: 0 | 1;
  /** The share of the stake refunded: 0, 0.5 or 1. */
  voidFactor: 0 | 0.5 | 1;
  /** The share of the win paid when competitors tie (1/1 without a dead heat). */
  deadHeat: { numerator: bigint; denominator: bigint };
}

export interface Goals {
  home: number;
  away: number;
}
/** A football match's score at full time (90 minutes and stoppage time, no extra time) and at half time. */
export interface FootballScore {
  ft: Goals;
  '1h'?: Goals;
}
/** An esports match: the winner of each map played, in order. */
export interface EsportsScore {
  maps: ('home' | 'away')[];
}
/** An outright: the competitors placed first (more than one is a dead heat). */
export interface OutrightScore {
  winners: string[];
}
/** A basketball game's final points, overtime included. */
export interface PointsScore {
  points: Goals;
}
export type Score = FootballScore | EsportsScore | PointsScore | OutrightScore;

const WHOLE = { numerator: 1n, denominator: 1n };
const RESULTS: Record<Result, Omit<Settlement, 'deadHeat'>> = {
  win: { result: 'win', won: 1, voidFactor: 0 },
  half_win: { result: 'half_win', won: 1, voidFactor: 0.5 },
  push: { result: 'push', won: 0, voidFactor: 1 },
  half_lose: { result: 'half_lose', won: 0, voidFactor: 0.5 },
  lose: { result: 'lose', won: 0, voidFactor: 0 },
};
const settled = (result: Result, deadHeat = WHOLE): Settlement => ({ ...RESULTS[result], deadHeat });
/** A stored result (and dead heat) as the settlement it stands for: what a bet is paid on after the fact. */
export function settlementOf(result: Result, deadHeat: { numerator: bigint; denominator: bigint } = WHOLE): Settlement {
  if (!Object.hasOwn(RESULTS, result)) throw new SportsbookError('score_invalid', `${String(result)}: not a result`);
  return settled(result, deadHeat);
}
const bad = (message: string) => new SportsbookError('score_invalid', message, 'score');

/**
 * A line bet: `margin` is what the selection is ahead by (goal difference for its side, or goals against a
 * total) and `line` what is added to it (its handicap, or minus the total). On a whole or half line the sign
 * of margin + line decides; on a quarter line each half of the stake rides one neighbouring line.
 */
export function settleLine(margin: number, line: number): Settlement {
  const quarters = line * 4;
  if (!Number.isInteger(quarters) || !Number.isInteger(margin)) throw new SportsbookError('specifier_invalid', `${line}: not a quarter line`);
  const sign = (q: number) => Math.sign(margin * 4 + q);
  if (quarters % 2 === 0) return settled(sign(quarters) > 0 ? 'win' : sign(quarters) < 0 ? 'lose' : 'push');
  // The two neighbours differ by half a goal and one is whole, so they never split win and lose.
  const both = sign(quarters - 1) + sign(quarters + 1);
  return settled((['lose', 'half_lose', 'push', 'half_win', 'win'] as const)[both + 2]!);
}

function goalsOf(score: FootballScore, period: 'ft' | '1h'): Goals {
  const goals = score[period];
  if (!goals) throw bad(`the ${period === 'ft' ? 'full-time' : 'half-time'} score is needed`);
  for (const side of ['home', 'away'] as const) {
    const n = goals[side];
    if (!Number.isInteger(n) || n < 0 || n > 99) throw bad(`${period} ${side}: goals are a whole number from 0 to 99`);
    if (period === '1h' && n > score.ft[side]) throw bad(`${side} scored more by half time than at full time`);
  }
  return goals;
}

/** The settlement of `outcome` on `market` given the final score (SportsbookError with a code on bad input). */
export function settle(market: Market, outcome: string, score: Score): Settlement {
  checkMarket(market);
  checkOutcome(market, outcome);
  if (typeof score !== 'object' || score === null) throw bad('a score is needed');
  const sport = sportOf(market.type);
  if (sport === 'football') {
    if (!('ft' in score)) throw bad(`${market.type} is settled on a football score`);
    const game = market as Extract<Market, { period: unknown }>;
    const ft = goalsOf(score, 'ft');
    // A half-time score is checked against the full time whenever it is given, and needed for a 1h market.
    const firstHalf = score['1h'] || game.period === '1h' ? goalsOf(score, '1h') : ft;
    return football(game, outcome, game.period === '1h' ? firstHalf : ft);
  }
  if (sport === 'esports') {
    if (!('maps' in score) || !Array.isArray(score.maps) || score.maps.some((w) => w !== 'home' && w !== 'away')) {
      throw bad(`${market.type} is settled on the winners of the maps played`);
    }
    return esports(market as Extract<Market, { type: 'ml' | 'map_hcp' | 'map_total' | 'map_winner' }>, outcome, score.maps);
  }
  if (sport === 'basketball') return basketball(market as Extract<Market, { type: 'bb_ml' | 'bb_hcp' | 'bb_total' }>, outcome, score);
  const winners = 'winners' in score && Array.isArray(score.winners) ? score.winners : [];
  if (winners.length === 0 || new Set(winners).size !== winners.length) throw bad('an outright is settled on one or more different winners');
  if (!winners.includes(outcome)) return settled('lose');
  return settled('win', { numerator: 1n, denominator: BigInt(winners.length) });
}

function football(market: Extract<Market, { period: unknown }>, outcome: string, goals: Goals): Settlement {
  const { home, away } = goals;
  const diff = outcome === 'home' ? home - away : away - home;
  const plain = (won: boolean) => settled(won ? 'win' : 'lose');
  switch (market.type) {
    case 'ah':
      return settleLine(diff, outcome === 'home' ? market.hcp : -market.hcp);
    case 'ou':
      return outcome === 'over' ? settleLine(home + away, -market.total) : settleLine(-(home + away), market.total);
    case '1x2':
      return plain(outcome === 'draw' ? home === away : diff > 0);
    case 'dnb':
      return home === away ? settled('push') : plain(diff > 0);
    case 'dc':
      return plain(outcome === 'home_draw' ? home >= away : outcome === 'draw_away' ? home <= away : home !== away);
    case 'oe':
      return plain(((home + away) % 2 === 1) === (outcome === 'odd'));
    case 'cs': {
      if (outcome !== 'other') return plain(outcome === `${home}:${away}`);
      return plain(home > CS_MAX_GOALS || away > CS_MAX_GOALS);
    }
  }
}

function basketball(market: Extract<Market, { type: 'bb_ml' | 'bb_hcp' | 'bb_total' }>, outcome: string, score: Score): Settlement {
  const points = 'points' in score ? score.points : undefined;
  const valid = (n: unknown) => Number.isInteger(n) && (n as number) >= 0 && (n as number) <= 999;
  if (!points || !valid(points.home) || !valid(points.away)) throw bad(`${market.type} is settled on the final points, 0 to 999 a side`);
  const diff = outcome === 'home' ? points.home - points.away : points.away - points.home;
  const total = points.home + points.away;
  switch (market.type) {
    case 'bb_ml':
      return diff === 0 ? settled('push') : settled(diff > 0 ? 'win' : 'lose');
    case 'bb_hcp':
      return settleLine(diff, outcome === 'home' ? market.hcp : -market.hcp);
    case 'bb_total':
      return outcome === 'over' ? settleLine(total, -market.total) : settleLine(-total, market.total);
  }
}

function esports(market: Extract<Market, { type: 'ml' | 'map_hcp' | 'map_total' | 'map_winner' }>, outcome: string, maps: ('home' | 'away')[]): Settlement {
  const ours = maps.filter((winner) => winner === outcome).length;
  const diff = ours - (maps.length - ours);
  switch (market.type) {
    case 'ml':
      // A two-way market on a drawn match (a best of two at 1–1) is void.
      return diff === 0 ? settled('push') : settled(diff > 0 ? 'win' : 'lose');
    case 'map_hcp':
      return settleLine(diff, outcome === 'home' ? market.hcp : -market.hcp);
    case 'map_total':
      return outcome === 'over' ? settleLine(maps.length, -market.total) : settleLine(-maps.length, market.total);
    case 'map_winner': {
      // A map that was not played (the match was decided before it) is void.
      const winner = maps[market.map - 1];
      return winner === undefined ? settled('push') : settled(winner === outcome ? 'win' : 'lose');
    }
  }
}

/**
 * What comes back per 1 staked, as the exact fraction [numerator, denominator]: the refunded share plus the
 * standing share × won × odds × dead heat. Win → odds; half win → ½ + ½ × odds; push → 1; half lose → ½.
 */
export function returnPerUnit(odds: Odds, settlement: Settlement): [bigint, bigint] {
  checkOdds(odds);
  const refunded = BigInt(settlement.voidFactor * 2); // in halves
  const { numerator, denominator } = settlement.deadHeat;
  return [refunded * ODDS_SCALE * denominator + (2n - refunded) * BigInt(settlement.won) * odds * numerator, 2n * ODDS_SCALE * denominator];
}

/**
 * What a single bet of `stake` minor units pays back, stake included: stake × returnPerUnit, computed exactly
 * and rounded down to the minor unit once, last (the house keeps under one sen a bet, as the lottery does).
 */
export function payout(stake: bigint, odds: Odds, settlement: Settlement): bigint {
  if (typeof stake !== 'bigint' || stake <= 0n)
    throw new SportsbookError('stake_invalid', `${String(stake)}: a stake is a positive whole number of minor units`, 'stake');
  const [numerator, denominator] = returnPerUnit(odds, settlement);
  return (stake * numerator) / denominator;
}
