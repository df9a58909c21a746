import type { SportEvent } from '@orbit/contracts/sportsbook';
import { describe, expect, it } from 'vitest';
import { applyMatch, gamesOf, groupByLeague, priceMoves } from './board.ts';
import { COLUMNS, extraMarkets, groupMarkets, lineBeside, marketName, outcomeName, periodText, pickMarket, rowsOf } from './markets.ts';
import { formatFor, oddsOfText, showOdds } from './odds-format.ts';

const say = (key: string, params?: Record<string, string | number>) => (params ? `${key}${JSON.stringify(params)}` : key);

let ids = 0;
function market(type: string, specifiers: string, odds: Record<string, string>, status: 'open' | 'suspended' | 'settled' = 'open') {
  return {
    marketId: String(++ids),
    type,
    specifiers,
    status,
    version: 1,
    outcomes: Object.entries(odds).map(([outcome, price]) => ({ outcomeId: String(++ids), outcome, odds: price, result: null })),
  };
}

function match(eventId: string, league: [string, string, string], extra: Partial<SportEvent> = {}): SportEvent {
  return {
    eventId,
    sport: 'football',
    competition: { competitionId: league[0], name: league[1], category: league[2] },
    home: `H${eventId}`,
    away: `A${eventId}`,
    startsAt: `2026-11-28T1${eventId}:00:00Z`,
    status: 'pre',
    score: null,
    period: null,
    markets: [],
    ...extra,
  };
}

describe('the odds format', () => {
  it('reads the server text as the stored price and shows it as the book prints it, in every format', () => {
    expect(oddsOfText('1.8500')).toBe(18_500n);
    expect(oddsOfText('12.5')).toBe(125_000n);
    expect(oddsOfText('-1.85')).toBeNull();
    expect(['decimal', 'hk', 'malay', 'indo'].map((format) => showOdds('1.8500', format as 'hk'))).toEqual(['1.850', '0.850', '0.85', '-1.18']);
    expect(['decimal', 'hk', 'malay', 'indo'].map((format) => showOdds('2.2000', format as 'hk'))).toEqual(['2.200', '1.200', '-0.83', '1.20']);
    expect(showOdds('1.1000', 'indo')).toBe('-10.00');
    // Evens: Malay −1 is the same price as +1, shown as 1.00.
    expect(showOdds('2.0000', 'malay')).toBe('1.00');
    expect(showOdds('1.0000', 'decimal')).toBe('—');
  });

  it('prints three-way and many-way markets in decimal, two-way lines in the chosen format', () => {
    expect(['1x2', 'dc', 'cs', 'ah', 'ou', 'ml', 'bb_total'].map((type) => formatFor(type, 'malay'))).toEqual([
      'decimal',
      'decimal',
      'decimal',
      'malay',
      'malay',
      'malay',
      'malay',
    ]);
  });
});

describe('the table columns', () => {
  const event = match('1', ['c1', 'League', 'Malaysia'], {
    markets: [
      market('ah', 'hcp=-0.5', { home: '2.4000', away: '1.5500' }),
      market('ah', 'hcp=-0.25', { home: '1.9500', away: '1.9000' }),
      market('ah', 'hcp=-0.25|period=1h', { home: '1.9000', away: '1.9500' }, 'suspended'),
      market('1x2', '', { home: '2.1000', draw: '3.3000', away: '3.4000' }),
      market('ou', 'total=2.5', { over: '1.9000', under: '1.9000' }, 'settled'),
      market('oe', '', { odd: '1.9000', even: '1.9000' }),
    ],
  });

  it('picks each column’s main line — the most even open or suspended one of its type and period — or none', () => {
    const [hdp, ou, winner, hdp1h, ou1h] = COLUMNS.football.map((column) => pickMarket(event, column));
    expect(hdp?.specifiers).toBe('hcp=-0.25');
    expect(ou).toBeNull(); // settled: not on the board
    expect(winner?.type).toBe('1x2');
    expect(hdp1h?.status).toBe('suspended');
    expect(ou1h).toBeNull();
    expect(rowsOf(winner!).map((outcome) => outcome?.outcome)).toEqual(['home', 'away', 'draw']);
    expect(extraMarkets(event)).toBe(2); // the other handicap line and odd/even
  });

  it('shows the line beside each price, the away side’s handicap turned round', () => {
    const hdp = pickMarket(event, COLUMNS.football[0]!)!;
    expect([lineBeside(hdp, 'home', say), lineBeside(hdp, 'away', say)]).toEqual(['-0.25', '+0.25']);
    const ou = market('ou', 'total=2.5', { over: '1.9', under: '1.9' });
    expect(lineBeside(ou, 'over', say)).toBe('sportsBoard.outcome.overShort{"line":"2.5"}');
  });
});

