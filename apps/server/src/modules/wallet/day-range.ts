// A range of calendar days in the merchant's time zone as instants [from, to), as the member's and the console's
// reports ask for them (by default the last 30 days up to today). Apart from records.ts so every report can use it.
import { zonedDay, zonedDayStart } from '@orbit/contracts/format';
import { ApiError } from '@orbit/contracts/envelope';
import type { ResolvedMerchant } from '../site/site.types.ts';

const DAY_MS = 86_400_000;

/** A day range in the merchant's zone as instants [from, to); by default the last 30 days up to today. */
export function dayRange(merchant: ResolvedMerchant, now: Date, from?: string, to?: string) {
  const toDay = to ?? zonedDay(now, merchant.timeZone);
  const fromDay = from ?? zonedDay(new Date(zonedDayStart(toDay, merchant.timeZone).getTime() - 29 * DAY_MS), merchant.timeZone);
  if (fromDay > toDay) throw new ApiError('validation_failed', 'The start date is after the end date', { field: 'from' });
  const start = zonedDayStart(fromDay, merchant.timeZone);
  const end = zonedDayStart(zonedDay(new Date(zonedDayStart(toDay, merchant.timeZone).getTime() + 36 * 3_600_000), merchant.timeZone), merchant.timeZone);
  return { fromDay, toDay, start, end };
}
