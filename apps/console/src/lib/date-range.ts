// The daily totals' date range: days (yyyy-MM-dd) in the merchant's time zone, kept in the address.
import { zonedDay } from '@orbit/contracts/format';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The longest range the screen asks for at once. */
export const MAX_RANGE_DAYS = 92;

function shift(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

function isDay(text: string | null): text is string {
  return text !== null && DAY.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && shift(text, 0) === text;
}

/** The last `days` days up to today in the merchant's zone. */
export function lastDays(days: number, now: Date, timeZone: string): { from: string; to: string } {
  const to = zonedDay(now, timeZone);
  return { from: shift(to, -(days - 1)), to };
}

export type RangeProblem = 'order' | 'tooLong' | null;

/** Reads the range from the address; missing or malformed days fall back to the last 7 days. */
export function parseRange(params: URLSearchParams, now: Date, timeZone: string): { from: string; to: string } {
  const fallback = lastDays(7, now, timeZone);
  const from = params.get('from');
  const to = params.get('to');
  return { from: isDay(from) ? from : fallback.from, to: isDay(to) ? to : fallback.to };
}

export function rangeProblem(from: string, to: string): RangeProblem {
  if (from > to) return 'order';
  if (daysBetween(from, to) > MAX_RANGE_DAYS) return 'tooLong';
  return null;
}
