// The built-in feed's matches: each is planned once from its seed (the fixture's ref), so it plays the same
// way every time it is replayed, in tests and in the demo. A plan says who plays, how strong each side is,
// the lines offered, and everything that will happen (goals, points, maps) by sim minute; `stateAt` reads the
// match at any sim minute, and `marketsAt` prices its markets there.
import { createHash } from 'node:crypto';
import { formatSpecifiers, type Market } from '../domain/markets.ts';
import type { Score } from '../domain/settle.ts';
import type { FeedMarket, FeedSport } from './messages.ts';
import { basketballScenarios, esportsScenarios, footballScenarios, priceMarket, type MarginOf } from './pricing.ts';

export const MARGIN = 0.05;
const flatMargin: MarginOf = () => MARGIN;

/** Sim minutes from kick-off to the end, breaks included. */
export const DURATION: Record<FeedSport, number> = { football: 105, basketball: 60, esports: 120 };

const LEAGUES: Record<FeedSport, { ref: string; name: string; category: string; teams: string[] }[]> = {
  football: [
    {
      ref: 'sim:msl',
      name: 'Malaysia Super League',
      category: 'Malaysia',
      teams: ['Johor Darul Ta’zim', 'Selangor', 'Kuala Lumpur City', 'Sabah', 'Terengganu', 'Kedah Darul Aman', 'Penang', 'Perak'],
    },
    {
      ref: 'sim:epl',
      name: 'English Premier League',
      category: 'England',
      teams: ['Arsenal', 'Chelsea', 'Liverpool', 'Manchester City', 'Tottenham Hotspur', 'Newcastle United', 'Aston Villa', 'Brighton'],
    },
  ],
  basketball: [
    {
      ref: 'sim:abl',
      name: 'ASEAN Basketball League',
      category: 'International',
      teams: ['KL Dragons', 'Saigon Heat', 'Singapore Slingers', 'Macau Black Bears', 'Taipei Fubon Braves', 'Hong Kong Eastern'],
    },
  ],
  esports: [
    { ref: 'sim:cs2', name: 'CS2 Asia Masters', category: 'CS2', teams: ['NAVI', 'Vitality', 'FaZe', 'G2', 'MOUZ', 'Team Liquid'] },
    {
      ref: 'sim:mpl',
      name: 'MPL Malaysia',
      category: 'Mobile Legends',
      teams: ['Selangor Red Giants', 'Team Vamos', 'Todak', 'HomeBois', 'Team Rey', 'Aether Main'],
    },
  ],
};

/** A stream of numbers in [0, 1) from the seed: SHA-256 of seed:counter, four bytes at a time. */
function seeded(seed: string) {
  let counter = 0;
  return () => createHash('sha256').update(`${seed}:${counter++}`).digest().readUInt32BE(0) / 2 ** 32;
}

export interface Plan {
  sport: FeedSport;
  competition: { ref: string; name: string; category: string };
  home: string;
  away: string;
  /** football: expected goals per side; basketball: expected margin and total; esports: home's chance per map. */
  strength: { home: number; away: number };
  lines: { hcp: number; total: number };
  /** football: [sim minute, side] per goal; basketball: cumulative points per game minute; esports: map winners. */
  timeline: (readonly [number, 'home' | 'away'])[] | [number, number][] | ('home' | 'away')[];
}

const quarter = (value: number) => Math.round(value * 4) / 4 || 0; // never −0, which would print as "-0"

const halfLine = (value: number) => Math.floor(value) + 0.5;

