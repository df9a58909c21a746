// Settlement of the other markets and what a single pays (docs/sportsbook.md, Odds and settlement): answers
// worked out by hand, including the feeds' void and dead-heat factors, the rounding down to the sen, and the
// bad scores refused.
import { describe, expect, it } from 'vitest';
import { SportsbookError } from '@orbit/games/sportsbook/errors';
import type { Market } from '../../src/modules/sportsbook/domain/markets.ts';
import { payout, returnPerUnit, settle, settleLine, type Score } from '../../src/modules/sportsbook/domain/settle.ts';

const ft = (home: number, away: number): Score => ({ ft: { home, away } });
const result = (market: Market, outcome: string, score: Score) => settle(market, outcome, score).result;
function code(action: () => unknown): string | undefined {
  try {
    action();
  } catch (error) {
    if (error instanceof SportsbookError) return error.code;
    throw error;
  }
  return undefined;
}

describe('football markets', () => {
  it.each<[Market, string, Score, string]>([
    [{ type: '1x2', period: 'ft' }, 'home', ft(2, 1), 'win'],
    [{ type: '1x2', period: 'ft' }, 'draw', ft(2, 1), 'lose'],
    [{ type: '1x2', period: 'ft' }, 'draw', ft(0, 0), 'win'],
    [{ type: '1x2', period: 'ft' }, 'away', ft(0, 3), 'win'],
    [{ type: 'dnb', period: 'ft' }, 'home', ft(1, 1), 'push'], // draw no bet: the stake back
    [{ type: 'dnb', period: 'ft' }, 'away', ft(1, 0), 'lose'],
    [{ type: 'dc', period: 'ft' }, 'home_draw', ft(1, 1), 'win'],
    [{ type: 'dc', period: 'ft' }, 'home_away', ft(1, 1), 'lose'],
    [{ type: 'dc', period: 'ft' }, 'draw_away', ft(2, 1), 'lose'],
    [{ type: 'dc', period: 'ft' }, 'home_away', ft(0, 2), 'win'],
    [{ type: 'oe', period: 'ft' }, 'even', ft(0, 0), 'win'], // no goals is even
    [{ type: 'oe', period: 'ft' }, 'odd', ft(2, 1), 'win'],
    [{ type: 'oe', period: 'ft' }, 'odd', ft(2, 2), 'lose'],
    [{ type: 'cs', period: 'ft' }, '2:1', ft(2, 1), 'win'],
    [{ type: 'cs', period: 'ft' }, '1:2', ft(2, 1), 'lose'],
    [{ type: 'cs', period: 'ft' }, 'other', ft(5, 0), 'win'], // beyond the 4-a-side grid
    [{ type: 'cs', period: 'ft' }, 'other', ft(4, 4), 'lose'],
    [{ type: 'oe', period: '1h' }, 'odd', { ft: { home: 2, away: 0 }, '1h': { home: 1, away: 0 } }, 'win'],
  ])('%j %s at %j: %s', (market, outcome, score, expected) => {
    expect(result(market, outcome, score)).toBe(expected);
  });

  it('refuses scores that cannot be', () => {
    const ah: Market = { type: 'ah', period: 'ft', hcp: 0 };
    expect(code(() => settle(ah, 'home', ft(-1, 0)))).toBe('score_invalid');
    expect(code(() => settle(ah, 'home', ft(1.5, 0)))).toBe('score_invalid');
    expect(code(() => settle(ah, 'home', { maps: ['home'] }))).toBe('score_invalid');
    expect(code(() => settle({ type: 'ah', period: '1h', hcp: 0 }, 'home', ft(1, 0)))).toBe('score_invalid'); // no half-time score
    expect(code(() => settle(ah, 'home', { ft: { home: 1, away: 0 }, '1h': { home: 2, away: 0 } }))).toBe('score_invalid');
    expect(code(() => settle(ah, 'draw', ft(1, 0)))).toBe('outcome_invalid');
    expect(code(() => settle(ah, 'home', null as unknown as Score))).toBe('score_invalid');
    expect(code(() => settleLine(1, 0.1))).toBe('specifier_invalid');
  });
});

