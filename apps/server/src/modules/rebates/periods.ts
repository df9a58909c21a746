// Rebate periods on the merchant's calendar (docs/rebates.md): a day, or a week from Monday to Sunday. A
// period is named by its first and last local days; it closes at 23:59:59 local time of its last day.
import { zonedDay } from '@orbit/contracts/format';
import type { RebatePeriod } from '@orbit/contracts/rebates';

export interface PeriodDays {
  start: string;
  end: string;
}

const DAY_MS = 86_400_000;
const shift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The period of this kind that contains the day. */
export function periodContaining(kind: RebatePeriod, day: string): PeriodDays {
  if (kind === 'daily') return { start: day, end: day };
  // getUTCDay: Sunday 0 … Saturday 6; a week starts on Monday.
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const start = shift(day, -((weekday + 6) % 7));
  return { start, end: shift(start, 6) };
}

/** The latest period that has closed by `now` in the zone: yesterday, or the week that ended last Sunday. */
export function lastClosedPeriod(kind: RebatePeriod, now: Date, timeZone: string): PeriodDays {
  const current = periodContaining(kind, zonedDay(now, timeZone));
  return periodContaining(kind, shift(current.start, -1));
}

/** Whether the period has closed by `now` (its last day is before today in the zone). */
export function hasClosed(period: PeriodDays, now: Date, timeZone: string): boolean {
  return period.end < zonedDay(now, timeZone);
}
