// Markets: a type id and its specifiers (the line, the period, the map), written as a specifier string the way
// the industry's feeds write them ("hcp=-0.75", "total=2.5|period=1h"), and the outcomes each type offers
// (docs/sportsbook.md, Odds and settlement). Handicaps and totals are held in their exact quarter steps as JS
// numbers: a multiple of 0.25 is exact in a double, so −0.75 stays −0.75 through every sum settlement makes.
import { SportsbookError } from '@orbit/games/sportsbook/errors';

export type Period = 'ft' | '1h';
export const PERIODS: readonly Period[] = ['ft', '1h'];

/** Football markets settled on one period's score, then the esports ones settled on the maps, then outrights. */
export type Market =
  | { type: '1x2' | 'oe' | 'cs' | 'dc' | 'dnb'; period: Period }
  | { type: 'ah'; period: Period; hcp: number }
  | { type: 'ou'; period: Period; total: number }
  | { type: 'ml' }
  | { type: 'map_hcp'; hcp: number }
  | { type: 'map_total'; total: number }
  | { type: 'map_winner'; map: number }
  | { type: 'bb_ml' }
  | { type: 'bb_hcp'; hcp: number }
  | { type: 'bb_total'; total: number }
  | { type: 'outright' };
export type MarketType = Market['type'];

type Key = 'period' | 'hcp' | 'total' | 'map';
type Sport = 'football' | 'esports' | 'basketball' | 'outright';

/** Each type: its sport, its specifiers in the order the string writes them, and its outcomes (null: open list). */
const TYPES: Record<MarketType, { sport: Sport; keys: readonly Key[]; outcomes: readonly string[] | null }> = {
  '1x2': { sport: 'football', keys: ['period'], outcomes: ['home', 'draw', 'away'] },
  ah: { sport: 'football', keys: ['hcp', 'period'], outcomes: ['home', 'away'] },
  ou: { sport: 'football', keys: ['total', 'period'], outcomes: ['over', 'under'] },
  oe: { sport: 'football', keys: ['period'], outcomes: ['odd', 'even'] },
  cs: { sport: 'football', keys: ['period'], outcomes: null },
  dc: { sport: 'football', keys: ['period'], outcomes: ['home_draw', 'home_away', 'draw_away'] },
  dnb: { sport: 'football', keys: ['period'], outcomes: ['home', 'away'] },
  ml: { sport: 'esports', keys: [], outcomes: ['home', 'away'] },
  map_hcp: { sport: 'esports', keys: ['hcp'], outcomes: ['home', 'away'] },
  map_total: { sport: 'esports', keys: ['total'], outcomes: ['over', 'under'] },
  map_winner: { sport: 'esports', keys: ['map'], outcomes: ['home', 'away'] },
  // Basketball is settled on the final points, overtime included, so a money line has no draw.
  bb_ml: { sport: 'basketball', keys: [], outcomes: ['home', 'away'] },
  bb_hcp: { sport: 'basketball', keys: ['hcp'], outcomes: ['home', 'away'] },
  bb_total: { sport: 'basketball', keys: ['total'], outcomes: ['over', 'under'] },
  outright: { sport: 'outright', keys: [], outcomes: [] },
};
export const MARKET_TYPES = Object.keys(TYPES) as MarketType[];

/** Correct score lists every score up to 4 goals a side (the Asian grid) and `other` for the rest. */
export const CS_MAX_GOALS = 4;
const LINE = /^[+-]?\d{1,3}(?:\.\d{1,2})?$/;
const OUTRIGHT_ID = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$/;

export function sportOf(type: MarketType): Sport {
  return TYPES[type].sport;
}

const invalid = (field: string, message: string) => new SportsbookError('specifier_invalid', message, field);

/** A line in quarter steps (AH, OU) or half steps (map handicap, total maps), within its bounds. */
function checkLine(field: 'hcp' | 'total', value: number, step: 0.25 | 0.5, max: number) {
  if (!Number.isFinite(value) || !Number.isInteger(value / step)) throw invalid(field, `${field}=${value}: a line is a multiple of ${step}`);
  if (field === 'total' ? value <= 0 || value > max : Math.abs(value) > max) {
    throw invalid(field, `${field}=${value}: the line is outside ${field === 'total' ? `(0, ${max}]` : `[−${max}, ${max}]`}`);
  }
}

