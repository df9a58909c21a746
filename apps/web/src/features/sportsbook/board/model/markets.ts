// What the board makes of a match's markets (docs/sportsbook.md, Markets): the columns of the Asian odds table
// per sport, the main line of each column, and every market and outcome named in words. Pure: the texts come
// through the `t` given, so the tests read the keys.
import type { Sport, SportEvent } from '@orbit/contracts/sportsbook';

export type BoardMarket = SportEvent['markets'][number];
export type BoardOutcome = BoardMarket['outcomes'][number];
/** A translator as react-i18next's `t`, narrowed to what the labels need. */
export type Translate = (key: string, params?: Record<string, string | number>) => string;

/** A market's specifiers ("hcp=-0.75|period=1h") as a record; the full time when no period is given. */
export function specifiersOf(text: string): Record<string, string> {
  const out: Record<string, string> = { period: 'ft' };
  for (const pair of text.split('|')) {
    const [key, value] = pair.split('=');
    if (key && value !== undefined) out[key] = value;
  }
  return out;
}

/** The three kinds of column an Asian odds table has: the handicap, the over/under and the winner. */
export type ColumnKind = 'hdp' | 'ou' | 'winner';
export interface Column {
  kind: ColumnKind;
  period: 'ft' | '1h';
  type: string;
}

/** The table's columns per sport: football full time and first half; basketball and esports the match only. */
export const COLUMNS: Record<Sport, readonly Column[]> = {
  football: [
    { kind: 'hdp', period: 'ft', type: 'ah' },
    { kind: 'ou', period: 'ft', type: 'ou' },
    { kind: 'winner', period: 'ft', type: '1x2' },
    { kind: 'hdp', period: '1h', type: 'ah' },
    { kind: 'ou', period: '1h', type: 'ou' },
    { kind: 'winner', period: '1h', type: '1x2' },
  ],
  basketball: [
    { kind: 'hdp', period: 'ft', type: 'bb_hcp' },
    { kind: 'ou', period: 'ft', type: 'bb_total' },
    { kind: 'winner', period: 'ft', type: 'bb_ml' },
  ],
  esports: [
    { kind: 'hdp', period: 'ft', type: 'map_hcp' },
    { kind: 'ou', period: 'ft', type: 'map_total' },
    { kind: 'winner', period: 'ft', type: 'ml' },
  ],
};

const oddsValue = (outcome: BoardOutcome | undefined) => (outcome ? Number(outcome.odds) : Number.POSITIVE_INFINITY);

/**
 * The market a column shows: of the match's open or suspended markets of its type and period, the main line —
 * the one whose two sides are priced closest to each other, as a book's main handicap is. Null when none.
 */
export function pickMarket(event: Pick<SportEvent, 'markets'>, column: Column): BoardMarket | null {
  let best: BoardMarket | null = null;
  let bestGap = Number.POSITIVE_INFINITY;
  for (const market of event.markets) {
    if (market.type !== column.type || specifiersOf(market.specifiers).period !== column.period) continue;
    if (market.status !== 'open' && market.status !== 'suspended') continue;
    const [first, second] = market.outcomes;
    const gap = column.kind === 'winner' ? 0 : Math.abs(oddsValue(first) - oddsValue(second));
    if (gap < bestGap) [best, bestGap] = [market, gap];
  }
  return best;
}

/** The outcomes of a column's market in the table's rows: home's line, away's line, then the draw's. */
export function rowsOf(market: BoardMarket): [BoardOutcome | null, BoardOutcome | null, BoardOutcome | null] {
  const find = (...names: string[]) => market.outcomes.find((outcome) => names.includes(outcome.outcome)) ?? null;
  return [find('home', 'over'), find('away', 'under'), find('draw')];
}

/** A line as shown beside its price: a signed handicap ("-0.75", "+1.5", "0") or a total ("2.5"). */
export function lineText(value: number, signed: boolean): string {
  const text = String(Math.abs(value));
  if (!signed || value === 0) return signed ? '0' : text;
  return `${value < 0 ? '-' : '+'}${text}`;
}

/** The short line beside an outcome's price in the table ("-0.75", "O 2.5"); "" for a winner market. */
export function lineBeside(market: BoardMarket, outcome: string, t: Translate): string {
  const spec = specifiersOf(market.specifiers);
  if (spec.hcp !== undefined) {
    const hcp = Number(spec.hcp);
    return lineText(outcome === 'away' ? -hcp : hcp, true);
  }
  if (spec.total !== undefined) return t(outcome === 'over' ? 'sportsBoard.outcome.overShort' : 'sportsBoard.outcome.underShort', { line: spec.total });
  return '';
}