describe('market names', () => {
  it('names markets and outcomes in words, the first half and maps included', () => {
    expect(marketName('ah', 'hcp=-0.25|period=1h', say)).toBe('sportsBoard.market.firstHalf{"name":"sportsBoard.market.handicap{\\"map\\":\\"\\"}"}');
    expect(marketName('map_winner', 'map=2', say)).toBe('sportsBoard.market.mapWinner{"map":"2"}');
    expect(outcomeName({ type: 'ah', specifiers: 'hcp=0.75' }, 'away', { home: 'Selangor', away: 'Sabah' }, say)).toBe('Sabah -0.75');
    expect(outcomeName({ type: 'cs', specifiers: '' }, '2:1', { home: 'H', away: 'A' }, say)).toBe('2:1');
  });

  it('groups a match’s markets, main markets first and the first half after the full time', () => {
    const groups = groupMarkets(
      [
        market('ou', 'total=2.5|period=1h', {}),
        market('ah', 'hcp=-0.5', {}),
        market('1x2', '', {}),
        market('ah', 'hcp=-0.25', {}),
        market('map_winner', 'map=2', {}),
      ],
      (key) => key,
    );
    expect(groups.map((group) => [group.title, group.markets.map((entry) => entry.specifiers)])).toEqual([
      ['sportsBoard.market.oneXTwo', ['']],
      ['sportsBoard.market.handicap', ['hcp=-0.5', 'hcp=-0.25']],
      ['sportsBoard.market.mapWinner', ['map=2']],
      ['sportsBoard.market.firstHalf', ['total=2.5|period=1h']],
    ]);
  });
});

describe('the board’s matches', () => {
  const epl = ['c1', 'Premier League', 'England'] as [string, string, string];
  const cs2 = ['c2', 'CS2 Masters', 'CS2'] as [string, string, string];
  const events = [match('1', epl), match('2', cs2), match('3', epl)];

  it('groups matches by league in the order of their first match, and counts esports games', () => {
    expect(groupByLeague(events).map((league) => [league.name, league.events.map((event) => event.eventId)])).toEqual([
      ['Premier League', ['1', '3']],
      ['CS2 Masters', ['2']],
    ]);
    expect(gamesOf(events)).toEqual([
      { game: 'England', events: 2 },
      { game: 'CS2', events: 1 },
    ]);
  });

  it('applies a streamed match: replaced, dropped once it started, added to live when it went live', () => {
    const moved = match('1', epl, { markets: [market('1x2', '', { home: '2' }), market('ou', 'total=2.5', {}, 'settled')] });
    const replaced = applyMatch(events, moved, 'today');
    expect(replaced[0]!.markets.map((entry) => entry.type)).toEqual(['1x2']);
    const live = match('3', epl, { status: 'live' });
    expect(applyMatch(events, live, 'today').map((event) => event.eventId)).toEqual(['1', '2']);
    expect(applyMatch([events[0]!], live, 'live').map((event) => event.eventId)).toEqual(['1', '3']);
    expect(applyMatch(events, match('9', epl), 'today')).toBe(events);
  });

  it('finds the prices that moved and which way', () => {
    const before = match('1', epl, { markets: [market('1x2', '', { home: '2.0000', draw: '3.0000', away: '4.0000' })] });
    const after = structuredClone(before);
    after.markets[0]!.outcomes[0]!.odds = '1.9000';
    after.markets[0]!.outcomes[2]!.odds = '4.2000';
    const [home, , away] = before.markets[0]!.outcomes;
    expect(priceMoves(before, after)).toEqual(
      new Map([
        [home!.outcomeId, 'down'],
        [away!.outcomeId, 'up'],
      ]),
    );
    expect(priceMoves(undefined, after).size).toBe(0);
  });
});

describe('the live clock', () => {
  it('says the feed’s clock codes in the member’s words and leaves minutes and unknown codes as they are', () => {
    expect(['HT', 'FT', 'map 2', 'Q3', "67'", 'ET 1', null].map((period) => periodText(period, say))).toEqual([
      'sportsBoard.clock.halfTime',
      'sportsBoard.clock.fullTime',
      'sportsBoard.clock.map{"n":2}',
      'sportsBoard.clock.quarter{"n":3}',
      "67'",
      'ET 1',
      '',
    ]);
  });
});
