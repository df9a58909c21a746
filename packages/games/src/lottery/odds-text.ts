// Odds tables as the text an operator types and a draw stores ("2500", "3.5"), and back. Merchant settings
// and lottery_draws.odds keep the text form (JSON has no bigint); the maths takes the bigint tables. A text
// table is read against a default table's shape and then checked with checkOddsTable, so a saved table is
// exactly what settlement may trust.
import { checkOddsTable, isRecord, refuse, type Checked } from './checks.ts';
import type { LotteryKind } from './draw.ts';
import { DEFAULT_FOUR_D_PRIZES, type FourDPrizeTable } from './four-d-bets.ts';
import { DEFAULT_KENO_PAYTABLE, type KenoPayTable } from './keno.ts';
import { formatOdds, odds } from './odds.ts';
import { DEFAULT_SEA_FAST_ODDS, type SeaFastOddsTable } from './sea-fast.ts';
import { DEFAULT_XSMB_ODDS, type XsmbOddsTable } from './xsmb-bets.ts';
import { FairError } from '../fair/hash.ts';

/** A table of bigint odds with every odds written as decimal text. */
export type OddsText<T> = T extends bigint ? string : T extends readonly (infer E)[] ? OddsText<E>[] : { [K in keyof T]: OddsText<T[K]> };

export interface LotteryOddsTables {
  '4d': FourDPrizeTable;
  xsmb: XsmbOddsTable;
  'sea-fast': SeaFastOddsTable;
  keno: KenoPayTable;
}

/** The default table of each kind of lottery game. */
export const DEFAULT_LOTTERY_ODDS: { [K in LotteryKind]: LotteryOddsTables[K] } = {
  '4d': DEFAULT_FOUR_D_PRIZES,
  xsmb: DEFAULT_XSMB_ODDS,
  'sea-fast': DEFAULT_SEA_FAST_ODDS,
  keno: DEFAULT_KENO_PAYTABLE,
};

/** Every odds of a table as its shortest decimal text (formatOdds). */
export function oddsToText<T>(table: T): OddsText<T> {
  if (typeof table === 'bigint') return formatOdds(table) as OddsText<T>;
  if (Array.isArray(table)) return table.map((entry: unknown) => oddsToText(entry)) as OddsText<T>;
  return Object.fromEntries(Object.entries(table as object).map(([key, value]) => [key, oddsToText(value)])) as OddsText<T>;
}

/** Text odds read into bigints where the shape has odds; anything else is left for checkOddsTable to refuse. */
function parseLeaves(text: unknown, shape: unknown, field: string): Checked<unknown> {
  if (typeof shape === 'bigint') {
    if (typeof text !== 'string') return { ok: true, value: text };
    try {
      return { ok: true, value: odds(text) };
    } catch (error) {
      if (error instanceof FairError) return refuse('table_invalid', field || 'table', error.message);
      throw error;
    }
  }
  if (Array.isArray(shape)) {
    if (!Array.isArray(text)) return { ok: true, value: text };
    const out: unknown[] = [];
    for (let i = 0; i < text.length; i++) {
      const entry = parseLeaves(text[i], shape[i], `${field}[${i}]`);
      if (!entry.ok) return entry;
      out.push(entry.value);
    }
    return { ok: true, value: out };
  }
  if (!isRecord(text) || !isRecord(shape)) return { ok: true, value: text };
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(text)) {
    const entry = parseLeaves(value, shape[key], field ? `${field}.${key}` : key);
    if (!entry.ok) return entry;
    out[key] = entry.value;
  }
  return { ok: true, value: out };
}

/**
 * A text table of a kind of game read into its bigint table, checked against the default's shape: the same
 * entries, each odds from 0 with at most four decimals. Answers `table_invalid` with the entry at fault.
 */
export function oddsFromText<K extends LotteryKind>(kind: K, text: unknown, field = ''): Checked<LotteryOddsTables[K]> {
  const shape = DEFAULT_LOTTERY_ODDS[kind];
  const parsed = parseLeaves(text, shape, field);
  if (!parsed.ok) return parsed as Checked<never>;
  return checkOddsTable(parsed.value, shape as LotteryOddsTables[K], field);
}