/** The market itself, or `market_invalid` / `specifier_invalid` naming what is wrong with it. */
export function checkMarket(market: Market): Market {
  if (!Object.hasOwn(TYPES, market?.type)) throw new SportsbookError('market_invalid', `${String(market?.type)}: not a market type`, 'type');
  if ('period' in market && !PERIODS.includes(market.period)) throw invalid('period', `period=${String(market.period)}: a period is ft or 1h`);
  if (market.type === 'ah') checkLine('hcp', market.hcp, 0.25, 10);
  if (market.type === 'ou') checkLine('total', market.total, 0.25, 30);
  if (market.type === 'map_hcp') checkLine('hcp', market.hcp, 0.5, 10);
  if (market.type === 'map_total') checkLine('total', market.total, 0.5, 10);
  if (market.type === 'bb_hcp') checkLine('hcp', market.hcp, 0.5, 60);
  if (market.type === 'bb_total') checkLine('total', market.total, 0.5, 400);
  if (market.type === 'map_winner' && !(Number.isInteger(market.map) && market.map >= 1 && market.map <= 7)) {
    throw invalid('map', `map=${market.map}: a map is numbered 1 to 7`);
  }
  return market;
}

/**
 * The market of `type` with the specifier string `specifiers` ("hcp=-0.75", "total=2.5|period=1h"): pairs
 * key=value joined by "|", in any order, each key once; a missing period is the full time. Anything else —
 * an unknown type or key, a repeated key, a missing line, a line off its steps — is refused with a code.
 */
export function parseMarket(type: string, specifiers: string): Market {
  if (!Object.hasOwn(TYPES, type)) throw new SportsbookError('market_invalid', `${JSON.stringify(type)}: not a market type`, 'type');
  const { keys } = TYPES[type as MarketType];
  const values = new Map<string, string>();
  for (const pair of specifiers === '' ? [] : specifiers.split('|')) {
    const [key, value, extra] = pair.split('=');
    if (extra !== undefined || !key || !value) throw invalid('specifiers', `${JSON.stringify(pair)}: a specifier is key=value`);
    if (!keys.includes(key as Key)) throw invalid(key, `${key}: ${type} takes ${keys.length ? keys.join(', ') : 'no specifiers'}`);
    if (values.has(key)) throw invalid(key, `${key}: given twice`);
    values.set(key, value);
  }
  const line = (key: 'hcp' | 'total'): number => {
    const text = values.get(key);
    if (text === undefined) throw invalid(key, `${type} needs ${key}=`);
    if (!LINE.test(text)) throw invalid(key, `${key}=${text}: a line is a number with at most two decimals`);
    return Number(text) + 0; // + 0 turns −0 into 0
  };
  const period = (values.get('period') ?? 'ft') as Period;
  const market = ((): Market => {
    switch (type as MarketType) {
      case 'ah':
        return { type: 'ah', period, hcp: line('hcp') };
      case 'ou':
        return { type: 'ou', period, total: line('total') };
      case 'map_hcp':
        return { type: 'map_hcp', hcp: line('hcp') };
      case 'map_total':
        return { type: 'map_total', total: line('total') };
      case 'bb_hcp':
        return { type: 'bb_hcp', hcp: line('hcp') };
      case 'bb_total':
        return { type: 'bb_total', total: line('total') };
      case 'map_winner': {
        const map = values.get('map');
        if (map === undefined || !/^\d$/.test(map)) throw invalid('map', `map_winner needs map= a number 1 to 7`);
        return { type: 'map_winner', map: Number(map) };
      }
      case 'ml':
      case 'bb_ml':
      case 'outright':
        return { type: type as 'ml' | 'bb_ml' | 'outright' };
      default:
        return { type: type as '1x2' | 'oe' | 'cs' | 'dc' | 'dnb', period };
    }
  })();
  return checkMarket(market);
}

/** The canonical specifier string: keys in a fixed order, the full time left out, numbers without a plus. */
export function formatSpecifiers(market: Market): string {
  checkMarket(market);
  const parts: string[] = [];
  for (const key of TYPES[market.type].keys) {
    const value = (market as unknown as Record<Key, number | string>)[key];
    if (key === 'period' && value === 'ft') continue;
    parts.push(`${key}=${value}`);
  }
  return parts.join('|');
}

/** The outcomes of a market; for correct score every listed score and `other`; for outrights none (open). */
export function outcomesOf(market: Market): readonly string[] {
  if (market.type !== 'cs') return TYPES[market.type].outcomes ?? [];
  const scores: string[] = [];
  for (let home = 0; home <= CS_MAX_GOALS; home++) for (let away = 0; away <= CS_MAX_GOALS; away++) scores.push(`${home}:${away}`);
  return [...scores, 'other'];
}

/** The outcome itself, or `outcome_invalid` when the market does not offer it (an outright takes any id). */
export function checkOutcome(market: Market, outcome: string): string {
  const known = market.type === 'outright' ? OUTRIGHT_ID.test(outcome) : outcomesOf(market).includes(outcome);
  if (!known) throw new SportsbookError('outcome_invalid', `${JSON.stringify(outcome)}: not an outcome of ${market.type}`, 'outcome');
  return outcome;
}