/** The plan of the match `ref` (deterministic from it). */
export function planMatch(sport: FeedSport, ref: string, slot: number): Plan {
  const random = seeded(ref);
  const league = LEAGUES[sport][slot % LEAGUES[sport].length]!;
  const first = Math.floor(random() * league.teams.length);
  const second = (first + 1 + Math.floor(random() * (league.teams.length - 1))) % league.teams.length;
  const base = {
    sport,
    competition: { ref: league.ref, name: league.name, category: league.category },
    home: league.teams[first]!,
    away: league.teams[second]!,
  };
  if (sport === 'football') {
    const strength = { home: 0.8 + random() * 1.4, away: 0.6 + random() * 1.2 };
    const goals: [number, 'home' | 'away'][] = [];
    for (let minute = 1; minute <= 90; minute++) {
      if (random() < strength.home / 90) goals.push([minute, 'home']);
      if (random() < strength.away / 90) goals.push([minute, 'away']);
    }
    const hcp = Math.max(-3, Math.min(3, -quarter((strength.home - strength.away) * 0.8)));
    return { ...base, strength, lines: { hcp, total: Math.max(0.75, quarter(strength.home + strength.away)) }, timeline: goals };
  }
  if (sport === 'basketball') {
    const strength = { home: (random() - 0.4) * 16, away: 200 + random() * 30 };
    const points: [number, number][] = [];
    let home = 0;
    let away = 0;
    for (let minute = 1; minute <= 48; minute++) {
      const rate = strength.away / 96;
      home += Math.round(rate * 2 * random() + strength.home / 96);
      away += Math.round(rate * 2 * random() - strength.home / 96);
      home = Math.max(home, 0);
      away = Math.max(away, 0);
      points.push([home, away]);
    }
    // Overtime is not played out: a level game is won by a last basket.
    if (home === away) points[47] = [home + 2, away];
    return { ...base, strength, lines: { hcp: -halfLine(strength.home), total: halfLine(strength.away) }, timeline: points };
  }
  const strength = { home: 0.3 + random() * 0.4, away: 0 };
  const maps: ('home' | 'away')[] = [];
  while (maps.filter((winner) => winner === 'home').length < 2 && maps.filter((winner) => winner === 'away').length < 2) {
    maps.push(random() < strength.home ? 'home' : 'away');
  }
  return { ...base, strength, lines: { hcp: strength.home >= 0.5 ? -1.5 : 1.5, total: 2.5 }, timeline: maps };
}

export interface MatchState {
  score: { home: number; away: number };
  period: string;
  /** Something happened at this minute (a goal, a map won): markets stop. */
  moments: number[];
  halfTime?: { home: number; away: number };
  /** The settlement score once the match is over. */
  result?: Score;
  maps?: ('home' | 'away')[];
}

/** The first half's lines: half the match's handicap and total, in quarter steps (a board shows both halves). */
export function firstHalfLines(plan: Plan): { hcp: number; total: number } {
  return { hcp: quarter(plan.lines.hcp / 2), total: Math.max(0.5, quarter(plan.lines.total / 2)) };
}

/** The match as it stands at sim minute `minute` (≥ 0). */
export function stateAt(plan: Plan, minute: number): MatchState {
  if (plan.sport === 'football') {
    // Minutes 0–45 the first half, 45–60 half time, 60–105 the second half (match minutes 45–90).
    const matchMinute = minute <= 45 ? minute : minute < 60 ? 45 : Math.min(90, minute - 15);
    const goals = (plan.timeline as [number, 'home' | 'away'][]).filter(([at]) => at <= matchMinute);
    const count = (list: typeof goals) => ({
      home: list.filter(([, side]) => side === 'home').length,
      away: list.filter(([, side]) => side === 'away').length,
    });
    const score = count(goals);
    const halfTime = minute >= 45 ? count(goals.filter(([at]) => at <= 45)) : undefined;
    const moments = goals.map(([at]) => (at <= 45 ? at : at + 15));
    const period = minute >= DURATION.football ? 'FT' : minute >= 45 && minute < 60 ? 'HT' : `${matchMinute}'`;
    return { score, period, moments, halfTime, result: minute >= DURATION.football ? { ft: score, '1h': halfTime! } : undefined };
  }
  if (plan.sport === 'basketball') {
    const gameMinute = Math.min(48, Math.floor((minute * 48) / DURATION.basketball));
    const [home, away] = gameMinute === 0 ? [0, 0] : (plan.timeline as [number, number][])[gameMinute - 1]!;
    const score = { home, away };
    const period = minute >= DURATION.basketball ? 'FT' : `Q${Math.min(4, Math.floor(gameMinute / 12) + 1)}`;
    return { score, period, moments: [], result: minute >= DURATION.basketball ? { points: score } : undefined };
  }
  // Each map takes 40 sim minutes; the match ends when one side has two.
  const all = plan.timeline as ('home' | 'away')[];
  const maps = all.slice(0, Math.min(all.length, Math.floor(minute / 40)));
  const score = { home: maps.filter((winner) => winner === 'home').length, away: maps.filter((winner) => winner === 'away').length };
  const over = maps.length === all.length;
  return { score, period: over ? 'FT' : `map ${maps.length + 1}`, moments: all.map((_, index) => (index + 1) * 40), maps, result: over ? { maps } : undefined };
}