const FAMILY: Record<string, string> = {
  ah: 'handicap',
  bb_hcp: 'handicap',
  map_hcp: 'mapHandicap',
  ou: 'overUnder',
  bb_total: 'overUnder',
  map_total: 'totalMaps',
  '1x2': 'oneXTwo',
  ml: 'matchWinner',
  bb_ml: 'moneyLine',
  dnb: 'drawNoBet',
  dc: 'doubleChance',
  oe: 'oddEven',
  cs: 'correctScore',
  map_winner: 'mapWinner',
  outright: 'outright',
};

/** The order families are listed in on a match's market depth. */
const FAMILY_ORDER = [
  'oneXTwo',
  'matchWinner',
  'moneyLine',
  'handicap',
  'mapHandicap',
  'overUnder',
  'totalMaps',
  'mapWinner',
  'drawNoBet',
  'doubleChance',
  'oddEven',
  'correctScore',
  'outright',
];

/** The market's name in words, without its line: "Handicap", "1st half · Over/Under", "Map 2 winner". */
export function marketName(type: string, specifiers: string, t: Translate): string {
  const spec = specifiersOf(specifiers);
  const family = FAMILY[type];
  const name = family ? t(`sportsBoard.market.${family}`, { map: spec.map ?? '' }) : type;
  return spec.period === '1h' ? t('sportsBoard.market.firstHalf', { name }) : name;
}

/** An outcome in words, for the market depth and the slip: a team with its line, "Over 2.5", "Draw", "2:1". */
export function outcomeName(market: Pick<BoardMarket, 'type' | 'specifiers'>, outcome: string, teams: { home: string; away: string }, t: Translate): string {
  const spec = specifiersOf(market.specifiers);
  if (outcome === 'home' || outcome === 'away') {
    const team = teams[outcome];
    return spec.hcp === undefined ? team : `${team} ${lineText(outcome === 'away' ? -Number(spec.hcp) : Number(spec.hcp), true)}`;
  }
  if (outcome === 'over' || outcome === 'under') return t(`sportsBoard.outcome.${outcome}`, { line: spec.total ?? '' });
  if (['draw', 'odd', 'even', 'home_draw', 'home_away', 'draw_away', 'other'].includes(outcome)) return t(`sportsBoard.outcome.${outcome}`);
  return outcome;
}

export interface MarketGroup {
  title: string;
  markets: BoardMarket[];
}

/** Every market of a match in named groups, main markets first, each group's lines in order. */
export function groupMarkets(markets: readonly BoardMarket[], t: Translate): MarketGroup[] {
  const rank = (market: BoardMarket) => {
    const family = FAMILY[market.type] ?? 'other';
    const spec = specifiersOf(market.specifiers);
    return [(FAMILY_ORDER.indexOf(family) + 1 || 99) + (spec.period === '1h' ? 100 : 0), Number(spec.map ?? 0)];
  };
  const sorted = [...markets].sort((a, b) => {
    const [ra, rb] = [rank(a), rank(b)];
    return ra[0]! - rb[0]! || ra[1]! - rb[1]! || lineOrder(a) - lineOrder(b);
  });
  const groups: MarketGroup[] = [];
  for (const market of sorted) {
    const title = marketName(market.type, market.specifiers, t);
    const last = groups.at(-1);
    if (last?.title === title) last.markets.push(market);
    else groups.push({ title, markets: [market] });
  }
  return groups;
}

function lineOrder(market: BoardMarket): number {
  const spec = specifiersOf(market.specifiers);
  return Number(spec.hcp ?? spec.total ?? 0);
}

/** How many markets a match has beyond those its table row shows (the "+N markets" link). */
export function extraMarkets(event: Pick<SportEvent, 'sport' | 'markets'>): number {
  const shown = new Set(COLUMNS[event.sport].map((column) => pickMarket(event, column)?.marketId).filter(Boolean));
  return event.markets.filter((market) => (market.status === 'open' || market.status === 'suspended') && !shown.has(market.marketId)).length;
}

/**
 * The feed's clock codes in the member's language: "HT", "FT", "map 2", "Q3"; a minute such as "67'" reads the
 * same everywhere, and a code the book does not know (a desk's own) is shown as the operator typed it.
 */
export function periodText(period: string | null, t: Translate): string {
  if (!period) return '';
  if (period === 'HT') return t('sportsBoard.clock.halfTime');
  if (period === 'FT') return t('sportsBoard.clock.fullTime');
  const map = /^map (\d+)$/.exec(period);
  if (map) return t('sportsBoard.clock.map', { n: Number(map[1]) });
  const quarter = /^Q([1-4])$/.exec(period);
  if (quarter) return t('sportsBoard.clock.quarter', { n: Number(quarter[1]) });
  return period;
}
