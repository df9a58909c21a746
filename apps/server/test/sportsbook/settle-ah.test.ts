// Asian handicap settlement against answers worked out by hand (docs/sportsbook.md, Odds and settlement).
// Two tables: rows written out one by one with the reasoning beside them, and the full grid — every line from
// −3 to +3 in quarter steps for the home side (and its mirror for the away side) against every score from
// 0–0 to 5–5 — whose answers come from a tiny reference written differently from settle.ts: the return at
// evens of a whole or half line is 2, 1 or 0 as the goal difference plus the line is above, at or below 0, and
// a quarter line's return is the average of the lines a quarter goal either side.
import { describe, expect, it } from 'vitest';
import type { Result } from '../../src/modules/sportsbook/domain/settle.ts';
import { settle } from '../../src/modules/sportsbook/domain/settle.ts';

type Row = [hcp: number, home: number, away: number, expected: Result];

// The home side's handicap; the result of a bet on the home side.
const HOME: Row[] = [
  [0, 1, 0, 'win'], // level ball: home wins the match
  [0, 0, 0, 'push'], // level ball, draw: stake back
  [0, 0, 1, 'lose'],
  [-0.25, 0, 0, 'half_lose'], // half on 0 (push), half on −0.5 (lose)
  [-0.25, 1, 0, 'win'], // 0 wins, −0.5 wins
  [-0.25, 0, 1, 'lose'],
  [-0.25, 5, 5, 'half_lose'], // any draw is a half loss for the side giving a quarter
  [0.25, 0, 0, 'half_win'], // half on 0 (push), half on +0.5 (win)
  [0.25, 1, 2, 'lose'], // lost by one: 0 loses, +0.5 loses
  [-0.5, 1, 0, 'win'],
  [-0.5, 1, 1, 'lose'],
  [0.5, 1, 1, 'win'],
  [0.5, 0, 1, 'lose'],
  [-0.75, 1, 0, 'half_win'], // win by one: −0.5 wins, −1 pushes
  [-0.75, 2, 0, 'win'], // win by two: both win
  [-0.75, 1, 1, 'lose'],
  [0.75, 0, 1, 'half_lose'], // lose by one: +0.5 loses, +1 pushes
  [0.75, 2, 2, 'win'],
  [-1, 1, 0, 'push'], // win by exactly the handicap
  [-1, 2, 0, 'win'],
  [-1, 0, 0, 'lose'],
  [1, 0, 1, 'push'],
  [1, 0, 2, 'lose'],
  [-1.25, 1, 0, 'half_lose'], // win by one: −1 pushes, −1.5 loses
  [-1.25, 2, 0, 'win'],
  [-1.25, 2, 1, 'half_lose'],
  [1.25, 0, 1, 'half_win'], // lose by one: +1 pushes, +1.5 wins
  [1.25, 1, 3, 'lose'], // lose by two: +1 and +1.5 both lose
  [-1.5, 2, 0, 'win'],
  [-1.5, 1, 0, 'lose'],
  [1.5, 0, 1, 'win'],
  [-1.75, 2, 0, 'half_win'], // win by two: −1.5 wins, −2 pushes
  [-1.75, 3, 1, 'half_win'],
  [-1.75, 1, 0, 'lose'],
  [1.75, 0, 2, 'half_lose'], // lose by two: +1.5 loses, +2 pushes
  [-2, 2, 0, 'push'],
  [-2, 5, 2, 'win'],
  [-2.25, 2, 0, 'half_lose'], // win by two: −2 pushes, −2.5 loses
  [2.25, 0, 2, 'half_win'],
  [-2.5, 3, 0, 'win'],
  [-2.75, 3, 0, 'half_win'], // win by three: −2.5 wins, −3 pushes
  [2.75, 0, 3, 'half_lose'],
  [-3, 3, 0, 'push'],
  [-3, 4, 1, 'push'],
  [-3, 5, 0, 'win'],
  [3, 0, 3, 'push'],
  [3, 0, 5, 'lose'],
];

// The same handicap (still the home side's), a bet on the away side: it receives −hcp.
const AWAY: Row[] = [
  [-0.75, 1, 0, 'half_lose'], // away +0.75 losing by one: +0.5 loses, +1 pushes
  [-0.25, 0, 0, 'half_win'], // away +0.25 in a draw
  [0.5, 1, 1, 'lose'], // away −0.5 in a draw
  [1.25, 0, 2, 'win'], // away −1.25 winning by two
  [0, 2, 2, 'push'],
];

/** The reference: return per 1 staked at evens. */
function evensReturn(goalDifference: number, line: number): number {
  if ((line * 4) % 2 !== 0) return (evensReturn(goalDifference, line - 0.25) + evensReturn(goalDifference, line + 0.25)) / 2;
  const total = goalDifference + line;
  return total > 0 ? 2 : total === 0 ? 1 : 0;
}
const RESULT_OF_RETURN: Record<number, Result> = { 2: 'win', 1.5: 'half_win', 1: 'push', 0.5: 'half_lose', 0: 'lose' };

const LINES = Array.from({ length: 25 }, (_, i) => -3 + i * 0.25);
const SCORES = Array.from({ length: 36 }, (_, i) => [Math.floor(i / 6), i % 6] as const);

describe('Asian handicap settlement', () => {
  it.each(HOME)('home %s at %s–%s: %s', (hcp, home, away, expected) => {
    expect(settle({ type: 'ah', period: 'ft', hcp }, 'home', { ft: { home, away } }).result).toBe(expected);
  });

  it.each(AWAY)('away against home %s at %s–%s: %s', (hcp, home, away, expected) => {
    expect(settle({ type: 'ah', period: 'ft', hcp }, 'away', { ft: { home, away } }).result).toBe(expected);
  });

  it('every line from −3 to +3 against every score to 5–5 matches the reference, for both sides', () => {
    let checked = 0;
    for (const hcp of LINES) {
      for (const [home, away] of SCORES) {
        const market = { type: 'ah', period: 'ft', hcp } as const;
        const score = { ft: { home, away } };
        expect([hcp, home, away, settle(market, 'home', score).result]).toEqual([hcp, home, away, RESULT_OF_RETURN[evensReturn(home - away, hcp)]]);
        expect([hcp, home, away, settle(market, 'away', score).result]).toEqual([hcp, home, away, RESULT_OF_RETURN[evensReturn(away - home, -hcp)]]);
        checked += 2;
      }
    }
    expect(checked).toBe(25 * 36 * 2);
  });

  it('the hand-written rows agree with the reference too (the two tables check each other)', () => {
    for (const [hcp, home, away, expected] of HOME) expect(RESULT_OF_RETURN[evensReturn(home - away, hcp)]).toBe(expected);
    for (const [hcp, home, away, expected] of AWAY) expect(RESULT_OF_RETURN[evensReturn(away - home, -hcp)]).toBe(expected);
  });

  it('a first-half handicap is settled on the half-time score only', () => {
    const score = { ft: { home: 3, away: 0 }, '1h': { home: 1, away: 0 } };
    expect(settle({ type: 'ah', period: '1h', hcp: -0.75 }, 'home', score).result).toBe('half_win');
    expect(settle({ type: 'ah', period: 'ft', hcp: -0.75 }, 'home', score).result).toBe('win');
  });
});