/** Sim minutes the match lasts (esports: as many maps as it takes). */
export function durationOf(plan: Plan): number {
  return plan.sport === 'esports' ? (plan.timeline as unknown[]).length * 40 : DURATION[plan.sport];
}

/** The match's markets priced at sim minute `minute` (first-half markets only until half time), at the merchant's margins. */
export function marketsAt(plan: Plan, minute: number, state: MatchState, marginOf: MarginOf = flatMargin): FeedMarket[] {
  const priced = (market: Market, scenarios: Parameters<typeof priceMarket>[2]) =>
    priceMarket(market, formatSpecifiers(market), scenarios, marginOf(market.type));
  const remaining = Math.max(0, 1 - minute / durationOf(plan));
  if (plan.sport === 'football') {
    const left = Math.max(0, 90 - (minute <= 45 ? minute : Math.max(45, minute - 15))) / 90;
    const ft = footballScenarios(state.score, plan.strength.home * left, plan.strength.away * left);
    const markets: Market[] = [
      { type: '1x2', period: 'ft' },
      { type: 'ah', period: 'ft', hcp: plan.lines.hcp },
      { type: 'ou', period: 'ft', total: plan.lines.total },
      { type: 'oe', period: 'ft' },
      { type: 'dc', period: 'ft' },
      { type: 'dnb', period: 'ft' },
    ];
    const out = markets.map((market) => priced(market, ft));
    if (minute < 45) {
      const firstLeft = (45 - minute) / 90;
      const half = footballScenarios(state.score, plan.strength.home * firstLeft, plan.strength.away * firstLeft, '1h');
      const lines = firstHalfLines(plan);
      out.push(
        priced({ type: '1x2', period: '1h' }, half),
        priced({ type: 'ah', period: '1h', hcp: lines.hcp }, half),
        priced({ type: 'ou', period: '1h', total: lines.total }, half),
      );
    }
    return out;
  }
  if (plan.sport === 'basketball') {
    const margin = state.score.home - state.score.away + plan.strength.home * remaining;
    const total = state.score.home + state.score.away + plan.strength.away * remaining;
    const scenarios = basketballScenarios(state.score, margin, total, Math.max(1, 12 * Math.sqrt(remaining)));
    return [{ type: 'bb_ml' } as Market, { type: 'bb_hcp', hcp: plan.lines.hcp } as Market, { type: 'bb_total', total: plan.lines.total } as Market].map(
      (market) => priced(market, scenarios),
    );
  }
  const scenarios = esportsScenarios(state.maps ?? [], plan.strength.home, 3);
  const markets: Market[] = [{ type: 'ml' }, { type: 'map_hcp', hcp: plan.lines.hcp }, { type: 'map_total', total: plan.lines.total }];
  for (let map = (state.maps?.length ?? 0) + 1; map <= 3; map++) markets.push({ type: 'map_winner', map });
  return markets.map((market) => priced(market, scenarios));
}
