// Over/under settlement against answers worked out by hand (docs/sportsbook.md, Odds and settlement): rows
// written out with the reasoning beside them, then every total from 0.5 to 6.5 in quarter steps against every
// score from 0–0 to 5–5, for over and under, whose answers come from a reference written differently from
// settle.ts: a quarter total is two bets of half the stake on the totals a quarter goal either side, and a
// whole or half total compares the goals with the line directly.
import { describe, expect, it } from 'vitest';
import type { Result } from '../../src/modules/sportsbook/domain/settle.ts';
import { settle } from '../../src/modules/sportsbook/domain/settle.ts';

type Row = [total: number, home: number, away: number, side: 'over' | 'under', expected: Result];

const ROWS: Row[] = [
  [2.5, 2, 1, 'over', 'win'], // three goals over two and a half
  [2.5, 1, 1, 'over', 'lose'],
  [2.5, 1, 1, 'under', 'win'],
  [2.25, 1, 1, 'over', 'half_lose'], // two goals: 2 pushes, 2.5 loses
  [2.25, 1, 1, 'under', 'half_win'], // two goals: 2 pushes, 2.5 wins
  [2.25, 2, 1, 'over', 'win'], // three goals beat 2 and 2.5
  [2.75, 2, 1, 'over', 'half_win'], // three goals: 2.5 wins, 3 pushes
  [2.75, 2, 1, 'under', 'half_lose'],
  [2.75, 1, 1, 'over', 'lose'],
  [3, 2, 1, 'over', 'push'],
  [3, 2, 1, 'under', 'push'],
  [3, 2, 2, 'over', 'win'],
  [0.5, 0, 0, 'over', 'lose'],
  [0.5, 1, 0, 'over', 'win'],
  [0.5, 0, 0, 'under', 'win'],
  [0.75, 1, 0, 'over', 'half_win'], // one goal: 0.5 wins, 1 pushes
  [0.75, 0, 0, 'under', 'win'],
  [1, 0, 1, 'under', 'push'],
  [1.25, 1, 0, 'under', 'half_win'], // one goal: 1 pushes, 1.5 wins
  [1.75, 1, 1, 'under', 'half_lose'], // two goals: 1.5 loses, 2 pushes
  [3.5, 2, 2, 'over', 'win'],
  [4.5, 5, 5, 'under', 'lose'],
  [5.75, 3, 3, 'over', 'half_win'], // six goals: 5.5 wins, 6 pushes
  [6.25, 3, 3, 'over', 'half_lose'], // six goals: 6 pushes, 6.5 loses
  [6.5, 4, 3, 'over', 'win'],
  [6.5, 3, 3, 'over', 'lose'],
  [6.5, 5, 5, 'under', 'lose'],
];

type Part = 'win' | 'push' | 'lose';
function halfLine(goals: number, total: number, side: 'over' | 'under'): Part {
  if (goals === total) return 'push';
  return goals > total === (side === 'over') ? 'win' : 'lose';
}
function reference(goals: number, total: number, side: 'over' | 'under'): Result {
  if (Number.isInteger(total * 2)) return halfLine(goals, total, side);
  const pair = [halfLine(goals, total - 0.25, side), halfLine(goals, total + 0.25, side)].sort().join('+');
  const combined: Record<string, Result> = { 'win+win': 'win', 'push+win': 'half_win', 'push+push': 'push', 'lose+push': 'half_lose', 'lose+lose': 'lose' };
  return combined[pair]!;
}

const TOTALS = Array.from({ length: 25 }, (_, i) => 0.5 + i * 0.25);
const SCORES = Array.from({ length: 36 }, (_, i) => [Math.floor(i / 6), i % 6] as const);

describe('over/under settlement', () => {
  it.each(ROWS)('total %s at %s–%s, %s: %s', (total, home, away, side, expected) => {
    expect(settle({ type: 'ou', period: 'ft', total }, side, { ft: { home, away } }).result).toBe(expected);
    expect(reference(home + away, total, side)).toBe(expected);
  });

  it('every total from 0.5 to 6.5 against every score to 5–5 matches the reference, over and under', () => {
    let checked = 0;
    for (const total of TOTALS) {
      for (const [home, away] of SCORES) {
        for (const side of ['over', 'under'] as const) {
          const got = settle({ type: 'ou', period: 'ft', total }, side, { ft: { home, away } }).result;
          expect([total, home, away, side, got]).toEqual([total, home, away, side, reference(home + away, total, side)]);
          checked++;
        }
      }
    }
    expect(checked).toBe(25 * 36 * 2);
  });

  it('over and under on one line mirror each other (a half win on one is a half loss on the other)', () => {
    const mirror: Record<Result, Result> = { win: 'lose', half_win: 'half_lose', push: 'push', half_lose: 'half_win', lose: 'win' };
    for (const total of TOTALS) {
      for (const [home, away] of SCORES) {
        const over = settle({ type: 'ou', period: 'ft', total }, 'over', { ft: { home, away } }).result;
        expect(settle({ type: 'ou', period: 'ft', total }, 'under', { ft: { home, away } }).result).toBe(mirror[over]);
      }
    }
  });
});
