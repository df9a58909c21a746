// Checks of lottery bets and merchant tables that answer with a stable error code and the field at fault
// (the server turns them into a 400 with that code; the sites translate it) instead of throwing.
import { FairError } from '../fair/hash.ts';

export type LotteryErrorCode =
  /** Not a bet type (or selection) of the game. */
  | 'bet_type_invalid'
  /** A number of the wrong length, with a non-digit, or out of the game's range. */
  | 'number_invalid'
  /** Too few or too many numbers for the bet type (xiên 2/3/4, keno's 1–10 picks). */
  | 'numbers_count_invalid'
  /** The same number twice in one bet (xiên, keno). */
  | 'numbers_repeated'
  /** A 4D Box or iBox on a number with one ordering only (such as 7777): it would be a straight bet. */
  | 'permutation_invalid'
  /** The stake is not a positive whole number of minor units. */
  | 'stake_invalid'
  /** A merchant's odds table is missing an entry or holds something other than odds from 0. */
  | 'table_invalid';

export interface LotteryCheckError {
  code: LotteryErrorCode;
  /** Where the problem is, in the bet or table: `number`, `numbers[1]`, `big.first`… */
  field: string;
  message: string;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; error: LotteryCheckError };

export const accept = <T>(value: T): Checked<T> => ({ ok: true, value });

export const refuse = <T = never>(code: LotteryErrorCode, field: string, message: string): Checked<T> => ({ ok: false, error: { code, field, message } });

/** The checked value, or a FairError carrying the check's code (for callers that cannot go on without it). */
export function valueOrThrow<T>(checked: Checked<T>): T {
  if (checked.ok) return checked.value;
  throw new FairError(checked.error.code, `${checked.error.field}: ${checked.error.message}`);
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function checkStake(stake: unknown, field = 'stake'): Checked<bigint> {
  return typeof stake === 'bigint' && stake > 0n ? accept(stake) : refuse('stake_invalid', field, 'The stake must be a positive whole number of minor units');
}

/** A string of exactly `length` digits 0–9 (leading zeros count: "0042" is a 4D number). */
export function checkDigits(value: unknown, length: number, field: string): Checked<string> {
  return typeof value === 'string' && value.length === length && /^[0-9]+$/.test(value)
    ? accept(value)
    : refuse('number_invalid', field, `Expected ${length} digit${length === 1 ? '' : 's'}`);
}

/**
 * A merchant's table checked against the default table's shape: the same keys (and array lengths), and
 * every entry odds from 0. Run it when the merchant saves the table; settlement then trusts it.
 */
export function checkOddsTable<T>(table: unknown, shape: T, field = ''): Checked<T> {
  const at = (key: string | number) => (typeof key === 'number' ? `${field}[${key}]` : field ? `${field}.${key}` : key);
  if (typeof shape === 'bigint') {
    return typeof table === 'bigint' && table >= 0n ? accept(table as T) : refuse('table_invalid', field || 'table', 'Odds must be a whole number from 0');
  }
  if (Array.isArray(shape)) {
    if (!Array.isArray(table) || table.length !== shape.length) return refuse('table_invalid', field || 'table', `Expected ${shape.length} entries`);
    for (let i = 0; i < shape.length; i++) {
      const entry = checkOddsTable(table[i], shape[i], at(i));
      if (!entry.ok) return entry as Checked<T>;
    }
    return accept(table as T);
  }
  if (!isRecord(table)) return refuse('table_invalid', field || 'table', 'Expected a table of odds');
  for (const key of Object.keys(shape as object)) {
    const entry = checkOddsTable(table[key], (shape as Record<string, unknown>)[key], at(key));
    if (!entry.ok) return entry as Checked<T>;
  }
  const extra = Object.keys(table).find((key) => !(key in (shape as object)));
  return extra === undefined ? accept(table as T) : refuse('table_invalid', at(extra), 'Not an entry of this table');
}
