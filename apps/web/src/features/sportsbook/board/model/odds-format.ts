// The member's odds format (docs/sportsbook.md, Formats): the board shows every price in it, from the decimal
// text the server sends ("1.8500", exactly the stored price × 10,000), through the book's own formatOdds, so a
// price reads here digit for digit as the server would print it. The choice is remembered in this browser.
import { SPORTSBOOK_LOCAL_KEYS } from '../../local-keys.ts';
import { ODDS_FORMATS, formatOdds, type OddsFormat } from '@orbit/games/sportsbook/odds';
import { useSyncExternalStore } from 'react';
import { readLocal, writeLocal } from '../../../../lib/storage.ts';

export { ODDS_FORMATS, type OddsFormat };

/** The stored price (decimal × 10,000) of the server's decimal text; null for anything else. */
export function oddsOfText(text: string): bigint | null {
  const match = /^(\d{1,5})(?:\.(\d{1,4}))?$/.exec(text);
  if (!match) return null;
  return BigInt(match[1]!) * 10_000n + BigInt((match[2] ?? '').padEnd(4, '0'));
}

/** The price as the member reads it in `format` ("0.85", "-0.83"); "—" for a price the server could not send. */
export function showOdds(text: string, format: OddsFormat): string {
  const odds = oddsOfText(text);
  if (odds === null || odds <= 10_000n) return '—';
  return formatOdds(odds, format);
}

/**
 * Markets of three or more outcomes (1X2, double chance, correct score, outrights) are printed in decimal odds
 * whatever the member chose, as Asian books print them: a Malay or Indonesian price is made for two-way lines
 * around evens, and reads oddly on a long shot. Two-way markets follow the member's format.
 */
const ALWAYS_DECIMAL: ReadonlySet<string> = new Set(['1x2', 'dc', 'cs', 'outright']);
export const formatFor = (marketType: string, chosen: OddsFormat): OddsFormat => (ALWAYS_DECIMAL.has(marketType) ? 'decimal' : chosen);

const DEFAULT_FORMAT: OddsFormat = 'decimal';
const isFormat = (value: string | null): value is OddsFormat => ODDS_FORMATS.includes(value as OddsFormat);

let chosen: OddsFormat | null = null;
const listeners = new Set<() => void>();

function current(): OddsFormat {
  if (chosen === null) {
    const saved = readLocal(SPORTSBOOK_LOCAL_KEYS.oddsFormat);
    chosen = isFormat(saved) ? saved : DEFAULT_FORMAT;
  }
  return chosen;
}

export function setOddsFormat(format: OddsFormat): void {
  chosen = format;
  writeLocal(SPORTSBOOK_LOCAL_KEYS.oddsFormat, format);
  for (const listener of listeners) listener();
}

/** The member's format, shared by every price on the page and kept across visits. */
export function useOddsFormat(): OddsFormat {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current,
    () => DEFAULT_FORMAT,
  );
}