describe('esports and outrights', () => {
  it.each<[Market, string, ('home' | 'away')[], string]>([
    [{ type: 'ml' }, 'home', ['home', 'away', 'home'], 'win'],
    [{ type: 'ml' }, 'away', ['home', 'away', 'home'], 'lose'],
    [{ type: 'ml' }, 'home', ['home', 'away'], 'push'], // a best of two drawn 1–1: void
    [{ type: 'map_hcp', hcp: -1.5 }, 'home', ['home', 'home'], 'win'], // 2–0 covers −1.5
    [{ type: 'map_hcp', hcp: -1.5 }, 'home', ['home', 'away', 'home'], 'lose'], // 2–1 does not
    [{ type: 'map_hcp', hcp: -1.5 }, 'away', ['home', 'away', 'home'], 'win'], // away +1.5 loses by one
    [{ type: 'map_hcp', hcp: -1 }, 'home', ['home', 'away', 'home'], 'push'],
    [{ type: 'map_total', total: 2.5 }, 'over', ['home', 'away', 'home'], 'win'],
    [{ type: 'map_total', total: 2.5 }, 'under', ['home', 'home'], 'win'],
    [{ type: 'map_winner', map: 2 }, 'away', ['home', 'away', 'home'], 'win'],
    [{ type: 'map_winner', map: 3 }, 'home', ['home', 'home'], 'push'], // map 3 never played: void
  ])('%j %s on maps %j: %s', (market, outcome, maps, expected) => {
    expect(result(market, outcome, { maps })).toBe(expected);
  });

  it('an outright shared by two winners pays half the win on each (dead heat)', () => {
    const shared = settle({ type: 'outright' }, 'navi', { winners: ['navi', 'faze'] });
    expect(shared).toEqual({ result: 'win', won: 1, voidFactor: 0, deadHeat: { numerator: 1n, denominator: 2n } });
    // 100.00 at 5.00 on a two-way dead heat: 10,000 × 5 ÷ 2 = 25,000 sen.
    expect(payout(10_000n, 50_000n, shared)).toBe(25_000n);
    // A three-way dead heat: 10,000 × 5 ÷ 3 = 16,666.67 → 16,666 sen.
    expect(payout(10_000n, 50_000n, settle({ type: 'outright' }, 'a', { winners: ['a', 'b', 'c'] }))).toBe(16_666n);
    expect(result({ type: 'outright' }, 'vitality', { winners: ['navi'] })).toBe('lose');
    expect(code(() => settle({ type: 'outright' }, 'navi', { winners: [] }))).toBe('score_invalid');
    expect(code(() => settle({ type: 'outright' }, 'navi', { winners: ['navi', 'navi'] }))).toBe('score_invalid');
    expect(code(() => settle({ type: 'ml' }, 'home', { maps: ['draw' as 'home'] }))).toBe('score_invalid');
  });
});

describe('what a single pays', () => {
  const ah = (hcp: number, home: number, away: number) => settle({ type: 'ah', period: 'ft', hcp }, 'home', ft(home, away));

  it('carries the feeds’ void factor with each result', () => {
    expect(ah(-0.75, 1, 0)).toMatchObject({ result: 'half_win', won: 1, voidFactor: 0.5 });
    expect(ah(-0.25, 0, 0)).toMatchObject({ result: 'half_lose', won: 0, voidFactor: 0.5 });
    expect(ah(0, 0, 0)).toMatchObject({ result: 'push', won: 0, voidFactor: 1 });
  });

  it.each<[string, number, number, number, bigint, bigint, bigint]>([
    // stake 100.00 at 1.90: win 190.00; half win 50.00 × 1.90 + 50.00 = 145.00; push 100.00; half lose 50.00
    ['win', -0.5, 1, 0, 10_000n, 19_000n, 19_000n],
    ['half win', -0.75, 1, 0, 10_000n, 19_000n, 14_500n],
    ['push', -1, 1, 0, 10_000n, 19_000n, 10_000n],
    ['half lose', -0.25, 0, 0, 10_000n, 19_000n, 5_000n],
    ['lose', -0.5, 0, 0, 10_000n, 19_000n, 0n],
    // stake 1.01 at 1.95, rounded down to the sen: 196.95 → 196; 50.5 × 1.95 + 50.5 = 148.975 → 148; 50.5 → 50
    ['win, rounded down', -0.5, 1, 0, 101n, 19_500n, 196n],
    ['half win, rounded down', -0.75, 1, 0, 101n, 19_500n, 148n],
    ['push', 0, 0, 0, 101n, 19_500n, 101n],
    ['half lose, rounded down', -0.25, 0, 0, 101n, 19_500n, 50n],
    // stake 333.33 at 1.8765: win 625.493745 → 62,549 sen; half win × (1 + 1.8765) / 2 = 479.4119… → 47,941 sen
    ['win at four decimals', 0.5, 0, 0, 33_333n, 18_765n, 62_549n],
    ['half win at four decimals', 0.25, 0, 0, 33_333n, 18_765n, 47_941n],
  ])('%s: hcp %s at %s–%s, stake %s sen at %s → %s sen', (_, hcp, home, away, stake, odds, expected) => {
    expect(payout(stake, odds, ah(hcp, home, away))).toBe(expected);
  });

  it('refuses a stake that is not a positive number of sen and odds that are not odds', () => {
    const win = ah(-0.5, 1, 0);
    expect(code(() => payout(0n, 19_000n, win))).toBe('stake_invalid');
    expect(code(() => payout(-5n, 19_000n, win))).toBe('stake_invalid');
    expect(code(() => payout(100 as unknown as bigint, 19_000n, win))).toBe('stake_invalid');
    expect(code(() => payout(100n, 10_000n, win))).toBe('odds_invalid');
    expect(returnPerUnit(19_000n, ah(-0.75, 1, 0))).toEqual([29_000n, 20_000n]); // (1 + 1.9) / 2 = 1.45
  });
});

describe('basketball', () => {
  it('settles the money line, half-point handicaps and totals on the final points', () => {
    const points = { points: { home: 101, away: 96 } };
    expect(settle({ type: 'bb_ml' }, 'home', points).result).toBe('win');
    expect(settle({ type: 'bb_hcp', hcp: -5.5 }, 'home', points).result).toBe('lose');
    expect(settle({ type: 'bb_hcp', hcp: -5.5 }, 'away', points).result).toBe('win');
    expect(settle({ type: 'bb_total', total: 196.5 }, 'over', points).result).toBe('win');
    expect(settle({ type: 'bb_total', total: 197 }, 'under', points).result).toBe('push');
    expect(() => settle({ type: 'bb_ml' }, 'home', { ft: { home: 1, away: 0 } })).toThrow(/final points/);
  });
});
