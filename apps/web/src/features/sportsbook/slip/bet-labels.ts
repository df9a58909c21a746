// A bet leg in words from what the server stores (market type, canonical specifiers, outcome): "Handicap
// −0.75 · Selangor FC", "Over/Under 2.5 (1st half) · Over". The slip's own selections carry the board's labels.
import type { TFunction } from 'i18next';
import type { SportBet } from '@orbit/contracts/sportsbook';

type Leg = Pick<SportBet['legs'][number], 'marketType' | 'specifiers' | 'outcome' | 'home' | 'away'>;

const MARKETS = ['1x2', 'ah', 'ou', 'oe', 'dnb', 'dc', 'cs', 'ml', 'map_hcp', 'map_total', 'map_winner', 'bb_ml', 'bb_hcp', 'bb_total', 'outright'] as const;
const OUTCOMES = ['home', 'away', 'draw', 'over', 'under', 'odd', 'even', 'home_draw', 'home_away', 'draw_away', 'other'] as const;

function specifiersOf(text: string): Record<string, string> {
  return Object.fromEntries(text.split('|').flatMap((pair) => (pair.includes('=') ? [pair.split('=') as [string, string]] : [])));
}

/** The line a handicap shows for the side taken: the home side's handicap, negated for the away side. */
function handicapFor(hcp: string, outcome: string): string {
  const value = outcome === 'away' ? -Number(hcp) : Number(hcp);
  return value > 0 ? `+${value}` : String(value);
}

export function marketLabel(t: TFunction, leg: Leg): string {
  const known = MARKETS.find((market) => market === leg.marketType);
  const specifiers = specifiersOf(leg.specifiers);
  const name = known ? t(`betslip.market.${known}`, { map: specifiers.map ?? '' }) : leg.marketType;
  const half = specifiers.period === '1h' ? ` (${t('betslip.market.firstHalf')})` : '';
  return `${name}${half}`;
}

export function pickLabel(t: TFunction, leg: Leg): string {
  const specifiers = specifiersOf(leg.specifiers);
  const known = OUTCOMES.find((outcome) => outcome === leg.outcome);
  const pick = known ? t(`betslip.outcome.${known}`, { home: leg.home, away: leg.away }) : leg.outcome;
  if (specifiers.hcp !== undefined) return `${pick} ${handicapFor(specifiers.hcp, leg.outcome)}`;
  if (specifiers.total !== undefined) return `${pick} ${specifiers.total}`;
  return pick;
}
