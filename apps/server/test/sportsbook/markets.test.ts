// Market types and their specifier strings (docs/sportsbook.md, Odds and settlement): the strings the feeds
// write parse to the market and format back to the same canonical text, and every malformed one is refused
// with its code and the specifier it is about.
import { describe, expect, it } from 'vitest';
import { SportsbookError } from '@orbit/games/sportsbook/errors';
import {
  MARKET_TYPES,
  checkMarket,
  checkOutcome,
  formatSpecifiers,
  outcomesOf,
  parseMarket,
  type Market,
} from '../../src/modules/sportsbook/domain/markets.ts';

function refusal(action: () => unknown): [string, string | undefined] | undefined {
  try {
    action();
  } catch (error) {
    if (error instanceof SportsbookError) return [error.code, error.field];
    throw error;
  }
  return undefined;
}

describe('markets', () => {
  it.each<[string, string, Market, string]>([
    ['ah', 'hcp=-0.75', { type: 'ah', period: 'ft', hcp: -0.75 }, 'hcp=-0.75'],
    ['ah', 'period=1h|hcp=+0.25', { type: 'ah', period: '1h', hcp: 0.25 }, 'hcp=0.25|period=1h'],
    ['ah', 'hcp=-0', { type: 'ah', period: 'ft', hcp: 0 }, 'hcp=0'],
    ['ou', 'total=2.5', { type: 'ou', period: 'ft', total: 2.5 }, 'total=2.5'],
    ['ou', 'total=3.00|period=ft', { type: 'ou', period: 'ft', total: 3 }, 'total=3'],
    ['1x2', '', { type: '1x2', period: 'ft' }, ''],
    ['oe', 'period=1h', { type: 'oe', period: '1h' }, 'period=1h'],
    ['cs', '', { type: 'cs', period: 'ft' }, ''],
    ['dc', '', { type: 'dc', period: 'ft' }, ''],
    ['dnb', '', { type: 'dnb', period: 'ft' }, ''],
    ['ml', '', { type: 'ml' }, ''],
    ['map_hcp', 'hcp=-1.5', { type: 'map_hcp', hcp: -1.5 }, 'hcp=-1.5'],
    ['map_total', 'total=2.5', { type: 'map_total', total: 2.5 }, 'total=2.5'],
    ['map_winner', 'map=2', { type: 'map_winner', map: 2 }, 'map=2'],
    ['outright', '', { type: 'outright' }, ''],
  ])('%s with %j is read and written canonically', (type, specifiers, market, canonical) => {
    expect(parseMarket(type, specifiers)).toEqual(market);
    expect(formatSpecifiers(market)).toBe(canonical);
    expect(parseMarket(type, canonical)).toEqual(market);
  });

  it.each<[string, string, string, string]>([
    ['xx', '', 'market_invalid', 'type'],
    ['ah', '', 'specifier_invalid', 'hcp'], // a handicap needs its line
    ['ah', 'hcp=-0.8', 'specifier_invalid', 'hcp'], // not a quarter step
    ['ah', 'hcp=-0.125', 'specifier_invalid', 'hcp'], // three decimals
    ['ah', 'hcp=1e1', 'specifier_invalid', 'hcp'],
    ['ah', 'hcp=10.25', 'specifier_invalid', 'hcp'], // beyond ±10
    ['ah', 'hcp=0.5|hcp=1', 'specifier_invalid', 'hcp'], // given twice
    ['ah', 'hcp=0.5|total=2', 'specifier_invalid', 'total'], // not a key of a handicap
    ['ah', 'hcp=0.5|period=2h', 'specifier_invalid', 'period'],
    ['ah', 'hcp', 'specifier_invalid', 'specifiers'],
    ['ah', 'hcp=1=2', 'specifier_invalid', 'specifiers'],
    ['ou', 'total=0', 'specifier_invalid', 'total'], // a total is above 0
    ['ou', 'total=-1.5', 'specifier_invalid', 'total'],
    ['ou', 'total=2.3', 'specifier_invalid', 'total'],
    ['map_hcp', 'hcp=-1.25', 'specifier_invalid', 'hcp'], // map lines are in half steps
    ['map_total', 'total=2.75', 'specifier_invalid', 'total'],
    ['map_winner', 'map=0', 'specifier_invalid', 'map'],
    ['map_winner', 'map=x', 'specifier_invalid', 'map'],
    ['ml', 'map=1', 'specifier_invalid', 'map'],
    ['1x2', 'hcp=1', 'specifier_invalid', 'hcp'],
  ])('%s with %j is refused: %s on %s', (type, specifiers, code, field) => {
    expect(refusal(() => parseMarket(type, specifiers))).toEqual([code, field]);
  });

  it('checks markets built in code the same way', () => {
    expect(refusal(() => checkMarket({ type: 'ah', period: 'ft', hcp: Number.NaN }))).toEqual(['specifier_invalid', 'hcp']);
    expect(refusal(() => checkMarket({ type: 'ou', period: 'ft', total: 2.1 }))).toEqual(['specifier_invalid', 'total']);
    expect(refusal(() => checkMarket({ type: 'map_winner', map: 1.5 }))).toEqual(['specifier_invalid', 'map']);
    expect(refusal(() => checkMarket({ type: 'nope' } as unknown as Market))).toEqual(['market_invalid', 'type']);
    expect(refusal(() => formatSpecifiers({ type: 'oe', period: 'et' } as unknown as Market))).toEqual(['specifier_invalid', 'period']);
  });

  it('lists each market’s outcomes and refuses others', () => {
    expect(outcomesOf({ type: '1x2', period: 'ft' })).toEqual(['home', 'draw', 'away']);
    expect(outcomesOf({ type: 'dc', period: 'ft' })).toEqual(['home_draw', 'home_away', 'draw_away']);
    const cs = outcomesOf({ type: 'cs', period: 'ft' });
    expect(cs).toHaveLength(26); // 0:0 … 4:4 and other
    expect(cs).toContain('4:0');
    expect(cs.at(-1)).toBe('other');
    expect(checkOutcome({ type: 'outright' }, 'team.liquid')).toBe('team.liquid');
    expect(refusal(() => checkOutcome({ type: 'ah', period: 'ft', hcp: 0 }, 'draw'))).toEqual(['outcome_invalid', 'outcome']);
    expect(refusal(() => checkOutcome({ type: 'cs', period: 'ft' }, '5:0'))).toEqual(['outcome_invalid', 'outcome']);
    expect(refusal(() => checkOutcome({ type: 'outright' }, ''))).toEqual(['outcome_invalid', 'outcome']);
    expect(MARKET_TYPES).toHaveLength(15); // seven football, four esports, three basketball, outright
  });
});
